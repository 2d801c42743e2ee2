// What the wording screen shows for one event and language: the translations the live feed
// confirmed, with the signed-in user's UpsertTranslate writes that it has not echoed yet on top.
import type { QueuedWrite } from '../../../client/queue';

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

/** The upserts of these writes that land in this event and language, in queue order. */
export function translationUpserts(
  writes: readonly QueuedWrite[],
  target: TranslationTarget,
): TranslationUpsert[] {
  const upserts: TranslationUpsert[] = [];
  for (const { call } of writes) {
    if (call.service !== 'translations' || call.method !== 'upsertTranslate') continue;
    const r = (call.request ?? {}) as Record<string, unknown>;
    // The server writes in the call's language metadata, else the event's language.
    const lang = call.meta?.language || target.eventLanguage;
    if (r.eventId !== target.eventId || lang !== target.lang) continue;
    if (typeof r.key === 'string' && typeof r.value === 'string')
      upserts.push({ key: r.key, value: r.value });
  }
  return upserts;
}

export function reconcileTranslations(
  remote: Readonly<Record<string, string>>,
  writes: readonly QueuedWrite[],
  target: TranslationTarget,
): Record<string, string> {
  const upserts = translationUpserts(writes, target);
  if (upserts.length === 0) return { ...remote };
  const view = { ...remote };
  for (const { key, value } of upserts) view[key] = value;
  return view;
}
