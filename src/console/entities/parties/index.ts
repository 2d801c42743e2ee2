export { orgsSlice, sponsorsSlice, selectEventOrgs, selectEventSponsors } from './organizersSlice';
export { reconcileParties, PARTY_CALLS } from './reconcileParties';
export type { PartyKind, PartyView } from './reconcileParties';
export { selectOrgViews, selectSponsorViews } from './partiesSelectors';
export {
  partiesApi,
  useAddPartyMutation,
  useUpdatePartyMutation,
  useDeletePartyMutation,
} from './partiesApi';
export type { PartyArgs, DeletePartyArgs } from './partiesApi';
