// The event history's calls: pages of it as RTK Query queries (reads: nothing is queued), the
// conflicts a revert would meet (a read too), and the revert itself, a queued write like any
// other change, so it waits offline and is sent exactly once.
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { RequestOf, ResponseOf } from '../../../client/transport';
import { defineQueuedWrite, queued } from '../../entities/writes';

export type HistoryPage = ResponseOf<'history', 'listEventHistory'>;
export type HistoryEntry = HistoryPage['entries'][number];
export type HistoryChange = HistoryEntry['changes'][number];
export type HistoryQuery = Omit<RequestOf<'history', 'listEventHistory'>, '$typeName'> & {
  eventId: string;
};

/** Undoing a write of the history: no optimistic effect (the history lists it once it is in). */
export const revertWrite = defineQueuedWrite<'history', 'revertHistory', unknown>({
  name: 'history.revert',
  service: 'history',
  method: 'revertHistory',
  docIds: () => [],
  apply: () => undefined,
});

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHistory: build.query<HistoryPage, HistoryQuery>({
      query: (request) => connectCall('history', 'listEventHistory', request),
    }),
    revertConflicts: build.query<HistoryEntry[], { eventId: string; entryId: string }>({
      query: ({ eventId, entryId }) =>
        connectCall('history', 'revertHistory', { eventId, entryId, checkOnly: true }),
      transformResponse: (response: ResponseOf<'history', 'revertHistory'>) => response.conflicts,
    }),
    revert: build.mutation<null, { eventId: string; entryId: string; overwrite: boolean }>({
      queryFn: (request, { dispatch }) => queued(dispatch, revertWrite, request),
    }),
  }),
});

export const { useListHistoryQuery, useRevertMutation } = historyApi;
