// An event's preferences (target 'events/{eventId}/preferences', document id = key): the date
// locale 'ui.locale', the colour map 'ui.main_colors' and the icons 'ui.icons.{iconKey}'.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createLiveCollectionSlice } from '../../live/liveCollection';

const preferences = createLiveCollectionSlice({
  name: 'preferences',
  docCase: 'preference',
  path: /^events\/(?<eventId>[^/]+)\/preferences$/,
  idOf: (p) => `${p.eventId}/${p.key}`,
  removedId: (groups, key) => `${groups.eventId ?? ''}/${key}`,
  heldBy: (groups, p) => p.eventId === groups.eventId,
});

export const preferencesSlice = preferences.slice;

const selectors = preferences.adapter.getSelectors((state: RootState) => state.preferences);

/** An event's preferences as key → payload map (what the live feed confirmed). */
export const selectPreferenceMap = createSelector(
  [selectors.selectAll, (_s: RootState, eventId: string) => eventId],
  (all, eventId): Record<string, Record<string, string>> =>
    Object.fromEntries(all.filter((p) => p.eventId === eventId).map((p) => [p.key, p.payload])),
);
