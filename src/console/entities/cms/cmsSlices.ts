// An event's locations (target 'events/{eventId}/locations'), section groups ('…/cms_sections')
// and "files and links" items ('…/cms_section_items'), as the live feed delivers them.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const locations = createLiveCollectionSlice({
  name: 'locations',
  docCase: 'location',
  target: LIVE_TARGETS.locations,
  idOf: (l) => l.locationId,
  heldBy: (params, l) => l.eventId === params.eventId,
});

const sections = createLiveCollectionSlice({
  name: 'cmsSections',
  docCase: 'cmsSection',
  target: LIVE_TARGETS.cmsSections,
  idOf: (s) => s.groupId,
  heldBy: (params, s) => s.eventId === params.eventId,
});

const items = createLiveCollectionSlice({
  name: 'cmsSectionItems',
  docCase: 'cmsSectionItem',
  target: LIVE_TARGETS.cmsSectionItems,
  idOf: (i) => i.groupItemId,
  heldBy: (params, i) => i.eventId === params.eventId,
});

export const locationsSlice = locations.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const locationsReducer = locations.reducer;
export const cmsSectionsSlice = sections.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const cmsSectionsReducer = sections.reducer;
export const cmsSectionItemsSlice = items.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const cmsSectionItemsReducer = items.reducer;

const ofEvent = <T extends { eventId: string }>(all: T[], eventId: string) =>
  all.filter((d) => d.eventId === eventId);
const eventIdArg = (_s: RootState, eventId: string) => eventId;

export const selectEventLocations = createSelector(
  [locations.adapter.getSelectors((s: RootState) => s.locations).selectAll, eventIdArg],
  ofEvent,
);
export const selectEventSections = createSelector(
  [sections.adapter.getSelectors((s: RootState) => s.cmsSections).selectAll, eventIdArg],
  ofEvent,
);
export const selectEventItems = createSelector(
  [items.adapter.getSelectors((s: RootState) => s.cmsSectionItems).selectAll, eventIdArg],
  ofEvent,
);
