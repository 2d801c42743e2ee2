import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { preferencesReducer } from './preferencesSlice';
import { preferenceWrites } from './preferenceWrites';
export {
  preferencesSlice,
  selectPreferenceMap,
  selectPreferenceView,
  selectPendingPreferenceKeys,
} from './preferencesSlice';
export { reconcilePreferences } from './reconcilePreferences';
export { preferenceWrites } from './preferenceWrites';
export type { PreferenceMap } from './reconcilePreferences';
export {
  preferencesApi,
  useUpdatePreferenceMutation,
  useDeletePreferenceMutation,
} from './preferencesApi';
export type { UpdatePreferenceArgs, DeletePreferenceArgs } from './preferencesApi';
export { usePreferenceSave, PREFERENCE_SAVED_DELAY_MS } from './usePreferenceSave';

export const preferencesEntity = registerEntity({
  name: 'preferences',
  reducers: { preferences: preferencesReducer },
  persisted: true,
  writes: Object.values(preferenceWrites),
} satisfies EntityDescriptor);
