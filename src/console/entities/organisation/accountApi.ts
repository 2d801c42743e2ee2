// The account writes of spec/console.md §2.14 as RTK Query mutations: each is appended to the
// persisted write queue and resolves at once; the organisation document shows it meanwhile
// through reconcileOrganisation.
import { api } from '../../app/api';
import { queued } from '../writes';
import { organisationWrites } from './organisationWrites';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    setOrgInfo: build.mutation<null, { orgName: string }>({
      queryFn: ({ orgName }, { dispatch }) =>
        queued(dispatch, organisationWrites.setOrgInfo, { orgName }),
    }),
  }),
});

export const { useSetOrgInfoMutation } = accountApi;
