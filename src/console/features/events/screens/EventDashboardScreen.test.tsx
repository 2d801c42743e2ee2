import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { eventDoc, noonUtc, preloaded, queuedWrite } from '../testing/eventTestData';
import { EventDashboardScreen } from './EventDashboardScreen';

const routes = [
  { path: '/', element: <p>events</p> },
  { path: '/edit/:eventKey/*', element: <EventDashboardScreen /> },
];

const conference = eventDoc({
  title: 'Conference',
  startAt: noonUtc('2026-05-12'),
  endAt: noonUtc('2026-05-14'),
});

describe('event dashboard (first version)', () => {
  it('shows the event found by its key, and toggles publication', async () => {
    const { user, store } = renderRoutes(routes, '/edit/conf', {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Conference', level: 1 })).toBeTruthy();
    expect(screen.getByText('May 12, 2026')).toBeTruthy();
    expect(screen.getByText('Unpublished')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.getByText('Not yet saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished')).toBeTruthy();
    expect(store.getState().queue.pending.map((w) => w.call.method)).toEqual([
      'publish',
      'unpublish',
    ]);
    expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
      'message.published',
      'message.unpublished',
    ]);
  });

  it('finds a queued event by its id', () => {
    const create = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'fresh-id', title: 'Fresh', language: 'ru' },
    });
    renderRoutes(routes, '/edit/fresh-id', {
      preloadedState: preloaded([], { pending: [create] }),
    });
    expect(screen.getByRole('heading', { name: 'Fresh', level: 1 })).toBeTruthy();
    expect(screen.getByText('Даты не заданы')).toBeTruthy();
  });

  it('says when there is no such event, once the list has arrived', async () => {
    const { user, router } = renderRoutes(routes, '/edit/nothing', {
      preloadedState: preloaded([conference], { current: true }),
    });
    expect(screen.getByRole('heading', { name: 'Мероприятие не найдено.' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: /К списку мероприятий/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('waits for the list before saying so', () => {
    renderRoutes(routes, '/edit/nothing', { preloadedState: preloaded([conference]) });
    expect(screen.getByRole('status', { name: 'Загрузка мероприятия' })).toBeTruthy();
  });
});
