// The date range of the statistics screen: UTC calendar days as YYYY-MM-DD (the server counts
// visits per UTC day), the default of the last 30 days, and why a range cannot be asked for.
import { STATS_LIMITS } from '../../../common/constants';
import { isoDateRule } from '../../../common/rules';

const DAY_MS = 86_400_000;
export const DEFAULT_RANGE_DAYS = 30;

export interface DateRange {
  startDate: string;
  endDate: string;
}

export type RangeProblem = 'startDate' | 'endDate' | 'order' | 'tooLong';

const dateRule = isoDateRule('date');

export const isIsoDate = (value: string): boolean => dateRule.isValidSync(value);

export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string =>
  utcDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** Days from one date to another (0 for the same day). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The last 30 days, today (UTC) included. */
export function defaultRange(now: Date): DateRange {
  const endDate = utcDay(now);
  return { startDate: addDays(endDate, 1 - DEFAULT_RANGE_DAYS), endDate };
}

/** What is wrong with a range, or null when the server will accept it. */
export function rangeProblem({ startDate, endDate }: DateRange): RangeProblem | null {
  if (!isIsoDate(startDate)) return 'startDate';
  if (!isIsoDate(endDate)) return 'endDate';
  const days = daysBetween(startDate, endDate);
  if (days < 0) return 'order';
  if (days + 1 > STATS_LIMITS.maxRangeDays) return 'tooLong';
  return null;
}
