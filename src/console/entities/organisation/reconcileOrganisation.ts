// The organisation as the organiser sees it: the live document with their unconfirmed account
// writes applied in order (the server derives orgKey, so it stays as last confirmed).
import type { Organisation } from '../../../../generated/manager/model_pb';
import type { QueuedWrite } from '../../../client/queue';
import { writeRegistry } from '../writes';
import { organisationWrites } from './organisationWrites';
import type { OrganisationDraft } from './organisationWrites';

export interface OrganisationView {
  doc: Organisation | null;
  orgName: string;
  /** Account writes the server has not confirmed yet. */
  pendingWrites: number;
}

export const ORGANISATION_WRITES = writeRegistry<OrganisationDraft>(
  Object.values(organisationWrites),
);

export function reconcileOrganisation(
  doc: Organisation | null,
  writes: readonly QueuedWrite[],
): OrganisationView {
  const draft: OrganisationDraft = { orgName: doc?.orgName ?? '' };
  let pendingWrites = 0;
  for (const write of writes) {
    // Every call of the account's service is pending on it, whether or not it shows a change.
    if (write.call.service !== 'organizers') continue;
    pendingWrites += 1;
    ORGANISATION_WRITES.apply(draft, write);
  }
  return { doc, orgName: draft.orgName, pendingWrites };
}
