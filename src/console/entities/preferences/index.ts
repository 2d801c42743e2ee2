export {
  preferencesSlice,
  selectPreferenceMap,
  selectPreferenceView,
  selectPendingPreferenceKeys,
} from './preferencesSlice';
export { reconcilePreferences } from './reconcilePreferences';
export type { PreferenceMap } from './reconcilePreferences';
export {
  preferencesApi,
  useUpdatePreferenceMutation,
  useDeletePreferenceMutation,
} from './preferencesApi';
export type { UpdatePreferenceArgs, DeletePreferenceArgs } from './preferencesApi';
export { usePreferenceSave, PREFERENCE_SAVED_DELAY_MS } from './usePreferenceSave';
