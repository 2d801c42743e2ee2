import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { DATE_LOCALE } from '../../i18n';

type Locale = keyof typeof DATE_LOCALE;

// One formatter per locale for every card: building an Intl.DateTimeFormat costs more than
// formatting with one, and the event list shows a date per card.
const formats = new Map<Locale, (seconds: number) => string>();

function formatFor(locale: Locale): (seconds: number) => string {
  let format = formats.get(locale);
  if (!format) {
    const intl = new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long' });
    format = (seconds: number) => intl.format(new Date(seconds * 1000));
    formats.set(locale, format);
  }
  return format;
}

/** Formats epoch seconds as a date in the interface locale (ru-RU or en-US). */
export function useEventDateFormat(): (seconds: number) => string {
  return formatFor(useAppSelector(selectLocale));
}
