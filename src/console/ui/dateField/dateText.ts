// A calendar date as the interface language writes it (ru 24.11.2026, en 11/24/2026) and back to
// the ISO YYYY-MM-DD the forms keep. The order and separator come from Intl for the locale, so
// the text matches what the rest of the console shows; reading is lenient about separators.
import { isIsoDate } from '../../../common/rules';

export type DatePart = 'day' | 'month' | 'year';

export interface DateLayout {
  order: DatePart[];
  separator: string;
}

const layouts = new Map<string, DateLayout>();

/** How `locale` (ru-RU, en-US) writes a date with two-digit day and month and a full year. */
export function dateLayout(locale: string): DateLayout {
  // Every render of a date field asks; building an Intl formatter each time is not free.
  let layout = layouts.get(locale);
  if (!layout) layouts.set(locale, (layout = layoutOf(locale)));
  return layout;
}

function layoutOf(locale: string): DateLayout {
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 24)));
  const order = parts.map((p) => p.type).filter((t): t is DatePart => t in WIDTH);
  return { order, separator: parts.find((p) => p.type === 'literal')?.value ?? '.' };
}

const WIDTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** The ISO date as the layout writes it ('' for anything else). */
export function formatDate(iso: string, { order, separator }: DateLayout): string {
  if (!isIsoDate(iso)) return '';
  const [year = '', month = '', day = ''] = iso.split('-');
  const values: Record<DatePart, string> = { day, month, year };
  return order.map((part) => values[part]).join(separator);
}

/** The pattern a user is asked to type, from the interface's letters for each part. */
export function datePattern({ order, separator }: DateLayout, letter: Record<DatePart, string>) {
  return order.map((part) => letter[part].repeat(WIDTH[part])).join(separator);
}

export type DateReading =
  | { kind: 'empty' }
  | { kind: 'date'; iso: string }
  /** Shaped like a date, but no such day exists (31.02.2026). */
  | { kind: 'impossible' }
  /** Not a date in the layout (too few digits, letters, a two-digit year). */
  | { kind: 'malformed' };

/**
 * Reads what the user typed: three groups of digits in the layout's order with any separators
 * (24.11.2026, 24/11/2026, 24 11 2026), the same without separators (24112026), or an ISO date.
 */
export function readDate(text: string, { order }: DateLayout): DateReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  let groups = trimmed.split(/[^\d]+/).filter(Boolean);
  if (/^\d{8}$/.test(trimmed)) {
    let at = 0;
    groups = order.map((part) => trimmed.slice(at, (at += WIDTH[part])));
  }
  if (groups.length !== 3 || /[^\d\s./-]/.test(trimmed)) return { kind: 'malformed' };
  const iso = /^\d{4}$/.test(groups[0] ?? '') ? ['year', 'month', 'day'] : order;
  const values = Object.fromEntries(iso.map((part, i) => [part, groups[i] ?? ''])) as Record<
    DatePart,
    string
  >;
  if (!/^\d{4}$/.test(values.year) || values.day.length > 2 || values.month.length > 2)
    return { kind: 'malformed' };
  const date = `${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`;
  return isIsoDate(date) ? { kind: 'date', iso: date } : { kind: 'impossible' };
}
