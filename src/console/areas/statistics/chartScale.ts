// The numbers behind the daily chart: every day of the span (days without a row had no visits,
// so they count 0), a y axis that ends on a round number, and a few evenly spread x ticks.
import { addDays, daysBetween } from './statsRange';
import type { DayRow } from './statisticsApi';

export const SERIES = ['users', 'sessions', 'pageViews'] as const;
export type SeriesKey = (typeof SERIES)[number];

/** The days from the first row to the last, with zeros where there was no row. */
export function filledDays(rows: readonly DayRow[]): DayRow[] {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return [];
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const span = daysBetween(first.date, last.date);
  return Array.from({ length: span + 1 }, (_, i) => {
    const date = addDays(first.date, i);
    return byDate.get(date) ?? { date, users: 0, sessions: 0, pageViews: 0 };
  });
}

/** The top of the y axis and its tick step: 1, 2 or 5 times a power of ten, four steps at most. */
export function yScale(max: number): { top: number; step: number } {
  if (max <= 4) return { top: Math.max(1, Math.ceil(max)), step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  return { top: Math.ceil(max / step) * step, step };
}

/** Indexes of up to `count` x ticks spread over `length` days, the first and last included. */
export function xTicks(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const ticks = Array.from({ length: count }, (_, i) =>
    Math.round((i * (length - 1)) / (count - 1)),
  );
  return [...new Set(ticks)];
}

export interface SeriesSummary {
  key: SeriesKey;
  total: number;
  peak: number;
  peakDate: string;
}

/** Totals and highest days, for the chart's text description. */
export function summarise(rows: readonly DayRow[], series: readonly SeriesKey[]): SeriesSummary[] {
  return series.map((key) => {
    let total = 0;
    let peak = 0;
    let peakDate = '';
    for (const row of rows) {
      total += row[key];
      if (row[key] > peak) [peak, peakDate] = [row[key], row.date];
    }
    return { key, total, peak, peakDate };
  });
}
