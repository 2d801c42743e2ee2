// The organizer entry and sponsor writes (spec/console.md §2.22, §7) as queued RTK Query
// mutations; reconcileParties shows them meanwhile. A create carries its id (UUID v7, made by
// the caller), so the new row can be edited or deleted before the server has seen it.
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { changedRequest } from '../../../common/updateMask';
import type { Shown } from '../../../common/updateMask';
import { api } from '../../app/api';
import { queued } from '../writes';
import { orgWrites, sponsorWrites } from './partyWrites';
import type { PartyKind } from './partyWrites';

export interface PartyArgs {
  kind: PartyKind;
  eventId: string;
  id: string;
  name: string;
  /** A file id, or '' for no logo. */
  logoId: string;
}

export type DeletePartyArgs = Pick<PartyArgs, 'kind' | 'eventId' | 'id'>;

type Dispatch = BaseQueryApi['dispatch'];

const add = (dispatch: Dispatch, { kind, eventId, id, name, logoId }: PartyArgs) =>
  kind === 'orgs'
    ? queued(dispatch, orgWrites.add, { eventId, orgInfoId: id, name, logoId })
    : queued(dispatch, sponsorWrites.add, { eventId, sponsorId: id, name, logoId });

/** Sends only the fields that differ from what the dialog showed (common/updateMask.ts). */
const update = (dispatch: Dispatch, { kind, eventId, id, shown, ...after }: Shown<PartyArgs>) => {
  const fields = changedRequest(
    { name: shown.name ?? after.name, logoId: shown.logoId ?? after.logoId },
    { name: after.name, logoId: after.logoId },
  );
  return kind === 'orgs'
    ? queued(dispatch, orgWrites.update, { eventId, orgInfoId: id, ...fields })
    : queued(dispatch, sponsorWrites.update, { eventId, sponsorId: id, ...fields });
};

const remove = (dispatch: Dispatch, { kind, eventId, id }: DeletePartyArgs) =>
  kind === 'orgs'
    ? queued(dispatch, orgWrites.remove, { eventId, orgInfoId: id })
    : queued(dispatch, sponsorWrites.remove, { eventId, sponsorId: id });

export const partiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addParty: build.mutation<null, PartyArgs>({
      queryFn: (args, { dispatch }) => add(dispatch, args),
    }),
    updateParty: build.mutation<null, Shown<PartyArgs>>({
      queryFn: (args, { dispatch }) => update(dispatch, args),
    }),
    deleteParty: build.mutation<null, DeletePartyArgs>({
      queryFn: (args, { dispatch }) => remove(dispatch, args),
    }),
  }),
});

export const { useAddPartyMutation, useUpdatePartyMutation, useDeletePartyMutation } = partiesApi;
