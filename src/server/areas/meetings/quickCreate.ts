// CreateMeeting in one statement (rpc/quickMutation.ts), the schedule editor's save of a new
// meeting: the caller's event locked as the general path locks it, the meeting inserted under
// the client's id with its location and speakers checked in SQL, and its change record. A
// request with a header image (its file check is the files area's), an id already taken or a
// check that fails is left to the general path.
import type {
  CreateMeetingRequest,
  CreateMeetingResponseSchema,
} from '../../../../generated/manager/content_pb';
import { uuidRule } from '../../../common/rules';
import { EVENT_ID_RULE } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import { newId } from '../../rpc/ids';
import type { QuickCall } from '../../rpc/quickMutation';
import { ownedEvent, quickStatement } from '../../rpc/quickMutation';
import { meetingInput, meetingTexts } from './fields';
import { LOCATION_ID_RULE, locationOfEvent } from './quickUpdate';

const SPEAKER_ID_RULE = uuidRule('speakerIds');

// $1: the caller. $6 event id, $7 meeting id, $8 name, $9 title, $10 start, $11 end,
// $12 annotation, $13 text, $14 icon, $15 location ('' for none), $16 show the location,
// $17 speaker ids (each once, every one a speaker of the event).
const statement = quickStatement({
  ctes: `${ownedEvent()},
mt AS (
  INSERT INTO meetings (id, event_id, name, title, start_at, end_at, annotation, text, icon_name,
    location_id, speaker_ids, show_location_in_list_meetings)
  SELECT $7::uuid, ev.id, $8::text, $9::text, $10::timestamptz, $11::timestamptz, $12::text,
    $13::text, $14::text, $15::text, $17::uuid[], $16::boolean
  FROM ev
  WHERE ${locationOfEvent('$15')}
    AND (SELECT count(*) FROM speakers WHERE speakers.event_id = ev.id
      AND speakers.id = ANY($17::uuid[])) = cardinality($17::uuid[])
  ON CONFLICT DO NOTHING
  RETURNING id)`,
  applied: 'EXISTS (SELECT 1 FROM mt)',
  changes: `SELECT 'meetings', ev.id, ev.user_id, '', mt.id::text FROM ev, mt`,
});

/** The one statement of this request; undefined or a throw: the general path's. */
export function quickCreateMeeting(
  req: CreateMeetingRequest,
): QuickCall<typeof CreateMeetingResponseSchema> | undefined {
  if (req.headerImageId) return undefined;
  const { name, startAt, endAt, iconName, locationId } = meetingInput(req);
  if (locationId !== '') validate(LOCATION_ID_RULE, locationId, 'locationId');
  const { title, annotation, text } = meetingTexts(req);
  const speakerIds = [...new Set(req.speakerIds)].map((id) =>
    validate(SPEAKER_ID_RULE, id, 'speakerIds'),
  );
  const meetingId = newId(req.meetingId, 'meetingId');
  return {
    statement,
    values: [
      validate(EVENT_ID_RULE, req.eventId, 'eventId'),
      meetingId,
      name,
      title,
      startAt.toISOString(),
      endAt.toISOString(),
      annotation,
      text,
      iconName,
      locationId,
      req.showLocationInListMeetings,
      speakerIds,
    ],
    response: { meetingId },
  };
}
