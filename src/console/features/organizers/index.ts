export { orgsSlice, sponsorsSlice, selectEventOrgs, selectEventSponsors } from './organizersSlice';
