// The organizer entry and sponsor writes (spec/console.md §2.22, §7) as queued RTK Query
// mutations; reconcileParties shows them meanwhile. A create carries its id (UUID v7, made by
// the caller), so the new row can be edited or deleted before the server has seen it.
import { api } from '../../app/api';
import { enqueueWrite } from '../../offline/enqueueWrite';
import { queued } from '../../offline/queuedMutation';
import type { PartyKind } from './reconcileParties';

export interface PartyArgs {
  kind: PartyKind;
  eventId: string;
  id: string;
  name: string;
  /** A file id, or '' for no logo. */
  logoId: string;
}

export type DeletePartyArgs = Pick<PartyArgs, 'kind' | 'eventId' | 'id'>;

// The live documents have the entry's id as their id: its echo ends the write.
const addWrite = ({ kind, eventId, id, name, logoId }: PartyArgs) =>
  kind === 'orgs'
    ? enqueueWrite('events', 'addOrgInfo', { eventId, orgInfoId: id, name, logoId }, [id])
    : enqueueWrite('events', 'addSponsor', { eventId, sponsorId: id, name, logoId }, [id]);

const updateWrite = ({ kind, eventId, id, name, logoId }: PartyArgs) =>
  kind === 'orgs'
    ? enqueueWrite('events', 'updateOrgInfo', { eventId, orgInfoId: id, name, logoId }, [id])
    : enqueueWrite('events', 'updateSponsor', { eventId, sponsorId: id, name, logoId }, [id]);

const deleteWrite = ({ kind, eventId, id }: DeletePartyArgs) =>
  kind === 'orgs'
    ? enqueueWrite('events', 'delOrgInfo', { eventId, orgInfoId: id }, [id])
    : enqueueWrite('events', 'delSponsor', { eventId, sponsorId: id }, [id]);

export const partiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addParty: build.mutation<null, PartyArgs>({
      queryFn: (args, { dispatch }) => queued(dispatch, addWrite(args)),
    }),
    updateParty: build.mutation<null, PartyArgs>({
      queryFn: (args, { dispatch }) => queued(dispatch, updateWrite(args)),
    }),
    deleteParty: build.mutation<null, DeletePartyArgs>({
      queryFn: (args, { dispatch }) => queued(dispatch, deleteWrite(args)),
    }),
  }),
});

export const { useAddPartyMutation, useUpdatePartyMutation, useDeletePartyMutation } = partiesApi;
