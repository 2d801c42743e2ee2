// The menu of the items the organiser left visible, labelled with the event's wording, the
// feedback forms' page (not one of the spec's menu items, so always listed) and, once the
// attendee has registered, their ticket.
import { useApp } from '../appContext';
import { useAccess } from '../registration/access';
import { asksRegistration } from '../registration/asks';
import { AppLink } from './Link';

/** The page path of a menu item: home is the app's root. */
export const itemPath = (item: string) => (item === 'home' ? '' : item);

export function Menu({ current }: { current: string }) {
  const { event, texts } = useApp();
  const registered = useAccess(event.eventKey, false) === 'registered';
  return (
    <nav aria-label={event.wording['tr.main_menu'] || texts.menu} className="menu">
      <ul>
        {event.menu.map((item) => (
          <li key={item}>
            <AppLink to={itemPath(item)} current={itemPath(item) === current}>
              {event.wording[`tr.${item}`] || item}
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
