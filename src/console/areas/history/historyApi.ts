// The event history's pages as RTK Query queries (reads: nothing is queued). Reverting lives with
// the history entity (entities/history), which the editors' undo shares.
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { RequestOf, ResponseOf } from '../../../client/transport';

export type HistoryPage = ResponseOf<'history', 'listEventHistory'>;
export type HistoryEntry = HistoryPage['entries'][number];
export type HistoryChange = HistoryEntry['changes'][number];
export type HistoryQuery = Omit<RequestOf<'history', 'listEventHistory'>, '$typeName'> & {
  eventId: string;
};

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHistory: build.query<HistoryPage, HistoryQuery>({
      query: (request) => connectCall('history', 'listEventHistory', request),
    }),
  }),
});

export const { useListHistoryQuery } = historyApi;

/** The screen's first query: its first page, no filter. */
export const firstPageQuery = (eventId: string): HistoryQuery => ({
  eventId,
  area: '',
  actorId: '',
  day: '',
});

/** The first page, asked for as the drawer's link is followed (the screen's code loads meanwhile). */
export const prefetchFirstPage = (eventId: string) =>
  historyApi.util.prefetch('listHistory', firstPageQuery(eventId), {});
