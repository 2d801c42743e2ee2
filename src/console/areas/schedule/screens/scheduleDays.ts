// The schedule list as data (spec/content.md §2.7): meetings grouped by the day of their start
// in the event's zone (no start: today), each day by start, ties shorter first.
import { zonedParts } from '../../../../common/zonedTime';
import type { MeetingView } from '../../../entities/meetings';

export interface ScheduleDay {
  /** YYYY-MM-DD in the event's zone. */
  date: string;
  meetings: MeetingView[];
}

export function scheduleDays(
  meetings: readonly MeetingView[],
  zone: string,
  now: number,
): ScheduleDay[] {
  const today = zonedParts(Math.floor(now / 1000), zone).date;
  const byDate = new Map<string, MeetingView[]>();
  for (const m of meetings) {
    const date =
      m.timetableStartAt === undefined ? today : zonedParts(m.timetableStartAt, zone).date;
    // Pushed, not copied: a day of 1,000 meetings copied its list 1,000 times.
    const day = byDate.get(date);
    if (day) day.push(m);
    else byDate.set(date, [m]);
  }
  const start = (m: MeetingView) => m.timetableStartAt ?? 0;
  const length = (m: MeetingView) => (m.timetableEndAt ?? start(m)) - start(m);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      meetings: list.sort((a, b) => start(a) - start(b) || length(a) - length(b)),
    }));
}

/** A day's tab label: short date and weekday, in the interface language. */
export function dayLabel(date: string, language: string): string {
  // Noon UTC of the date names the same calendar day in every zone's reading of it.
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
