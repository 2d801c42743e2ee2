// An event's speakers (target 'events/{eventId}/speakers', newest first).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice, newestFirst } from '../liveCollection';

const speakers = createLiveCollectionSlice({
  name: 'speakers',
  docCase: 'speaker',
  target: LIVE_TARGETS.speakers,
  idOf: (s) => s.speakerId,
  heldBy: (params, s) => s.eventId === params.eventId,
  sortComparer: newestFirst((s) => s.speakerId),
});

export const speakersSlice = speakers.slice;

/** The event's speakers as the live feed confirmed them. */
export const selectEventSpeakerDocs = createSelector(
  [
    speakers.adapter.getSelectors((s: RootState) => s.speakers).selectAll,
    (_s: RootState, eventId: string) => eventId,
  ],
  (all, eventId) => all.filter((s) => s.eventId === eventId),
);
