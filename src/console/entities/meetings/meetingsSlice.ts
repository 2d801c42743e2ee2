// An event's meetings (target 'events/{eventId}/meetings', newest first).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice, newestFirst } from '../liveCollection';

const meetings = createLiveCollectionSlice({
  name: 'meetings',
  docCase: 'meeting',
  target: LIVE_TARGETS.meetings,
  idOf: (m) => m.meetingId,
  heldBy: (params, m) => m.eventId === params.eventId,
  sortComparer: newestFirst((m) => m.meetingId),
});

export const meetingsSlice = meetings.slice;

/** The event's meetings as the live feed confirmed them, newest first. */
export const selectEventMeetings = createSelector(
  [
    meetings.adapter.getSelectors((s: RootState) => s.meetings).selectAll,
    (_s: RootState, eventId: string) => eventId,
  ],
  (all, eventId) => all.filter((m) => m.eventId === eventId),
);
