import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { eventSettingsWrites } from '../../../entities/events';
import { enqueue } from '../../../entities/writes';
import {
  eventDoc,
  eventEchoed,
  noonUtc,
  preloaded,
  queuedWrite,
} from '../../../entities/events/testing/eventTestData';
import { DashboardScreen } from './DashboardScreen';
import { EditLayout } from './EditLayout';
import { editTestRoutes } from './editTestRoutes';
import { SettingsHubScreen } from './SettingsHubScreen';

const conference = eventDoc({
  title: 'Conference',
  startAt: noonUtc('2026-05-12'),
  endAt: noonUtc('2026-05-14'),
});

describe('edit layout', () => {
  it('opens the event found by its key, with breadcrumbs and its status in the toolbar', () => {
    renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([eventDoc({ requiredRegistration: true })]),
      locale: 'en',
    });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Conference' }).getAttribute('href')).toBe(
      '/edit/conf',
    );
    expect(screen.getByRole('img', { name: 'Registration required' })).toBeTruthy();
    expect(screen.getAllByText('Unpublished').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
  });

  it('shows no lock when the event does not require registration', () => {
    renderRoutes(editTestRoutes, '/edit/conf', { preloadedState: preloaded([conference]) });
    expect(screen.queryByRole('img', { name: 'Требуется регистрация' })).toBeNull();
  });

  it('finds a queued event by its id', () => {
    const create = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'fresh-id', title: 'Fresh', language: 'ru' },
    });
    renderRoutes(editTestRoutes, '/edit/fresh-id', {
      preloadedState: preloaded([], { pending: [create] }),
    });
    expect(screen.getByText('Fresh', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Даты не заданы')).toBeTruthy();
  });

  it('waits for the list, then says when there is no such event', async () => {
    const loading = renderRoutes(editTestRoutes, '/edit/nothing', {
      preloadedState: preloaded([conference]),
    });
    expect(screen.getByRole('status', { name: 'Загрузка мероприятия' })).toBeTruthy();
    loading.unmount();

    const { user, router } = renderRoutes(editTestRoutes, '/edit/nothing', {
      preloadedState: preloaded([conference], { current: true }),
    });
    expect(screen.getByRole('heading', { name: 'Мероприятие не найдено.' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'К списку мероприятий' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('follows the event to a new key once the server has it, on the same screen', async () => {
    const { store, router } = renderRoutes(editTestRoutes, '/edit/conf/settings', {
      preloadedState: preloaded([conference]),
    });
    act(() => {
      store.dispatch(enqueue(eventSettingsWrites.update, { eventId: 'event-1', key: 'summit' }));
    });
    // Queued, the key is not the event's yet (another event may hold it): the route stays.
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    expect(router.state.location.pathname).toBe('/edit/conf/settings');
    act(() => {
      store.dispatch(eventEchoed({ ...conference, extKey: 'summit' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/summit/settings'));
    expect(await screen.findByRole('heading', { name: 'Настройки', level: 1 })).toBeTruthy();
  });

  it('moves from the id a new event was opened under to its key once the server gives it one', async () => {
    // Opened from the list before the server's copy came: the route names the event's id.
    const created = { ...conference, extKey: '' };
    const { store, router } = renderRoutes(editTestRoutes, '/edit/event-1/settings', {
      preloadedState: preloaded([created]),
    });
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    act(() => {
      store.dispatch(eventEchoed({ ...created, extKey: 'conf' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/conf/settings'));
    // A later key change is followed from there.
    act(() => {
      store.dispatch(eventEchoed({ ...created, extKey: 'summit' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/summit/settings'));
    expect(await screen.findByRole('heading', { name: 'Настройки', level: 1 })).toBeTruthy();
  });

  it('goes where the organiser went when the key changes as they leave', async () => {
    // The router renders a navigation in a transition; the event's new key renders at once. The
    // key must be followed from where the organiser went, not from the page still on screen.
    const { store, router } = renderRoutes(editTestRoutes, '/edit/conf/settings', {
      preloadedState: preloaded([conference]),
    });
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    act(() => {
      void router.navigate('/edit/conf');
      store.dispatch(eventEchoed({ ...conference, extKey: 'summit' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/summit'));
    expect(await screen.findByRole('heading', { name: 'Главная', level: 1 })).toBeTruthy();
  });

  it('keeps a navigation under way when the key changes, ending on its page under the new key', async () => {
    // The dashboard's code arrives late (a lazy route on a loaded machine): the organiser's
    // navigation is still under way when the server confirms the event's new key.
    let loaded: () => void = () => undefined;
    const late = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const routes: RouteObject[] = [
      {
        path: '/edit/:eventKey',
        element: <EditLayout />,
        children: [
          {
            index: true,
            lazy: async () => {
              await late;
              return { element: <DashboardScreen /> };
            },
          },
          { path: 'settings', element: <SettingsHubScreen /> },
        ],
      },
    ];
    const { store, router } = renderRoutes(routes, '/edit/conf/settings', {
      preloadedState: preloaded([conference]),
    });
    await screen.findByRole('heading', { name: 'Настройки', level: 1 });
    let leaving: Promise<void> = Promise.resolve();
    act(() => {
      leaving = router.navigate('/edit/conf');
    });
    act(() => {
      store.dispatch(eventEchoed({ ...conference, extKey: 'summit' }));
    });
    await act(async () => {
      loaded();
      await leaving;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/summit'));
    expect(await screen.findByRole('heading', { name: 'Главная', level: 1 })).toBeTruthy();
  });

  it('never opens another event for a key it sent but the server has not confirmed', async () => {
    const other = eventDoc({ eventId: 'event-0', extKey: 'forum', title: 'Forum', createdAt: 1 });
    const { store, router } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([other, conference]),
    });
    act(() => {
      store.dispatch(enqueue(eventSettingsWrites.update, { eventId: 'event-1', key: 'forum' }));
    });
    await screen.findByRole('heading', { name: 'Главная', level: 1 });
    expect(router.state.location.pathname).toBe('/edit/conf');
    const crumbs = screen.getByRole('navigation', { name: 'Навигация' });
    expect(within(crumbs).getByRole('link', { name: 'Conference' })).toBeTruthy();
  });

  it('takes focus into the drawer on a phone, and closes it with Escape', async () => {
    const { user } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([conference]),
    });
    await user.click(screen.getByRole('button', { name: 'Меню разделов' }));
    const drawer = await screen.findByRole('dialog', { name: 'Разделы мероприятия' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Разделы мероприятия' })).toBeNull(),
    );
  });

  it('makes the event language the one calls are sent with', () => {
    const { store, unmount } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([eventDoc({ language: 'de' })]),
    });
    expect(store.getState().ui.eventLanguage).toBe('de');
    unmount();
    expect(store.getState().ui.eventLanguage).toBe('');
  });
});
