// Times as the schedule formats write them, in the event's zone. A schedule has few distinct
// instants (1,000 meetings in 20 slots a day share 100 starts), so each instant is read in the
// zone once per build, by one luxon DateTime, and its texts are kept: the writers only join
// strings (issue 10's first export after a change).
import { DateTime } from 'luxon';

export const GENERATOR = { name: 'eventapp', version: '1' };

/** One instant as read in the event's zone. */
export interface ZonedTime {
  /** Milliseconds since the epoch. */
  ms: number;
  /** 2026-05-01 */
  date: string;
  /** 10:00 */
  hhmm: string;
  /** 2026-05-01T10:00:00+02:00 */
  iso: string;
}

function read(dateTime: DateTime): ZonedTime {
  return {
    ms: dateTime.toMillis(),
    date: dateTime.toISODate() ?? '',
    hhmm: dateTime.toFormat('HH:mm'),
    iso: dateTime.toISO({ suppressMilliseconds: true, includeOffset: true }) ?? '',
  };
}

/** Reads instants in `zone`, each distinct instant once. */
export function zonedReader(zone: string) {
  const seen = new Map<number, ZonedTime>();
  const at = (ms: number): ZonedTime => {
    let time = seen.get(ms);
    if (!time) {
      time = read(DateTime.fromMillis(ms, { zone }));
      seen.set(ms, time);
    }
    return time;
  };
  return {
    at,
    /** The start of this day (YYYY-MM-DD) and of the next, in the zone. */
    day(date: string): { start: ZonedTime; end: ZonedTime } {
      const start = DateTime.fromISO(date, { zone }).startOf('day');
      return { start: at(start.toMillis()), end: at(start.plus({ days: 1 }).toMillis()) };
    },
  };
}

/** The length as HH:MM (hours may pass 24). */
export function duration(start: ZonedTime, end: ZonedTime): string {
  const minutes = Math.max(0, Math.round((end.ms - start.ms) / 60_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
