// The one write of a translation, shared with the event calls that set a title or description
// (those live as translations in the event's language and show on the event document too).
import { EVENT_DESCRIPTION_KEY, EVENT_TITLE_KEY } from '../../../common/constants';
import { eventChanged } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { translations } from '../../db/schema';
import type { Writer } from '../../db/writer';

/** Upserts one translation and records the changes it makes visible. */
export async function writeTranslation(
  w: Writer,
  event: Pick<EventRow, 'id' | 'userId' | 'language'>,
  lang: string,
  key: string,
  value: string,
): Promise<void> {
  await w.tx
    .insert(translations)
    .values({ eventId: event.id, lang, key, value })
    .onConflictDoUpdate({
      target: [translations.eventId, translations.lang, translations.key],
      set: { value, updatedAt: new Date() },
    });
  w.changed({
    collection: 'translations',
    docId: key,
    eventId: event.id,
    ownerId: event.userId,
    scope: lang,
  });
  if (lang === event.language && (key === EVENT_TITLE_KEY || key === EVENT_DESCRIPTION_KEY)) {
    w.changed(eventChanged(event));
  }
}
