// The signed-in account's organisation with its queued writes applied.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectOrganisation } from './organisationSlice';
import { reconcileOrganisation } from './reconcileOrganisation';

const selectOwnWrites = createSelector(
  [
    (state: RootState) => state.queue.acked,
    (state: RootState) => state.queue.pending,
    (state: RootState) => state.session.user?.uid,
  ],
  (acked, pending, uid) => (uid ? [...acked, ...pending].filter((w) => w.uid === uid) : []),
);

export const selectOrganisationView = createSelector(
  [selectOrganisation, selectOwnWrites],
  reconcileOrganisation,
);
