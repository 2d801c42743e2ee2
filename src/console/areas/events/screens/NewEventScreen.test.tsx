import { act, screen, waitFor, within } from '@testing-library/react';
import { validate as isUuid, version as uuidVersion } from 'uuid';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { EventListScreen } from './EventListScreen';
import { NewEventScreen } from './NewEventScreen';

const routes = [
  { path: '/', element: <EventListScreen /> },
  { path: '/new', element: <NewEventScreen /> },
];

describe('new event', () => {
  it('requires a name (en)', async () => {
    const { user, store } = renderRoutes(routes, '/new', {
      preloadedState: preloaded([]),
      locale: 'en',
    });
    expect(screen.getByRole('heading', { name: 'New event', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(store.getState().queue.pending).toEqual([]);
  });

  it('says so in Russian too', async () => {
    const { user } = renderRoutes(routes, '/new', { preloadedState: preloaded([]) });
    await user.click(screen.getByRole('button', { name: 'Создать мероприятие' }));
    expect(await screen.findByText('Заполните поле "Название".')).toBeTruthy();
  });

  it('queues the create in Russian with a UUID v7 and lands on the list, showing the event', async () => {
    const { user, store, router } = renderRoutes(routes, '/new', {
      preloadedState: preloaded([eventDoc()], { current: true }),
    });
    await user.type(screen.getByRole('textbox', { name: /Название/ }), '  Summit 2026 ');
    await user.click(screen.getByRole('button', { name: 'Создать мероприятие' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [write] = store.getState().queue.pending;
    const request = write?.call.request as { eventId: string; title: string; language: string };
    expect(write?.call.service).toBe('events');
    expect(write?.call.method).toBe('createEvent');
    expect(request.title).toBe('Summit 2026');
    expect(request.language).toBe('ru');
    expect(isUuid(request.eventId) && uuidVersion(request.eventId)).toBe(7);
    expect(write?.docIds).toEqual([request.eventId]);
    // No server answers here: after its wait the save says it is kept on this device.
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );

    const link = await screen.findByRole('link', { name: 'Summit 2026' });
    expect(link.getAttribute('href')).toBe(`/edit/${request.eventId}`);
  });

  it('asks before leaving with a name typed, and leaves without creating on "Don\'t save"', async () => {
    const { user, store, router } = renderRoutes(routes, '/new', {
      preloadedState: preloaded([]),
      locale: 'en',
    });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Half-typed');
    await act(async () => {
      void router.navigate('/');
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Save Changes?');
    expect(router.state.location.pathname).toBe('/new');
    await user.click(within(dialog).getByRole('button', { name: "Don't save" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().queue.pending).toEqual([]);
  });
});
