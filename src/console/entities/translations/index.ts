export {
  translationsSlice,
  defaultKeysSlice,
  selectTranslationMap,
  selectDefaultKeys,
} from './translationsSlice';
export { reconcileTranslations } from './reconcileTranslations';
export { selectTranslationView, selectPendingTranslationKeys } from './translationsSelectors';
export { translationsApi, useUpsertTranslationMutation } from './translationsApi';
export type { UpsertTranslationArgs } from './translationsApi';
export { WORDING_GROUPS, wordingSections, defaultTexts, menuLabelKey } from './wordingKeys';
export type { WordingGroup, WordingSection } from './wordingKeys';
