// The schedule's arithmetic: sessions grouped by day in the event's zone, and which of a
// list overlap in time.
import type { PublicEvent, PublicMeeting } from '../common/publicEvent';
import { dayKey } from './dates';

/** Every zone's offset is a whole number of quarter hours: one day key per quarter hour. */
const SLOT_S = 900;
const slotKeys = new Map<string, string>();

/**
 * dayKey through a cache of quarter-hour slots: a 1,000-session programme has about a hundred
 * distinct slots, so the zone's formatter runs a hundred times, not a thousand.
 */
function slotDayKey(at: number, timeZone: string): string {
  const slot = Math.floor(at / SLOT_S);
  const id = `${timeZone}|${slot}`;
  let key = slotKeys.get(id);
  if (key === undefined) {
    key = dayKey(slot * SLOT_S, timeZone);
    slotKeys.set(id, key);
  }
  return key;
}

export interface Day {
  key: string;
  /** The start of the day's first session: the day as the reader sees it. */
  startAt: number;
  meetings: PublicMeeting[];
}

/** Sessions by day (in the zone), days in order; the sessions keep their given order. */
export function byDay(meetings: readonly PublicMeeting[], timeZone: string): Day[] {
  const days = new Map<string, PublicMeeting[]>();
  for (const m of meetings) {
    const key = slotDayKey(m.startAt, timeZone);
    const list = days.get(key);
    if (list) list.push(m);
    else days.set(key, [m]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({ key, startAt: list[0]?.startAt ?? 0, meetings: list }));
}

const grouped = new WeakMap<readonly PublicMeeting[], { timeZone: string; days: Day[] }>();

/**
 * The event's days, grouped once per list of sessions (a new snapshot, or its texts laid in),
 * not once per render of the schedule.
 */
export function scheduleDays(event: PublicEvent): Day[] {
  const known = grouped.get(event.meetings);
  if (known?.timeZone === event.timeZone) return known.days;
  const days = byDay(event.meetings, event.timeZone);
  grouped.set(event.meetings, { timeZone: event.timeZone, days });
  return days;
}

/** For each session, the first other one it overlaps (sharing more than an instant). */
export function overlaps(meetings: readonly PublicMeeting[]): Map<string, PublicMeeting> {
  const sorted = [...meetings].sort((a, b) => a.startAt - b.startAt || a.endAt - b.endAt);
  const found = new Map<string, PublicMeeting>();
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) {
      if (b.startAt >= a.endAt) break;
      if (!found.has(a.id)) found.set(a.id, b);
      if (!found.has(b.id)) found.set(b.id, a);
    }
  });
  return found;
}
