// An event's speakers (target 'events/{eventId}/speakers'), unsorted in the slice: the views
// sort them (speakersSelectors), and a sorted adapter merges each live batch into its order
// inside immer's draft (issue 10's first sync).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const speakers = createLiveCollectionSlice({
  name: 'speakers',
  docCase: 'speaker',
  target: LIVE_TARGETS.speakers,
  idOf: (s) => s.speakerId,
  heldBy: (params, s) => s.eventId === params.eventId,
});

export const speakersSlice = speakers.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const speakersReducer = speakers.reducer;

/** The event's speakers as the live feed confirmed them, in no order. */
export const selectEventSpeakerDocs = createSelector(
  [
    speakers.adapter.getSelectors((s: RootState) => s.speakers).selectAll,
    (_s: RootState, eventId: string) => eventId,
  ],
  (all, eventId) => all.filter((s) => s.eventId === eventId),
);
