// The account write of spec/console.md §2.14, declared once: the organisation document is keyed
// by the user's uid, so its echo ends the write.
import { defineQueuedWrite } from '../writes';

/** The working view the account writes apply to. */
export interface OrganisationDraft {
  orgName: string;
}

export const organisationWrites = {
  setOrgInfo: defineQueuedWrite<'organizers', 'setOrgInfo', OrganisationDraft>({
    name: 'organisation.setOrgInfo',
    service: 'organizers',
    method: 'setOrgInfo',
    docIds: (_request, { uid }) => [uid],
    apply: (draft, { orgName }) => {
      if (typeof orgName === 'string') draft.orgName = orgName.trim();
    },
  }),
};
