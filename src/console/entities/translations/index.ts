import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { translationsReducer, defaultKeysReducer } from './translationsSlice';
import { translationWrites } from './translationWrites';
export {
  translationsSlice,
  defaultKeysSlice,
  selectTranslationMap,
  selectDefaultKeys,
  defaultKeysSeeded,
} from './translationsSlice';
export { useDefaultKeys } from './useDefaultKeys';
export { reconcileTranslations } from './reconcileTranslations';
export { translationWrites } from './translationWrites';
export { selectTranslationView, selectPendingTranslationKeys } from './translationsSelectors';
export { translationsApi, useUpsertTranslationMutation } from './translationsApi';
export type { UpsertTranslationArgs } from './translationsApi';
export { WORDING_GROUPS, wordingSections, defaultTexts, menuLabelKey } from './wordingKeys';
export type { WordingGroup, WordingSection } from './wordingKeys';

export const translationsEntity = registerEntity({
  name: 'translations',
  reducers: { translations: translationsReducer, defaultKeys: defaultKeysReducer },
  persisted: true,
  writes: Object.values(translationWrites),
} satisfies EntityDescriptor);
