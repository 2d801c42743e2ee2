// The schedule: one day at a time in the event's time zone (today when the event is on, else
// the first day), with buttons to switch days, and the day's visible sessions in time order.
// The days are grouped once per snapshot; a day draws its first screen of cards at once and
// the rest a slice per frame after that screen has painted, so a 200-session day neither
// delays the first paint nor blocks the page (issue 13: a day in ≤ 1 s at 1,000 sessions).
import { startTransition, useEffect, useState } from 'react';
import type { PublicMeeting } from '../../common/publicEvent';
import { afterPaint } from '../afterPaint';
import { useApp } from '../appContext';
import { dayKey, formatDay } from '../dates';
import { useFavorites } from '../device/favorites';
import { scheduleDays } from '../programme';
import { cardLines, SessionCard } from '../ui/MeetingCard';
import { itemTitle } from './itemTitle';

/** Cards drawn with the page: more than a tall phone's screen holds. */
const FIRST_SCREEN = 10;
/**
 * Cards added per frame after it: a short task each, even on a slow phone. Ten cards take about
 * 30 ms on a phone four times slower than a desktop, below a long task's 50 (25 took 60–150:
 * most of the 200-session schedule's blocking time in Lighthouse, issue 29).
 */
const SLICE = 10;

function DayList({ meetings, whole }: { meetings: readonly PublicMeeting[]; whole: boolean }) {
  const { event, texts } = useApp();
  const [favorites, toggle] = useFavorites(event.eventKey);
  const [count, setCount] = useState(whole ? meetings.length : FIRST_SCREEN);
  useEffect(
    () =>
      count < meetings.length
        ? afterPaint(() => startTransition(() => setCount(count + SLICE)))
        : undefined,
    [count, meetings.length],
  );
  const shown = meetings.slice(0, count);
  return (
    <ul className="sessions">
      {shown.map((m) => (
        <SessionCard
          key={m.id}
          lines={cardLines(m, event)}
          texts={texts}
          starred={favorites.has(m.id)}
          onStar={toggle}
        />
      ))}
    </ul>
  );
}

/**
 * `now` and `whole` serve the server's first screen (ssr.tsx): the day is the server's today,
 * and every card of it is drawn, for a reader without script.
 */
export function SchedulePage({ now, whole = false }: { now?: number; whole?: boolean }) {
  const { event, texts } = useApp();
  const days = scheduleDays(event);
  // The day the page opened on: the schedule does not jump days while it is read.
  const [today] = useState(() => dayKey((now ?? Date.now()) / 1000, event.timeZone));
  const [chosen, setChosen] = useState<string | null>(null);
  const day =
    days.find((d) => d.key === chosen) ?? days.find((d) => d.key === today) ?? days[0] ?? null;
  const label = (at: number) => formatDay(at, event.timeZone, event.dateLocale);
  return (
    <div className="page">
      <h1>{itemTitle(event, 'schedule')}</h1>
      {day === null ? <p>{texts.noMeetings}</p> : null}
      {days.length > 1 ? (
        <div className="days" role="group" aria-label={texts.days}>
          {days.map((d) => (
            <button
              key={d.key}
              type="button"
              aria-pressed={d === day}
              onClick={() => setChosen(d.key)}
            >
              {label(d.startAt)}
            </button>
          ))}
        </div>
      ) : null}
      {day ? (
        <section aria-labelledby="schedule-day">
          <h2 id="schedule-day">{label(day.startAt)}</h2>
          <DayList key={day.key} meetings={day.meetings} whole={whole} />
        </section>
      ) : null}
    </div>
  );
}
