// One session in a list: its time in the event's zone, its icon and name (a link to the
// session's page), location when the organiser shows it in lists, speakers, a star, and a
// warning when it overlaps another starred session.
import type { PublicMeeting } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { formatTimes } from '../dates';
import { indexOf } from '../eventIndex';
import { fill } from '../texts';
import { AppLink } from './Link';
import { MeetingIcon } from './MeetingIcon';
import { StarButton } from './StarButton';

export function MeetingCard({
  meeting,
  overlap,
}: {
  meeting: PublicMeeting;
  overlap?: PublicMeeting;
}) {
  const { event, texts } = useApp();
  const index = indexOf(event);
  const location = meeting.showLocation ? index.locations.get(meeting.locationId) : undefined;
  const speakers = meeting.speakerIds.flatMap((id) => index.speakers.get(id)?.name ?? []);
  return (
    <li className="session">
      <div className="session-body">
        <p className="session-time">
          {formatTimes(meeting.startAt, meeting.endAt, event.timeZone, event.dateLocale)}
        </p>
        <h3 className="session-name">
          <MeetingIcon icon={meeting.icon} />
          <AppLink to={`meeting/${meeting.id}`}>{meeting.name}</AppLink>
        </h3>
        {location ? (
          <p className="muted">
            <span className="visually-hidden">{texts.location}: </span>
            {location.name}
          </p>
        ) : null}
        {speakers.length > 0 ? (
          <p className="muted">
            <span className="visually-hidden">{texts.speakersOf}: </span>
            {speakers.join(', ')}
          </p>
        ) : null}
        {overlap ? (
          <p className="warning">
            <span aria-hidden="true">⚠ </span>
            {fill(texts.overlap, { name: overlap.name })}
          </p>
        ) : null}
      </div>
      <StarButton meeting={meeting} />
    </li>
  );
}
