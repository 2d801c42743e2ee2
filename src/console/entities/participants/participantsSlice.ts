// The participants the live feed changed since the compact snapshot (target
// 'events/{eventId}/participants', changes only): the rows themselves come from the snapshot
// (snapshotStore.ts). Not persisted: the snapshot is not either, and a new one resumes the feed.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const participants = createLiveCollectionSlice({
  name: 'participants',
  docCase: 'participant',
  target: LIVE_TARGETS.participants,
  idOf: (p) => p.clientId,
  heldBy: (params, p) => p.eventId === params.eventId,
  checked: false,
});

export const participantsSlice = participants.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const participantsReducer = participants.reducer;

const selectAll = participants.adapter.getSelectors((s: RootState) => s.participants).selectAll;

/** The event's participants as the live feed delivered them after the snapshot. */
export const selectEventParticipantDocs = createSelector(
  [selectAll, (_s: RootState, eventId: string) => eventId],
  (all, eventId) => all.filter((p) => p.eventId === eventId),
);
