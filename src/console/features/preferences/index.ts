export { preferencesSlice, selectPreferenceMap } from './preferencesSlice';
