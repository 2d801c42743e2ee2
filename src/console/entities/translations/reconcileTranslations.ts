// What the wording screen shows for one event and language: the translations the live feed
// confirmed, with the signed-in user's upserts that it has not echoed yet on top.
import type { QueuedWrite } from '../../../client/queue';
import { writeRegistry } from '../writes';
import { translationWrites } from './translationWrites';
import type { TranslationDraft, TranslationTarget, TranslationUpsert } from './translationWrites';

export type { TranslationTarget, TranslationUpsert } from './translationWrites';

const TRANSLATION_WRITES = writeRegistry<TranslationDraft>(Object.values(translationWrites));

/** The upserts of these writes that land in this event and language, in queue order. */
export function translationUpserts(
  writes: readonly QueuedWrite[],
  target: TranslationTarget,
): TranslationUpsert[] {
  const draft: TranslationDraft = { target, upserts: [] };
  for (const write of writes) TRANSLATION_WRITES.apply(draft, write);
  return draft.upserts;
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
