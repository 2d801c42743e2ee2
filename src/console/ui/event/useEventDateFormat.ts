import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { DATE_LOCALE } from '../../i18n';

/** Formats epoch seconds as a date in the interface locale (ru-RU or en-US). */
export function useEventDateFormat(): (seconds: number) => string {
  const locale = useAppSelector(selectLocale);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long' });
    return (seconds: number) => format.format(new Date(seconds * 1000));
  }, [locale]);
}
