// UpsertTranslate in one statement (rpc/quickMutation.ts), the call every wording field sends:
// the caller's event locked as the general path locks it, the translation upserted and its
// change records (the event document too when the title or description of the event's own
// language changes). The request's checks are the general path's (translationInput); an event
// that is not the caller's applies nothing and is left to the general path to refuse.
import type { EmptySchema } from '../../../../generated/manager/events_pb';
import { EVENT_DESCRIPTION_KEY, EVENT_TITLE_KEY } from '../../../common/constants';
import { EVENT_ID_RULE } from '../../auth/eventAccess';
import { validate } from '../../rpc/errors';
import type { QuickCall } from '../../rpc/quickMutation';
import { ownedEvent, quickStatement } from '../../rpc/quickMutation';

// $1: the caller. $6 event id, $7 the language (null: the event's), $8 key, $9 value,
// $10–$11 the keys that show on the event document.
const LANG = 'coalesce($7::text, ev.language)';

const statement = quickStatement({
  ctes: `${ownedEvent('id, user_id, language')},
tr AS (
  INSERT INTO translations (event_id, lang, key, value)
  SELECT ev.id, ${LANG}, $8::text, $9::text FROM ev
  ON CONFLICT (event_id, lang, key) DO UPDATE SET value = excluded.value, updated_at = now())`,
  applied: 'EXISTS (SELECT 1 FROM ev)',
  // As writeTranslation records them: the translation, then the event document.
  changes: `SELECT c.collection, ev.id, ev.user_id, c.scope, c.doc_id
  FROM ev, LATERAL (VALUES
    (1, 'translations', ${LANG}, $8::text, true),
    (2, 'events', '', ev.id::text, ${LANG} = ev.language AND $8::text IN ($10::text, $11::text))
  ) AS c(n, collection, scope, doc_id, wanted)
  WHERE c.wanted ORDER BY c.n`,
});

/** The checked request: the language null when the call names none (the event's own). */
export interface TranslationInput {
  lang: string | null;
  key: string;
  value: string;
}

/** The one statement of this request (its input checked by the caller). */
export function quickUpsertTranslate(
  eventId: string,
  { lang, key, value }: TranslationInput,
): QuickCall<typeof EmptySchema> {
  return {
    statement,
    values: [
      validate(EVENT_ID_RULE, eventId, 'eventId'),
      lang,
      key,
      value,
      EVENT_TITLE_KEY,
      EVENT_DESCRIPTION_KEY,
    ],
    response: {},
  };
}
