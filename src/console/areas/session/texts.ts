// The texts this area's screens use; bundled in the area's chunk.
import enAuth from '../../../../locales/en/auth.json';
import ruAuth from '../../../../locales/ru/auth.json';

export const texts = {
  ru: { auth: ruAuth },
  en: { auth: enAuth },
};
