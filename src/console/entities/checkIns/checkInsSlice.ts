// The checked-in participants of the events whose door is open (target
// 'events/{eventId}/check_ins'): the live count, and the time an earlier check-in happened.
import { createSelector } from '@reduxjs/toolkit';
import type { Participant } from '../../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import type { RootState } from '../../app/store';
import { createLiveCollectionSlice } from '../liveCollection';

const checkIns = createLiveCollectionSlice({
  name: 'checkIns',
  docCase: 'participant',
  target: LIVE_TARGETS.checkIns,
  idOf: (p) => p.clientId,
  heldBy: (params, p) => p.eventId === params.eventId,
});

export const checkInsSlice = checkIns.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const checkInsReducer = checkIns.reducer;

const selectors = checkIns.adapter.getSelectors((state: RootState) => state.checkIns);

/** The event's checked-in participants, by client id, as the live feed confirmed them. */
export const selectEventCheckIns = createSelector(
  [selectors.selectAll, (_s: RootState, eventId: string) => eventId],
  (all, eventId): ReadonlyMap<string, Participant> =>
    new Map(all.filter((p) => p.eventId === eventId).map((p) => [p.clientId, p])),
);
