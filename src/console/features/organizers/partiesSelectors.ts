// The organizer entries and sponsors a screen shows: the live lists with the user's unechoed
// writes applied (reconcileParties).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { selectOwnUnechoedWrites } from '../events';
import { selectEventOrgs, selectEventSponsors } from './organizersSlice';
import { reconcileParties } from './reconcileParties';
import type { PartyView } from './reconcileParties';

const byEvent = (_s: RootState, eventId: string) => eventId;

/** Use as `useAppSelector((s) => selectOrgViews(s, eventId))`: newest first. */
export const selectOrgViews = createSelector(
  [selectEventOrgs, selectOwnUnechoedWrites, byEvent],
  (docs, writes, eventId): PartyView[] =>
    reconcileParties(
      'orgs',
      docs.map(({ orgInfoId, eventId: of, name, logoId, createdAt }) => ({
        id: orgInfoId,
        eventId: of,
        name,
        logoId,
        createdAt,
      })),
      writes,
      eventId,
    ),
);

/** Use as `useAppSelector((s) => selectSponsorViews(s, eventId))`: oldest first. */
export const selectSponsorViews = createSelector(
  [selectEventSponsors, selectOwnUnechoedWrites, byEvent],
  (docs, writes, eventId): PartyView[] =>
    reconcileParties(
      'sponsors',
      docs.map(({ sponsorId, eventId: of, name, logoId, createdAt }) => ({
        id: sponsorId,
        eventId: of,
        name,
        logoId,
        createdAt,
      })),
      writes,
      eventId,
    ),
);
