export { organisationSlice, selectOrganisation } from './organisationSlice';
export { accountApi, useSetOrgInfoMutation } from './accountApi';
export { selectOrganisationView } from './accountSelectors';
export { reconcileOrganisation } from './reconcileOrganisation';
export type { OrganisationView } from './reconcileOrganisation';
