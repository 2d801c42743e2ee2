// UpdateMeeting in one statement (rpc/quickMutation.ts), the schedule editor's save: the
// caller's event locked as the general path locks it, the meeting of that event updated and its
// change record, with the location check done in SQL. A request with a header image (its file
// check is the files area's) or one that fails a check is left to the general path.
import type { UpdateMeetingRequest } from '../../../../generated/manager/content_pb';
import type { EmptySchema } from '../../../../generated/manager/events_pb';
import { uuidRule } from '../../../common/rules';
import { EVENT_ID_RULE } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import type { QuickCall } from '../../rpc/quickMutation';
import { ownedEvent, quickStatement } from '../../rpc/quickMutation';
import { meetingInput, meetingTexts } from './fields';

const MEETING_ID_RULE = uuidRule('meetingId');
export const LOCATION_ID_RULE = uuidRule('locationId');

/** SQL: the location parameter is '' (none) or a location of the event `ev`. */
export const locationOfEvent = (param: string) => `(${param}::text = '' OR EXISTS (
      SELECT 1 FROM locations WHERE locations.id::text = ${param}::text AND locations.event_id = ev.id))`;

// $1: the caller. $6 event id, $7 meeting id, $8 name, $9 title, $10 start, $11 end,
// $12 annotation, $13 text, $14 icon, $15 location ('' for none), $16 show the location.
const statement = quickStatement({
  ctes: `${ownedEvent()},
mt AS (
  UPDATE meetings SET
    name = $8::text, title = $9::text, start_at = $10::timestamptz, end_at = $11::timestamptz,
    annotation = $12::text, text = $13::text, icon_name = $14::text, location_id = $15::text,
    header_image_id = '', show_location_in_list_meetings = $16::boolean, updated_at = now()
  FROM ev
  WHERE meetings.id = $7::uuid AND meetings.event_id = ev.id
    AND ${locationOfEvent('$15')}
  RETURNING meetings.id)`,
  applied: 'EXISTS (SELECT 1 FROM mt)',
  changes: `SELECT 'meetings', ev.id, ev.user_id, '', mt.id::text FROM ev, mt`,
});

/** The one statement of this request; undefined or a throw: the general path's. */
export function quickUpdateMeeting(
  req: UpdateMeetingRequest,
): QuickCall<typeof EmptySchema> | undefined {
  // A masked update keeps the fields it does not name: the general path reads them.
  if (req.headerImageId || req.updateMask) return undefined;
  const { name, startAt, endAt, iconName, locationId } = meetingInput(req);
  if (locationId !== '') validate(LOCATION_ID_RULE, locationId, 'locationId');
  const { title, annotation, text } = meetingTexts(req);
  return {
    statement,
    values: [
      validate(EVENT_ID_RULE, req.eventId, 'eventId'),
      validate(MEETING_ID_RULE, req.meetingId, 'meetingId'),
      name,
      title,
      startAt.toISOString(),
      endAt.toISOString(),
      annotation,
      text,
      iconName,
      locationId,
      req.showLocationInListMeetings,
    ],
    response: {},
  };
}
