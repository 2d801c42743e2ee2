// The schedule: one day at a time in the event's time zone (today when the event is on, else
// the first day), with buttons to switch days, and the day's visible sessions in time order.
import { useMemo, useState } from 'react';
import { useApp } from '../appContext';
import { dayKey, formatDay } from '../dates';
import { byDay } from '../programme';
import { MeetingCard } from '../ui/MeetingCard';
import { itemTitle } from './itemTitle';

export function SchedulePage() {
  const { event, texts } = useApp();
  const days = useMemo(() => byDay(event.meetings, event.timeZone), [event]);
  // The day the page opened on: the schedule does not jump days while it is read.
  const [today] = useState(() => dayKey(Date.now() / 1000, event.timeZone));
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
          <ul className="sessions">
            {day.meetings.map((m) => (
              <MeetingCard key={m.id} meeting={m} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
