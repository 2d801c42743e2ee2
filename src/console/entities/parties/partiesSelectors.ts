// The organizer entries and sponsors a screen shows: the live lists with the user's unechoed
// writes applied (reconcileParties).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { QueuedWrite } from '../../../client/queue';
import { selectOwnUnechoedWrites } from '../events';
import { selectEventOrgs, selectEventSponsors } from './organizersSlice';
import { reconcileParties } from './reconcileParties';
import type { PartyKind, PartyView } from './reconcileParties';

const byEvent = (_s: RootState, eventId: string) => eventId;

interface PartyDoc {
  eventId: string;
  name: string;
  logoId: string;
  createdAt: number;
}

/** The optimistic views of one kind: its documents as parties, with the writes applied. */
const viewsOf =
  <D extends PartyDoc>(kind: PartyKind, idOf: (doc: D) => string) =>
  (docs: readonly D[], writes: readonly QueuedWrite[], eventId: string): PartyView[] =>
    reconcileParties(
      kind,
      docs.map((doc) => ({
        id: idOf(doc),
        eventId: doc.eventId,
        name: doc.name,
        logoId: doc.logoId,
        createdAt: doc.createdAt,
      })),
      writes,
      eventId,
    );

/** Use as `useAppSelector((s) => selectOrgViews(s, eventId))`: newest first. */
export const selectOrgViews = createSelector(
  [selectEventOrgs, selectOwnUnechoedWrites, byEvent],
  viewsOf('orgs', (o) => o.orgInfoId),
);

/** Use as `useAppSelector((s) => selectSponsorViews(s, eventId))`: oldest first. */
export const selectSponsorViews = createSelector(
  [selectEventSponsors, selectOwnUnechoedWrites, byEvent],
  viewsOf('sponsors', (s) => s.sponsorId),
);
