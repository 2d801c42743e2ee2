export {
  translationsSlice,
  defaultKeysSlice,
  selectTranslationMap,
  selectDefaultKeys,
} from './translationsSlice';
