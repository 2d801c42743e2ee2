// An event's translations per language (target 'events/{eventId}/translations/{lang}', document
// id = key) and the global default keys (target 'default_keys') the wording and menus start from.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const translations = createLiveCollectionSlice({
  name: 'translations',
  docCase: 'translation',
  target: LIVE_TARGETS.translations,
  idOf: (t) => `${t.eventId}/${t.lang}/${t.key}`,
  removedId: (params, key) => `${params.eventId}/${params.lang}/${key}`,
  heldBy: (params, t) => t.eventId === params.eventId && t.lang === params.lang,
});

const defaultKeys = createLiveCollectionSlice({
  name: 'defaultKeys',
  docCase: 'defaultKey',
  target: LIVE_TARGETS.defaultKeys,
  idOf: (k) => k.key,
  heldBy: () => true,
  sortComparer: (a, b) => a.sort - b.sort || a.key.localeCompare(b.key),
});

export const translationsSlice = translations.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const translationsReducer = translations.reducer;
export const defaultKeysSlice = defaultKeys.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const defaultKeysReducer = defaultKeys.reducer;
export const { seeded: defaultKeysSeeded } = defaultKeys.slice.actions;

const translationSelectors = translations.adapter.getSelectors(
  (state: RootState) => state.translations,
);

/** An event's texts in one language as key → value (what the live feed confirmed). */
export const selectTranslationMap = createSelector(
  [
    translationSelectors.selectAll,
    (_s: RootState, eventId: string) => eventId,
    (_s: RootState, _eventId: string, lang: string) => lang,
  ],
  (all, eventId, lang): Record<string, string> =>
    Object.fromEntries(
      all.filter((t) => t.eventId === eventId && t.lang === lang).map((t) => [t.key, t.value]),
    ),
);

/** Every default key, in the order the server gives (sort, then key). */
export const selectDefaultKeys = defaultKeys.adapter.getSelectors(
  (state: RootState) => state.defaultKeys,
).selectAll;
