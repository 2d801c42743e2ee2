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

  it('renames the event: queues UpdateEvent with its key and the new title', async () => {
    const { user, store } = renderRoutes(routes, '/edit/conf', {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '  Summit 2026 ');
    await user.click(save);

    expect(await screen.findByRole('heading', { name: 'Summit 2026', level: 1 })).toBeTruthy();
    expect(store.getState().queue.pending.map((w) => [w.call.method, w.call.request])).toEqual([
      ['updateEvent', { eventId: 'event-1', key: 'conf', title: 'Summit 2026' }],
    ]);
    expect(store.getState().notifications.queue.map((n) => n.text)).toEqual(['message.updated']);
    expect((name as HTMLInputElement).value).toBe('Summit 2026');
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not queue an empty name', async () => {
    const { user, store } = renderRoutes(routes, '/edit/conf', {
      preloadedState: preloaded([conference]),
    });
    await user.clear(screen.getByRole('textbox', { name: /Название/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заполните поле "Название".')).toBeTruthy();
    expect(store.getState().queue.pending).toHaveLength(0);
  });

  it('renames a queued event with the key the server derives from its title', async () => {
    const create = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'fresh-id', title: 'Летний форум', language: 'ru' },
    });
    const { user, store } = renderRoutes(routes, '/edit/fresh-id', {
      preloadedState: preloaded([], { pending: [create] }),
    });
    const name = screen.getByRole('textbox', { name: /Название/ });
    await user.clear(name);
    await user.type(name, 'Осенний форум');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { name: 'Осенний форум', level: 1 })).toBeTruthy();
    expect(store.getState().queue.pending.map((w) => w.call.request)).toEqual([
      create.call.request,
      { eventId: 'fresh-id', key: 'letniy-forum', title: 'Осенний форум' },
    ]);
  });

  it('waits for the server before renaming a copy it has not confirmed', () => {
    const copy = queuedWrite({
      service: 'events',
      method: 'copyEvent',
      request: { eventId: 'event-1', newEventId: 'copy-id' },
    });
    renderRoutes(routes, '/edit/copy-id', {
      preloadedState: preloaded([conference], { pending: [copy] }),
      locale: 'en',
    });
    expect(screen.getByText(/The name can be changed once/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
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
