// The texts this area's screens use; bundled in the area's chunk.
import enWording from '../../../../locales/en/wording.json';
import ruWording from '../../../../locales/ru/wording.json';

export const texts = {
  ru: { wording: ruWording },
  en: { wording: enWording },
};
