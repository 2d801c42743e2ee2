// An event's meetings (target 'events/{eventId}/meetings'). The slice keeps them unsorted: a
// sorted adapter merges every live batch into its order inside immer's draft, a large part of
// a 1,000-meeting first sync (issue 10), while the views sort the event's meetings anyway.
import { createSelector } from '@reduxjs/toolkit';
import type { Meeting } from '../../../../generated/manager/model_pb';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice, newestFirst } from '../liveCollection';

const byNewest = newestFirst<Meeting>((m) => m.meetingId);

const meetings = createLiveCollectionSlice({
  name: 'meetings',
  docCase: 'meeting',
  target: LIVE_TARGETS.meetings,
  idOf: (m) => m.meetingId,
  heldBy: (params, m) => m.eventId === params.eventId,
});

export const meetingsSlice = meetings.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const meetingsReducer = meetings.reducer;

/** The event's meetings as the live feed confirmed them, newest first. */
export const selectEventMeetings = createSelector(
  [
    meetings.adapter.getSelectors((s: RootState) => s.meetings).selectAll,
    (_s: RootState, eventId: string) => eventId,
  ],
  (all, eventId) => all.filter((m) => m.eventId === eventId).sort(byNewest),
);
