export { organisationSlice, selectOrganisation } from './organisationSlice';
