import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from './hooks';
import { selectLocale } from './uiSlice';

/** Keeps i18next and the page's lang attribute on the locale chosen in the store. */
export function LocaleEffect() {
  const locale = useAppSelector(selectLocale);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}
