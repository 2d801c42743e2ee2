// UpdateEvent in one statement (rpc/quickMutation.ts), the call the console sends most: the
// event row, its title and description translations and the change records, with the general
// path's checks done in SQL (the caller's event, key unchanged, files of the event, end not
// before start). A request that changes the key, or fails a check, is left to the general path.
import type {
  UpdateEventRequest,
  UpdateEventResponseSchema,
} from '../../../../generated/manager/events_pb';
import { EVENT_DESCRIPTION_KEY, EVENT_TITLE_KEY } from '../../../common/constants';
import { EVENT_ID_RULE } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import type { QuickCall } from '../../rpc/quickMutation';
import { quickStatement } from '../../rpc/quickMutation';
import { readUpdate } from './updateFields';

// $1: the caller. $6 event id, $7 key, $8–$10 texts, $11–$14 dates (set?, value),
// $15–$18 images, $19 the file ids to check, $20–$23 title, description and their keys.
const START = 'CASE WHEN $11::boolean THEN $12::timestamptz ELSE start_at END';
const END = 'CASE WHEN $13::boolean THEN $14::timestamptz ELSE end_at END';

const statement = quickStatement({
  ctes: `ev AS (
  UPDATE events SET
    slogan = coalesce($8::text, slogan),
    copyright = coalesce($9::text, copyright),
    time_zone = coalesce($10::text, time_zone),
    start_at = ${START},
    end_at = ${END},
    main_image_id = coalesce($15::text, main_image_id),
    background_image_id = coalesce($16::text, background_image_id),
    background_desktop_image_id = coalesce($17::text, background_desktop_image_id),
    icon_file_id = coalesce($18::text, icon_file_id),
    updated_at = now()
  WHERE id = $6::uuid AND user_id = $1::uuid AND ext_key = $7::text
    AND EXISTS (SELECT 1 FROM go)
    AND NOT coalesce(${END} < ${START}, false)
    AND NOT EXISTS (
      SELECT 1 FROM unnest($19::uuid[]) AS f(id)
      WHERE NOT EXISTS (
        SELECT 1 FROM files
        WHERE files.id = f.id AND files.event_id = $6::uuid
          AND NOT files.removed AND files.status <> 'error'))
  RETURNING id, user_id, language),
tr AS (
  INSERT INTO translations (event_id, lang, key, value)
  SELECT ev.id, ev.language, t.key, t.value
  FROM ev, (VALUES ($22::text, $20::text), ($23::text, $21::text)) AS t(key, value)
  WHERE t.value IS NOT NULL
  ON CONFLICT (event_id, lang, key) DO UPDATE SET value = excluded.value, updated_at = now())`,
  applied: 'EXISTS (SELECT 1 FROM ev)',
  // As the general path records them: each translation written, then the event document.
  changes: `SELECT c.collection, ev.id, ev.user_id, c.scope, c.doc_id
  FROM ev, LATERAL (VALUES
    (1, 'translations', ev.language, $22::text, $20::text IS NOT NULL),
    (2, 'translations', ev.language, $23::text, $21::text IS NOT NULL),
    (3, 'events', '', ev.id::text, true)) AS c(n, collection, scope, doc_id, wanted)
  WHERE c.wanted ORDER BY c.n`,
});

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** The one statement of this request; throws what the general path would refuse. */
export function quickUpdateEvent(
  req: UpdateEventRequest,
): QuickCall<typeof UpdateEventResponseSchema> {
  const { key, title, description, values } = readUpdate(req);
  const images = [
    values.mainImageId,
    values.backgroundImageId,
    values.backgroundDesktopImageId,
    values.iconFileId,
  ];
  return {
    statement,
    values: [
      validate(EVENT_ID_RULE, req.eventId, 'eventId'),
      key,
      orNull(values.slogan),
      orNull(values.copyright),
      orNull(values.timeZone),
      values.startAt !== undefined,
      orNull(values.startAt),
      values.endAt !== undefined,
      orNull(values.endAt),
      ...images.map(orNull),
      [...new Set(images.filter((id): id is string => !!id))],
      orNull(title),
      orNull(description),
      EVENT_TITLE_KEY,
      EVENT_DESCRIPTION_KEY,
    ],
    response: { filteredEventKey: key },
  };
}
