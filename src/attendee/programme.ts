// The schedule's arithmetic: sessions grouped by day in the event's zone, and which of a
// list overlap in time.
import type { PublicMeeting } from '../common/publicEvent';
import { dayKey } from './dates';

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
    const key = dayKey(m.startAt, timeZone);
    const list = days.get(key);
    if (list) list.push(m);
    else days.set(key, [m]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({ key, startAt: list[0]?.startAt ?? 0, meetings: list }));
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
