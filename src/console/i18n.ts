// i18next with the console's namespaces; Russian first, English as the fallback. The locale
// files under locales/ are the one source of text (a unit test checks both have every key).
// Only the namespaces every route needs are here; each area brings its own with its screens
// (app/areaTexts.ts), so the sign-in route does not carry the texts of the edit screens.
import i18next from 'i18next';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enRules from '../../locales/en/rules.json';
import enShell from '../../locales/en/shell.json';
import ruCommon from '../../locales/ru/common.json';
import ruRules from '../../locales/ru/rules.json';
import ruShell from '../../locales/ru/shell.json';

export const resources = {
  ru: { common: ruCommon, rules: ruRules, shell: ruShell },
  en: { common: enCommon, rules: enRules, shell: enShell },
};

export function createI18n(locale: 'ru' | 'en' = 'ru'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'en',
    ns: Object.keys(resources.ru),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Date formats of the two interface locales. */
export const DATE_LOCALE = { ru: 'ru-RU', en: 'en-US' } as const;
