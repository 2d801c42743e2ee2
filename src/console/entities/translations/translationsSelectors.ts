// The optimistic translations of an event: the live map with the user's unechoed upserts on top,
// and which keys still wait for the server (the wording fields' spinners).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectEventViews, selectOwnUnechoedWrites } from '../events';
import { reconcileTranslations, translationUpserts } from './reconcileTranslations';
import type { TranslationTarget } from './reconcileTranslations';
import { selectTranslationMap } from './translationsSlice';

const selectTarget = createSelector(
  [
    (_s: RootState, eventId: string) => eventId,
    (_s: RootState, _eventId: string, lang: string) => lang,
    // The organiser's view of the event, not the server's: a write sent without a language
    // (a field left as the edit shell closes) lands in the language of an event created
    // offline too (issue 16, item 3).
    (s: RootState, eventId: string) =>
      selectEventViews(s).find((e) => e.eventId === eventId)?.language ?? '',
  ],
  (eventId, lang, eventLanguage): TranslationTarget => ({ eventId, lang, eventLanguage }),
);

/**
 * An event's texts in one language as the organiser sees them. Use as
 * `useAppSelector((s) => selectTranslationView(s, eventId, lang))`.
 */
export const selectTranslationView = createSelector(
  [selectTranslationMap, selectOwnUnechoedWrites, selectTarget],
  reconcileTranslations,
);

/** The keys of that event and language with a write the live feed has not shown yet. */
export const selectPendingTranslationKeys = createSelector(
  [selectOwnUnechoedWrites, selectTarget],
  (writes, target): ReadonlySet<string> =>
    new Set(translationUpserts(writes, target).map((u) => u.key)),
);
