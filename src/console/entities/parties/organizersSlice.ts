// An event's organizer entries (target 'events/{eventId}/orgs', newest first) and sponsors
// (target 'events/{eventId}/sponsors').
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const orgs = createLiveCollectionSlice({
  name: 'orgs',
  docCase: 'orgInfo',
  target: LIVE_TARGETS.orgs,
  idOf: (o) => o.orgInfoId,
  heldBy: (params, o) => o.eventId === params.eventId,
  sortComparer: (a, b) => b.createdAt - a.createdAt || b.orgInfoId.localeCompare(a.orgInfoId),
});

const sponsors = createLiveCollectionSlice({
  name: 'sponsors',
  docCase: 'sponsor',
  target: LIVE_TARGETS.sponsors,
  idOf: (s) => s.sponsorId,
  heldBy: (params, s) => s.eventId === params.eventId,
  sortComparer: (a, b) => a.createdAt - b.createdAt || a.sponsorId.localeCompare(b.sponsorId),
});

export const orgsSlice = orgs.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const orgsReducer = orgs.reducer;
export const sponsorsSlice = sponsors.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const sponsorsReducer = sponsors.reducer;

const byEvent = <T extends { eventId: string }>(all: T[], eventId: string) =>
  all.filter((d) => d.eventId === eventId);

/** The event's organizer entries, newest first. */
export const selectEventOrgs = createSelector(
  [
    orgs.adapter.getSelectors((s: RootState) => s.orgs).selectAll,
    (_s: RootState, id: string) => id,
  ],
  byEvent,
);

/** The event's sponsors, oldest first. */
export const selectEventSponsors = createSelector(
  [
    sponsors.adapter.getSelectors((s: RootState) => s.sponsors).selectAll,
    (_s: RootState, id: string) => id,
  ],
  byEvent,
);
