// The texts of an event by language, and the global default wording of the public app.
import { Translations } from '../../../../generated/manager/account_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { defaultKeysCollection, translationsCollection } from './collections';
import { translationsService } from './service';

export { writeTranslation } from './writeTranslation';

export const translationsArea: Area<'translations' | 'default_keys'> = {
  name: 'translations',
  services: [implement(Translations, translationsService)],
  collections: { translations: translationsCollection, default_keys: defaultKeysCollection },
};
