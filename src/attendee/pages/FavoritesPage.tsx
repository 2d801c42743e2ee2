// The starred sessions by day, each warning when it overlaps another starred one, and the
// agenda as an iCalendar file. Everything here comes from the device: it works offline.
import { useMemo } from 'react';
import { downloadFile } from '../../client/download';
import { useApp } from '../appContext';
import { formatDay } from '../dates';
import { useFavorites } from '../device/favorites';
import { agendaIcs } from '../ical';
import { byDay, overlaps } from '../programme';
import { MeetingCard } from '../ui/MeetingCard';
import { itemTitle } from './itemTitle';

export function FavoritesPage() {
  const { event, texts } = useApp();
  const [favorites] = useFavorites(event.eventKey);
  const starred = useMemo(
    () => event.meetings.filter((m) => favorites.has(m.id)),
    [event, favorites],
  );
  const days = byDay(starred, event.timeZone);
  const clashes = overlaps(starred);
  const download = () => {
    const ics = agendaIcs(starred, {
      timeZone: event.timeZone,
      eventKey: event.eventKey,
      calendarName: event.title,
      host: location.host,
      now: Math.floor(Date.now() / 1000),
      locations: event.locations,
    });
    downloadFile(`${event.eventKey}.ics`, 'text/calendar', ics);
  };
  return (
    <div className="page">
      <h1>{itemTitle(event, 'favorites')}</h1>
      {starred.length === 0 ? <p>{texts.noFavorites}</p> : null}
      {starred.length > 0 ? (
        <button type="button" className="action" onClick={download}>
          {texts.addToCalendar}
        </button>
      ) : null}
      {days.map((d) => (
        <section key={d.key} aria-labelledby={`day-${d.key}`}>
          <h2 id={`day-${d.key}`}>{formatDay(d.startAt, event.timeZone, event.dateLocale)}</h2>
          <ul className="sessions">
            {d.meetings.map((m) => (
              <MeetingCard key={m.id} meeting={m} overlap={clashes.get(m.id)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
