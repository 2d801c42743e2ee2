// The preference writes (spec/console.md §2.20, §3 Event preference) as queued RTK Query
// mutations; reconcilePreferences shows them meanwhile.
import { api } from '../../app/api';
import { enqueueWrite } from '../../offline/enqueueWrite';
import { queued } from '../../offline/queuedMutation';

export interface UpdatePreferenceArgs {
  eventId: string;
  key: string;
  payload: Record<string, string>;
}

export interface DeletePreferenceArgs {
  eventId: string;
  key: string;
}

export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A preference's live document has the key as its id: its echo ends the write.
    updatePreference: build.mutation<null, UpdatePreferenceArgs>({
      queryFn: ({ eventId, key, payload }, { dispatch }) =>
        queued(
          dispatch,
          enqueueWrite(
            'events',
            'updateEventPreferenceByKey',
            { eventId, key, preference: { payload } },
            [key],
          ),
        ),
    }),
    deletePreference: build.mutation<null, DeletePreferenceArgs>({
      queryFn: ({ eventId, key }, { dispatch }) =>
        queued(
          dispatch,
          enqueueWrite('events', 'deleteEventPreferenceByKey', { eventId, key }, [key]),
        ),
    }),
  }),
});

export const { useUpdatePreferenceMutation, useDeletePreferenceMutation } = preferencesApi;
