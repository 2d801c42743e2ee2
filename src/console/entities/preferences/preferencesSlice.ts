// An event's preferences (target 'events/{eventId}/preferences', document id = key): the date
// locale 'ui.locale', the colour map 'ui.main_colors' and the icons 'ui.icons.{iconKey}'; the
// optimistic view adds the user's unechoed preference writes.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';
import { selectOwnUnechoedWrites } from '../events';
import { preferenceChanges, reconcilePreferences } from './reconcilePreferences';

const preferences = createLiveCollectionSlice({
  name: 'preferences',
  docCase: 'preference',
  target: LIVE_TARGETS.preferences,
  idOf: (p) => `${p.eventId}/${p.key}`,
  removedId: (params, key) => `${params.eventId}/${key}`,
  heldBy: (params, p) => p.eventId === params.eventId,
});

export const preferencesSlice = preferences.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const preferencesReducer = preferences.reducer;

const selectors = preferences.adapter.getSelectors((state: RootState) => state.preferences);

/** An event's preferences as key → payload map (what the live feed confirmed). */
export const selectPreferenceMap = createSelector(
  [selectors.selectAll, (_s: RootState, eventId: string) => eventId],
  (all, eventId): Record<string, Record<string, string>> =>
    Object.fromEntries(all.filter((p) => p.eventId === eventId).map((p) => [p.key, p.payload])),
);

/**
 * An event's preferences as the organiser sees them (live map + unechoed writes). Use as
 * `useAppSelector((s) => selectPreferenceView(s, eventId))`.
 */
export const selectPreferenceView = createSelector(
  [selectPreferenceMap, selectOwnUnechoedWrites, (_s: RootState, eventId: string) => eventId],
  reconcilePreferences,
);

/** The preference keys of an event with a write the live feed has not shown yet. */
export const selectPendingPreferenceKeys = createSelector(
  [selectOwnUnechoedWrites, (_s: RootState, eventId: string) => eventId],
  (writes, eventId): ReadonlySet<string> =>
    new Set(preferenceChanges(writes, eventId).map((w) => w.key)),
);
