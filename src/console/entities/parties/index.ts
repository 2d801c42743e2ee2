import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { orgsReducer, sponsorsReducer } from './organizersSlice';
import { orgWrites, sponsorWrites } from './partyWrites';
export { orgsSlice, sponsorsSlice, selectEventOrgs, selectEventSponsors } from './organizersSlice';
export { reconcileParties } from './reconcileParties';
export { orgWrites, sponsorWrites, PARTY_WRITES } from './partyWrites';
export type { PartyKind, PartyView } from './reconcileParties';
export { selectOrgViews, selectSponsorViews } from './partiesSelectors';
export {
  partiesApi,
  useAddPartyMutation,
  useUpdatePartyMutation,
  useDeletePartyMutation,
} from './partiesApi';
export type { PartyArgs, DeletePartyArgs } from './partiesApi';

export const partiesEntity = registerEntity({
  name: 'parties',
  reducers: { orgs: orgsReducer, sponsors: sponsorsReducer },
  persisted: true,
  writes: [...Object.values(orgWrites), ...Object.values(sponsorWrites)],
} satisfies EntityDescriptor);
