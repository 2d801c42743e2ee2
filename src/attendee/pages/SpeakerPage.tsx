// One speaker: photo, name, position, short bio line, bio, and the sessions they speak at.
import { useApp } from '../appContext';
import { fill } from '../texts';
import { MeetingCard } from '../ui/MeetingCard';
import { Missing } from '../ui/Missing';
import { Picture } from '../ui/Picture';
import { RichText } from '../ui/RichText';
import { indexOf } from '../eventIndex';

export function SpeakerPage({ id }: { id: string }) {
  const { event, texts } = useApp();
  const speaker = indexOf(event).speakers.get(id);
  if (!speaker) return <Missing />;
  const sessions = event.meetings.filter((m) => m.speakerIds.includes(id));
  return (
    <article className="page">
      {speaker.avatar ? (
        <Picture
          image={speaker.avatar}
          alt={fill(texts.photoOf, { name: speaker.name })}
          className="portrait"
          sizes="160px"
        />
      ) : null}
      <h1>{speaker.name}</h1>
      {speaker.position ? <p className="subtitle">{speaker.position}</p> : null}
      {speaker.company ? <p className="muted">{speaker.company}</p> : null}
      <RichText html={speaker.bio} />
      {sessions.length > 0 ? (
        <section aria-labelledby="speaker-sessions">
          <h2 id="speaker-sessions">{texts.speakerMeetings}</h2>
          <ul className="sessions">
            {sessions.map((m) => (
              <MeetingCard key={m.id} meeting={m} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
