// The events the signed-in organiser belongs to without owning them (issue 24), with the role
// in each and the owner's organisation name (target 'memberships'). With the event's userId it
// gives the user's role in any event: the console hides what that role may not use.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { isRole } from '../../../common/teamRights';
import type { Role } from '../../../common/teamRights';
import { createLiveCollectionSlice } from '../liveCollection';
import { selectUser } from '../session';

const memberships = createLiveCollectionSlice({
  name: 'memberships',
  docCase: 'membership',
  target: LIVE_TARGETS.memberships,
  idOf: (m) => m.eventId,
  heldBy: () => true,
});

export const membershipsSlice = memberships.slice;
/** The slice's reducer, keeping the resume point of its path. */
export const membershipsReducer = memberships.reducer;

const selectors = memberships.adapter.getSelectors((s: RootState) => s.memberships);

/** The user's memberships of events owned by others. */
export const selectMemberships = selectors.selectAll;

/** The membership of one event (its role, the owner's organisation), or null. */
export const selectMembership = (state: RootState, eventId: string) =>
  selectors.selectById(state, eventId) ?? null;

/**
 * The signed-in user's role in an event: owner when the event is theirs, else the role of their
 * membership, else null (an event they have no part in, or one they were removed from).
 */
export const selectEventRole = createSelector(
  [
    (state: RootState) => selectUser(state)?.uid ?? null,
    (state: RootState, event: { eventId: string; userId: string } | null) =>
      event ? selectors.selectById(state, event.eventId) : undefined,
    (_state: RootState, event: { eventId: string; userId: string } | null) => event,
  ],
  (uid, membership, event): Role | null => {
    if (!uid || !event) return null;
    if (event.userId === uid) return 'owner';
    return membership && isRole(membership.role) ? membership.role : null;
  },
);
