import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectLocale } from '../../../app/uiSlice';
import { DATE_LOCALE } from '../../../i18n';

export interface StatsFormat {
  /** A UTC day (YYYY-MM-DD) in full, e.g. 'Mar 8, 2026'. */
  day: (date: string) => string;
  /** A UTC day for an axis tick, e.g. 'Mar 8'. */
  tick: (date: string) => string;
  number: (value: number) => string;
  time: (ms: number) => string;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The statistics' dates and figures in the interface locale; days are UTC days. */
export function useStatsFormat(): StatsFormat {
  const locale = DATE_LOCALE[useAppSelector(selectLocale)];
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const tick = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const number = new Intl.NumberFormat(locale);
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    return {
      day: (date) => day.format(utc(date)),
      tick: (date) => tick.format(utc(date)),
      number: (value) => number.format(value),
      time: (ms) => time.format(new Date(ms)),
    };
  }, [locale]);
}
