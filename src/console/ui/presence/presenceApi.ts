// Presence's call: this tab's heartbeat (the event and screen it has open), answered with who
// else has the event open. A read for RTK Query (polled), not a queued write: a missed beat is
// simply the next one.
import { v7 as uuidv7 } from 'uuid';
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { ResponseOf } from '../../../client/transport';

/** This page's tab: the same for as long as the page lives. */
export const TAB_ID = uuidv7();

export type PresentPeople = ResponseOf<'history', 'here'>['people'];

export const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    here: build.query<PresentPeople, { eventId: string; screen: string }>({
      query: ({ eventId, screen }) =>
        connectCall('history', 'here', { eventId, screen, tabId: TAB_ID }),
      transformResponse: (response: ResponseOf<'history', 'here'>) => response.people,
    }),
    leave: build.mutation<null, { eventId: string }>({
      query: ({ eventId }) =>
        connectCall('history', 'here', { eventId, screen: '', tabId: TAB_ID, leaving: true }),
      transformResponse: () => null,
    }),
  }),
});
