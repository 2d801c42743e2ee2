// The speakers the organiser has not hidden, each a link to their page.
import { useApp } from '../appContext';
import { AppLink } from '../ui/Link';
import { Picture } from '../ui/Picture';
import { itemTitle } from './itemTitle';

export function SpeakersPage() {
  const { event, texts } = useApp();
  return (
    <div className="page">
      <h1>{itemTitle(event, 'speakers')}</h1>
      {event.speakers.length === 0 ? <p>{texts.noSpeakers}</p> : null}
      <ul className="people">
        {event.speakers.map((s) => (
          <li key={s.id}>
            <AppLink to={`speakers/${s.id}`} className="person">
              {s.avatar ? (
                <Picture image={s.avatar} alt="" className="avatar" sizes="64px" />
              ) : (
                <span className="avatar" aria-hidden="true" />
              )}
              <span>
                <span className="person-name">{s.name}</span>
                {s.position ? <span className="muted person-line">{s.position}</span> : null}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
