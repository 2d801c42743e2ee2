// The preference writes (spec/console.md §2.20, §3 Event preference) as queued RTK Query
// mutations; reconcilePreferences shows them meanwhile.
import { api } from '../../app/api';
import { queued } from '../writes';
import { preferenceWrites } from './preferenceWrites';

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
    updatePreference: build.mutation<null, UpdatePreferenceArgs>({
      queryFn: ({ eventId, key, payload }, { dispatch }) =>
        queued(dispatch, preferenceWrites.update, { eventId, key, preference: { payload } }),
    }),
    deletePreference: build.mutation<null, DeletePreferenceArgs>({
      queryFn: ({ eventId, key }, { dispatch }) =>
        queued(dispatch, preferenceWrites.remove, { eventId, key }),
    }),
  }),
});

export const { useUpdatePreferenceMutation, useDeletePreferenceMutation } = preferencesApi;
