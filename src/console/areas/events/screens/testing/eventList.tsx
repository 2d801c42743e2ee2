// The event list as its tests render and use it: its routes, a card by its title, and its
// card menu by mouse or keyboard.
import { screen, within } from '@testing-library/react';
import { chooseMenuItem } from '../../../../../../test/console/menus';
import { renderRoutes } from '../../../../../../test/console/renderWithProviders';
import type { EventDoc } from '../../../../entities/events';
import { preloaded } from '../../../../entities/events/testing/eventTestData';
import { EventListScreen } from '../EventListScreen';

const routes = [
  { path: '/', element: <EventListScreen /> },
  { path: '/new', element: <p>new event</p> },
  { path: '/edit/:eventKey/*', element: <p>dashboard</p> },
];

/** The list at `path` ('/' or its archive view) over these documents. */
export function renderList(
  docs: EventDoc[],
  options: Parameters<typeof preloaded>[1] = {},
  locale: 'ru' | 'en' = 'ru',
  path = '/',
) {
  return renderRoutes(routes, path, { preloadedState: preloaded(docs, options), locale });
}

/** The card of an event by its title (a link in the current list, text in the archive). */
export const cardOf = (title: string) => {
  const card = screen.getByRole('heading', { level: 2, name: title }).closest('article');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return card;
};

export type User = ReturnType<typeof renderList>['user'];

/** Opens the card's menu and picks its item `item` with the mouse. */
export async function choose(user: User, title: string, item: string) {
  await user.click(within(cardOf(title)).getByRole('button', { name: new RegExp(title) }));
  await chooseMenuItem(user, item);
}

/** Picks a menu item with the keyboard only: Enter opens, arrows move, Enter selects. */
export async function chooseByKeyboard(user: User, title: string, item: string) {
  within(cardOf(title))
    .getByRole('button', { name: new RegExp(title) })
    .focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('menu');
  for (let step = 0; step < 6; step += 1) {
    const highlighted = document.querySelector('[role="menuitem"][data-highlighted]');
    if (highlighted?.textContent === item) break;
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}
