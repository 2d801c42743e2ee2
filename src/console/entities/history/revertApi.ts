// What a revert would meet, asked before it is queued: the write it would undo and the later
// writes that changed the same data (a read: nothing is written).
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { RequestOf, ResponseOf } from '../../../client/transport';

export type RevertCheck = ResponseOf<'history', 'revertHistory'>;
export type HistoryEntry = ResponseOf<'history', 'listEventHistory'>['entries'][number];

/** The write to revert: a history entry, or the caller's own queued write by its mutation id. */
export type RevertTarget = { entryId: string } | { clientId: string; mutationId: string };

export type RevertRequest = Omit<RequestOf<'history', 'revertHistory'>, '$typeName'>;

export const revertRequest = (
  eventId: string,
  target: RevertTarget,
  overwrite: boolean,
): RevertRequest =>
  'entryId' in target
    ? {
        eventId,
        entryId: target.entryId,
        clientId: '',
        mutationId: '',
        overwrite,
        checkOnly: false,
      }
    : { eventId, entryId: '', ...target, overwrite, checkOnly: false };

export const revertApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkRevert: build.query<RevertCheck, { eventId: string; target: RevertTarget }>({
      query: ({ eventId, target }) =>
        connectCall('history', 'revertHistory', {
          ...revertRequest(eventId, target, false),
          checkOnly: true,
        }),
    }),
  }),
});
