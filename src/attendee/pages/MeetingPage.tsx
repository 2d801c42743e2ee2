// One session: its cover, name, subtitle, day and time in the event's zone, location,
// speakers (links to their pages), annotation, text and its star.
import { useApp } from '../appContext';
import { formatDay, formatTimes } from '../dates';
import { indexOf } from '../eventIndex';
import { AppLink } from '../ui/Link';
import { MeetingIcon } from '../ui/MeetingIcon';
import { Missing } from '../ui/Missing';
import { Picture } from '../ui/Picture';
import { RichText } from '../ui/RichText';
import { StarButton } from '../ui/StarButton';

export function MeetingPage({ id }: { id: string }) {
  const { event, texts } = useApp();
  const index = indexOf(event);
  const meeting = index.meetings.get(id);
  if (!meeting) return <Missing />;
  const location = index.locations.get(meeting.locationId);
  const speakers = meeting.speakerIds.flatMap((s) => index.speakers.get(s) ?? []);
  const { timeZone, dateLocale } = event;
  return (
    <article className="page">
      {meeting.header ? (
        <Picture image={meeting.header} alt="" className="cover" sizes="100vw" />
      ) : null}
      <div className="heading-row">
        <h1>
          <MeetingIcon icon={meeting.icon} />
          {meeting.name}
        </h1>
        <StarButton meeting={meeting} />
      </div>
      {meeting.title ? <p className="subtitle">{meeting.title}</p> : null}
      <p className="muted">
        {formatDay(meeting.startAt, timeZone, dateLocale)},{' '}
        {formatTimes(meeting.startAt, meeting.endAt, timeZone, dateLocale)}
      </p>
      {location ? (
        <p>
          {texts.location}: <AppLink to="locations">{location.name}</AppLink>
        </p>
      ) : null}
      {speakers.length > 0 ? (
        <section aria-labelledby="meeting-speakers">
          <h2 id="meeting-speakers">{texts.speakersOf}</h2>
          <ul className="links">
            {speakers.map((s) => (
              <li key={s.id}>
                <AppLink to={`speakers/${s.id}`}>{s.name}</AppLink>
                {s.position ? <span className="muted"> — {s.position}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {meeting.annotation ? <p className="annotation">{meeting.annotation}</p> : null}
      <RichText html={meeting.text} />
    </article>
  );
}
