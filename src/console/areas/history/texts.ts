// The texts this area's screens use; bundled in the area's chunk.
import enHistory from '../../../../locales/en/history.json';
import ruHistory from '../../../../locales/ru/history.json';

export const texts = {
  ru: { history: ruHistory },
  en: { history: enHistory },
};
