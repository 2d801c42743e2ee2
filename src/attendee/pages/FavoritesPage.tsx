// The starred sessions by day, each warning when it overlaps another starred one, the agenda as
// an iCalendar file, and first the unread changes to them (before → after) until the attendee
// has read them; at the end, notifications of changes and the way to move them to another device. Everything here comes
// from the device: it works offline.
import { useMemo } from 'react';
import { downloadFile } from '../../client/download';
import { useApp } from '../appContext';
import { formatDay, formatTimes } from '../dates';
import { useFavorites } from '../device/favorites';
import { dismissChanges, useProgrammeChanges } from '../device/programmeChanges';
import type { SessionSlot } from '../device/programmeChanges';
import { agendaIcs } from '../ical';
import { byDay, overlaps } from '../programme';
import { MeetingCard } from '../ui/MeetingCard';
import { itemTitle } from './itemTitle';
import { MoveFavorites } from './MoveFavorites';
import { PushNotifications } from './PushNotifications';

function ProgrammeChanges() {
  const { event, texts } = useApp();
  const changes = useProgrammeChanges(event.eventKey);
  if (changes.length === 0) return null;
  const slot = (s: SessionSlot) =>
    [
      formatDay(s.startAt, event.timeZone, event.dateLocale),
      formatTimes(s.startAt, s.endAt, event.timeZone, event.dateLocale),
      s.location,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <section aria-labelledby="programme-changes" className="card">
      <h2 id="programme-changes">{texts.changesTitle}</h2>
      <ul className="changes">
        {changes.map((c) => (
          <li key={c.id}>
            <strong>{c.name}</strong>: <span>{slot(c.before)}</span>{' '}
            <span aria-hidden="true">→</span>{' '}
            <span>{c.after ? slot(c.after) : texts.cancelled}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="action"
        onClick={() => dismissChanges(localStorage, event.eventKey)}
      >
        {texts.changesSeen}
      </button>
    </section>
  );
}

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
      <ProgrammeChanges />
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
      <PushNotifications />
      <MoveFavorites />
    </div>
  );
}
