// The organisation as the organiser sees it: the live document with their unconfirmed account
// writes applied in order (the server derives orgKey, so it stays as last confirmed).
import type { Organisation } from '../../../../generated/manager/model_pb';
import type { QueuedWrite } from '../../../client/queue';

export interface OrganisationView {
  doc: Organisation | null;
  orgName: string;
  /** Account writes the server has not confirmed yet. */
  pendingWrites: number;
}

export function reconcileOrganisation(
  doc: Organisation | null,
  writes: readonly QueuedWrite[],
): OrganisationView {
  let orgName = doc?.orgName ?? '';
  let pendingWrites = 0;
  for (const write of writes) {
    if (write.call.service !== 'organizers') continue;
    pendingWrites += 1;
    const request = (write.call.request ?? {}) as Record<string, unknown>;
    if (write.call.method === 'setOrgInfo' && typeof request.orgName === 'string')
      orgName = request.orgName.trim();
  }
  return { doc, orgName, pendingWrites };
}
