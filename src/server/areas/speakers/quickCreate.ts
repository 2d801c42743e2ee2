// CreateSpeaker in one statement (rpc/quickMutation.ts), the speakers screen's save of a new
// speaker: the caller's event locked as the general path locks it, the speaker inserted under
// the client's id and its change record. A request with an image (its file check is the files
// area's), an id already taken or a check that fails is left to the general path.
import type {
  CreateSpeakerRequest,
  CreateSpeakerResponseSchema,
} from '../../../../generated/manager/content_pb';
import { EVENT_ID_RULE } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import { newId } from '../../rpc/ids';
import type { QuickCall } from '../../rpc/quickMutation';
import { ownedEvent, quickStatement } from '../../rpc/quickMutation';
import { speakerTexts } from './fields';

// $1: the caller. $6 event id, $7 speaker id, $8 name, $9 company, $10 position, $11 bio.
const statement = quickStatement({
  ctes: `${ownedEvent()},
sp AS (
  INSERT INTO speakers (id, event_id, name, company_name, position_name, bio)
  SELECT $7::uuid, ev.id, $8::text, $9::text, $10::text, $11::text FROM ev
  ON CONFLICT DO NOTHING
  RETURNING id)`,
  applied: 'EXISTS (SELECT 1 FROM sp)',
  changes: `SELECT 'speakers', ev.id, ev.user_id, '', sp.id::text FROM ev, sp`,
});

/** The one statement of this request; undefined or a throw: the general path's. */
export function quickCreateSpeaker(
  req: CreateSpeakerRequest,
): QuickCall<typeof CreateSpeakerResponseSchema> | undefined {
  if (req.avatarId || req.backgroundImageId || req.backgroundDesktopImageId) return undefined;
  const { name, companyName, positionName, bio } = speakerTexts(req);
  const speakerId = newId(req.speakerId, 'speakerId');
  return {
    statement,
    values: [
      validate(EVENT_ID_RULE, req.eventId, 'eventId'),
      speakerId,
      name,
      companyName,
      positionName,
      bio,
    ],
    response: { speakerId },
  };
}
