// The account writes of spec/console.md §2.14 as RTK Query mutations: each is appended to the
// persisted write queue and resolves at once; the organisation document shows it meanwhile
// through reconcileOrganisation.
import { Code } from '@connectrpc/connect';
import { api } from '../../app/api';
import type { RootState } from '../../app/store';
import { enqueueWrite } from '../../offline/enqueueWrite';
import type { CallError } from '../../../client/transport';

const NOT_SIGNED_IN: CallError = { code: Code.Unauthenticated, message: 'Not signed in.' };

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    setOrgInfo: build.mutation<null, { orgName: string }>({
      queryFn: ({ orgName }, { dispatch, getState }) => {
        // The organisation document is keyed by the user's uid: its echo ends the write.
        const uid = (getState() as RootState).session.user?.uid;
        if (!uid) return { error: NOT_SIGNED_IN };
        dispatch(enqueueWrite('organizers', 'setOrgInfo', { orgName }, [uid]));
        return { data: null };
      },
    }),
  }),
});

export const { useSetOrgInfoMutation } = accountApi;
