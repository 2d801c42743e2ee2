// One session in a list: its time in the event's zone, its icon and name (a link to the
// session's page), location when the organiser shows it in lists, speakers, a star, and a
// warning when it overlaps another starred session.
import { memo } from 'react';
import type { PublicEvent, PublicMeeting } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { formatTimes } from '../dates';
import { useFavorites } from '../device/favorites';
import { indexOf } from '../eventIndex';
import { fill } from '../texts';
import type { Texts } from '../texts';
import { AppLink } from './Link';
import { MeetingIcon } from './MeetingIcon';
import { Star } from './StarButton';

/** What a card shows, as plain values: a card whose values did not change is not redrawn. */
export interface CardLines {
  id: string;
  name: string;
  icon: string;
  times: string;
  location: string;
  speakers: string;
}

/** The card's lines of a session of this event. */
export function cardLines(meeting: PublicMeeting, event: PublicEvent): CardLines {
  const index = indexOf(event);
  const location = meeting.showLocation ? index.locations.get(meeting.locationId) : undefined;
  return {
    id: meeting.id,
    name: meeting.name,
    icon: meeting.icon,
    times: formatTimes(meeting.startAt, meeting.endAt, event.timeZone, event.dateLocale),
    location: location?.name ?? '',
    speakers: meeting.speakerIds.flatMap((id) => index.speakers.get(id)?.name ?? []).join(', '),
  };
}

interface SessionCardProps {
  lines: CardLines;
  texts: Texts;
  starred: boolean;
  onStar: (id: string) => void;
  /** The name of a starred session this one overlaps. */
  overlap?: string;
}

/**
 * The card from its lines alone (no context read): a new snapshot, or the long texts laid in,
 * redraws only the cards whose lines changed.
 */
export const SessionCard = memo(function SessionCard({
  lines,
  texts,
  starred,
  onStar,
  overlap = '',
}: SessionCardProps) {
  return (
    <li className="session">
      <div className="session-body">
        <p className="session-time">{lines.times}</p>
        <h3 className="session-name">
          <MeetingIcon icon={lines.icon} />
          <AppLink to={`meeting/${lines.id}`}>{lines.name}</AppLink>
        </h3>
        {lines.location ? (
          <p className="muted">
            <span className="visually-hidden">{texts.location}: </span>
            {lines.location}
          </p>
        ) : null}
        {lines.speakers ? (
          <p className="muted">
            <span className="visually-hidden">{texts.speakersOf}: </span>
            {lines.speakers}
          </p>
        ) : null}
        {overlap ? (
          <p className="warning">
            <span aria-hidden="true">⚠ </span>
            {fill(texts.overlap, { name: overlap })}
          </p>
        ) : null}
      </div>
      <Star
        label={fill(texts.favorite, { name: lines.name })}
        starred={starred}
        onToggle={() => onStar(lines.id)}
      />
    </li>
  );
}, sameCard);

function sameCard(a: SessionCardProps, b: SessionCardProps) {
  return (
    a.texts === b.texts &&
    a.starred === b.starred &&
    a.onStar === b.onStar &&
    a.overlap === b.overlap &&
    (Object.keys(a.lines) as (keyof CardLines)[]).every((k) => a.lines[k] === b.lines[k])
  );
}

export function MeetingCard({
  meeting,
  overlap,
}: {
  meeting: PublicMeeting;
  overlap?: PublicMeeting;
}) {
  const { event, texts } = useApp();
  const [favorites, toggle] = useFavorites(event.eventKey);
  return (
    <SessionCard
      lines={cardLines(meeting, event)}
      texts={texts}
      starred={favorites.has(meeting.id)}
      onStar={toggle}
      overlap={overlap?.name}
    />
  );
}
