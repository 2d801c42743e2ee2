// The wording write (spec/console.md §2.20), declared once: one UpsertTranslate per field, sent
// in the event language of the moment. The live document of a translation has the key as its
// id: its echo ends the write.
import { defineQueuedWrite } from '../writes';

export interface TranslationTarget {
  eventId: string;
  lang: string;
  /** The event's own language: the server's choice for a write sent without one. */
  eventLanguage: string;
}

export interface TranslationUpsert {
  key: string;
  value: string;
}

/** The working view: the upserts that land in one event and language, in queue order. */
export interface TranslationDraft {
  target: TranslationTarget;
  upserts: TranslationUpsert[];
}

export const translationWrites = {
  upsert: defineQueuedWrite<'translations', 'upsertTranslate', TranslationDraft>({
    name: 'translations.upsert',
    service: 'translations',
    method: 'upsertTranslate',
    docIds: ({ key }) => [key ?? ''],
    apply: ({ target, upserts }, { eventId, key, value }, { language }) => {
      // The server writes in the call's language metadata, else the event's language.
      const lang = language || target.eventLanguage;
      if (eventId !== target.eventId || lang !== target.lang) return;
      if (typeof key === 'string' && typeof value === 'string') upserts.push({ key, value });
    },
  }),
};
