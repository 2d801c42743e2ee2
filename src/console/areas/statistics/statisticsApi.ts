// The statistics reads (spec/console.md §7: GetActiveClients, ListActiveClients,
// ListActiveClient) as RTK Query queries. They are reads, not writes: nothing is queued, and
// when a refetch fails the cache keeps the last answer for the screen to show as possibly old.
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { ResponseOf } from '../../../client/transport';

/** One day of an event (or of one client: users is then 1). Dates are UTC days, YYYY-MM-DD. */
export interface DayRow {
  date: string;
  users: number;
  sessions: number;
  pageViews: number;
}

export interface DaysPage {
  rows: DayRow[];
  /** '' on the last page. */
  nextPageToken: string;
}

export interface DaysArgs {
  eventId: string;
  startDate: string;
  endDate: string;
  /** '' for the whole event (ListActiveClients), else one client (ListActiveClient). */
  clientId: string;
  /** '' for the first page. */
  pageToken: string;
}

type ListResponse = ResponseOf<'events', 'listActiveClients'>;

const toPage = (response: ListResponse): DaysPage => ({
  rows: response.activeUsers.map(({ date, users, sessions, pageViews }) => ({
    date,
    users,
    sessions,
    pageViews,
  })),
  nextPageToken: response.nextPageToken,
});

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveClients: build.query<number, { eventId: string }>({
      query: ({ eventId }) => connectCall('events', 'getActiveClients', { eventId }),
      transformResponse: (response: ResponseOf<'events', 'getActiveClients'>) =>
        response.activeclients,
    }),
    listDays: build.query<DaysPage, DaysArgs>({
      query: ({ eventId, startDate, endDate, clientId, pageToken }) => {
        const range = { eventId, startDate, endDate, nextPageToken: pageToken };
        return clientId
          ? connectCall('events', 'listActiveClient', { ...range, clientId })
          : connectCall('events', 'listActiveClients', range);
      },
      transformResponse: toPage,
    }),
  }),
});

export const { useGetActiveClientsQuery } = statisticsApi;
