// The menu of the items the organiser left visible, labelled with the event's wording, the
// feedback forms' page (not one of the spec's menu items, so always listed) and, once the
// attendee has registered, their ticket; Favorites bears a badge while changes to the starred
// sessions are unread.
import { useApp } from '../appContext';
import { useProgrammeChanges } from '../device/programmeChanges';
import { fill } from '../texts';
import { useAccess } from '../registration/access';
import { asksRegistration } from '../registration/asks';
import { AppLink } from './Link';

/** The page path of a menu item: home is the app's root. */
export const itemPath = (item: string) => (item === 'home' ? '' : item);

export function Menu({ current }: { current: string }) {
  const { event, texts } = useApp();
  const registered = useAccess(event.eventKey, false) === 'registered';
  const changes = useProgrammeChanges(event.eventKey).length;
  return (
    <nav aria-label={event.wording['tr.main_menu'] || texts.menu} className="menu">
      <ul>
        {event.menu.map((item) => (
          <li key={item}>
            <AppLink to={itemPath(item)} current={itemPath(item) === current}>
              {event.wording[`tr.${item}`] || item}
              {item === 'favorites' && changes > 0 ? (
                <>
                  {' '}
                  <span className="badge" aria-hidden="true">
                    {changes}
                  </span>
                  <span className="visually-hidden">
                    {' '}
                    ({fill(texts.changesCount, { count: String(changes) })})
                  </span>
                </>
              ) : null}
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink to="feedbacks" current={current.startsWith('feedbacks')}>
            {texts.feedbacks}
          </AppLink>
        </li>
        {registered && asksRegistration(event) ? (
          <li>
            <AppLink to="registration" current={current === 'registration'}>
              {texts.myTicket}
            </AppLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
