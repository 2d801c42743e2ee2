// Published posts, pinned first, each with its date and the item it is about.
import type { PublicRef } from '../../common/publicEvent';
import { useApp } from '../appContext';
import { formatMoment } from '../dates';
import { indexOf } from '../eventIndex';
import { AppLink } from '../ui/Link';
import { RichText } from '../ui/RichText';
import { itemTitle } from './itemTitle';

function RefLink({ target }: { target: PublicRef }) {
  const { event } = useApp();
  const index = indexOf(event);
  if (target.kind === 'meeting') {
    const m = index.meetings.get(target.id);
    return m ? <AppLink to={`meeting/${m.id}`}>{m.name}</AppLink> : null;
  }
  if (target.kind === 'speaker') {
    const s = index.speakers.get(target.id);
    return s ? <AppLink to={`speakers/${s.id}`}>{s.name}</AppLink> : null;
  }
  const l = index.locations.get(target.id);
  return l ? <AppLink to="locations">{l.name}</AppLink> : null;
}

export function NotificationsPage() {
  const { event, texts } = useApp();
  return (
    <div className="page">
      <h1>{itemTitle(event, 'notifications')}</h1>
      {event.posts.length === 0 ? <p>{texts.noPosts}</p> : null}
      {event.posts.map((p) => (
        <article key={p.id} className="card" aria-labelledby={`post-${p.id}`}>
          {p.pinned ? <p className="badge">{texts.pinned}</p> : null}
          <h2 id={`post-${p.id}`}>{p.title}</h2>
          <p className="muted">
            <span className="visually-hidden">{texts.publishedAt}: </span>
            <time dateTime={new Date(p.publishedAt * 1000).toISOString()}>
              {formatMoment(p.publishedAt, event.timeZone, event.dateLocale)}
            </time>
          </p>
          <RichText html={p.text} />
          {p.ref ? (
            <p>
              <RefLink target={p.ref} />
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}
