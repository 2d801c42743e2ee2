// Times as the schedule formats write them, in the event's zone (the DateTimes carry it).
import type { DateTime } from 'luxon';

export const GENERATOR = { name: 'eventapp', version: '1' };

/** 2026-05-01T10:00:00+02:00 */
export const iso = (d: DateTime) =>
  d.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? '';

/** 10:00 */
export const hhmm = (d: DateTime) => d.toFormat('HH:mm');

/** The length as HH:MM (hours may pass 24). */
export function duration(start: DateTime, end: DateTime): string {
  const minutes = Math.max(0, Math.round(end.diff(start, 'minutes').minutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
