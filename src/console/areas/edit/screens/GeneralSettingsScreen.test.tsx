import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import {
  UID,
  eventDoc,
  eventEchoed,
  noonUtc,
  preloaded,
  queuedWrite,
} from '../../../entities/events/testing/eventTestData';
import { echoesSeen, initialQueueState, writeAcknowledged } from '../../../../client/queue';
import { editTestRoutes } from './editTestRoutes';

const conference = eventDoc({
  title: 'Conference',
  slogan: '<p>Old</p>',
  startAt: noonUtc('2026-05-12'),
  endAt: noonUtc('2026-05-14'),
});
const GENERAL = '/edit/conf/settings/general';
const eventCard = () => screen.getByRole('region', { name: /^(Event|Мероприятие)$/ });
const queued = (store: {
  getState: () => { queue: { pending: { call: { method: string; request: unknown } }[] } };
}) => store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);

describe('general settings: the event card', () => {
  it('saves the name, key and dates that changed in one UpdateEvent, and follows the confirmed key', async () => {
    const { user, store, router } = renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const card = within(eventCard());
    const save = card.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const name = card.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '  Summit 2026 ');
    const key = card.getByRole('textbox', { name: /Event Alias/ });
    await user.clear(key);
    await user.type(key, 'summit');
    await user.clear(card.getByLabelText('End date'));
    await user.type(card.getByLabelText('End date'), '05/20/2026');
    await user.click(save);

    await waitFor(() =>
      expect(queued(store)).toEqual([
        [
          'updateEvent',
          { eventId: 'event-1', key: 'summit', title: 'Summit 2026', endAt: noonUtc('2026-05-20') },
        ],
      ]),
    );
    // No server here: the write waits, and the screen says so rather than "Updated.".
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
    expect(router.state.location.pathname).toBe(GENERAL);
    act(() => {
      store.dispatch(eventEchoed({ ...conference, extKey: 'summit', title: 'Summit 2026' }));
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edit/summit/settings/general'),
    );
    // The route moves in a transition: wait for the screen under the new key.
    await screen.findByRole('heading', { name: 'General settings', level: 1 });
    expect(
      (within(eventCard()).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value,
    ).toBe('Summit 2026');
    expect(
      (within(eventCard()).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the rich texts in editors with the formatting toolbar', async () => {
    renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    // Typing into the editor needs a real browser's layout: test/e2e/editShell.test.ts does it.
    const slogan = await within(eventCard()).findByRole('textbox', { name: 'Slogan' });
    expect(slogan.textContent).toBe('Old');
    expect(slogan.getAttribute('contenteditable')).toBe('true');
    const toolbars = within(eventCard()).getAllByRole('toolbar', { name: 'Formatting' });
    expect(toolbars).toHaveLength(3);
    expect(
      within(toolbars[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Bold',
      'Italic',
      'Link',
      'Ordered list',
      'Bullet list',
      'Indent -1',
      'Indent +1',
      'Clean formatting',
    ]);
  });

  it('refuses an empty name, a bad key and an end before the start, without queuing', async () => {
    const { user, store } = renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: preloaded([conference]),
    });
    const card = within(eventCard());
    await user.clear(card.getByRole('textbox', { name: /Название/ }));
    const key = card.getByRole('textbox', { name: /Ключ мероприятия/ });
    await user.clear(key);
    await user.type(key, 'a b');
    await user.clear(card.getByLabelText('Дата окончания'));
    await user.type(card.getByLabelText('Дата окончания'), '01.05.2026');
    await user.click(card.getByRole('button', { name: 'Сохранить' }));
    expect(await card.findByText('Заполните поле "Название".')).toBeTruthy();
    expect(card.getByText('Некорректный ключ (мин. 3, макс. 20, [a-zA-Z0-9_-]).')).toBeTruthy();
    expect(card.getByText('Дата окончания не может быть раньше даты начала.')).toBeTruthy();
    expect(store.getState().queue.pending).toHaveLength(0);
  });

  it('renames a queued event with the key the server derives from its title', async () => {
    const create = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'fresh-id', title: 'Летний форум', language: 'ru' },
    });
    const { user, store } = renderRoutes(editTestRoutes, '/edit/fresh-id/settings/general', {
      preloadedState: preloaded([], { pending: [create] }),
    });
    const name = within(eventCard()).getByRole('textbox', { name: /Название/ });
    await user.clear(name);
    await user.type(name, 'Осенний форум');
    await user.click(within(eventCard()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(store.getState().queue.pending.map((w) => w.call.request)).toEqual([
        create.call.request,
        { eventId: 'fresh-id', key: 'letniy-forum', title: 'Осенний форум' },
      ]),
    );
  });

  it('waits for the server before editing a copy it has not confirmed', () => {
    const copy = queuedWrite({
      service: 'events',
      method: 'copyEvent',
      request: { eventId: 'event-1', newEventId: 'copy-id' },
    });
    renderRoutes(editTestRoutes, '/edit/copy-id/settings/general', {
      preloadedState: preloaded([conference], { pending: [copy] }),
      locale: 'en',
    });
    expect(screen.getByText(/can be changed once the event has been saved/)).toBeTruthy();
    expect(
      (within(eventCard()).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('asks before leaving with changes, and saves them on Save', async () => {
    const { user, store, router } = renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const name = within(eventCard()).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Left with a save');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await user.click(within(crumbs).getByRole('link', { name: 'Events' }));
    const dialog = await screen
      .findByRole('alertdialog', { name: 'Save Changes?' })
      .catch(() => screen.findByRole('dialog', { name: 'Save Changes?' }));
    expect(router.state.location.pathname).toBe(GENERAL);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // No server here: the save waits its while for an answer, then leaves with it queued.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 8000 });
    expect(store.getState().queue.pending.map((w) => w.call.request)).toEqual([
      { eventId: 'event-1', key: 'conf', title: 'Left with a save' },
    ]);
  });

  it('follows a key changed in another tab without asking, keeping what is typed', async () => {
    const { user, store, router } = renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const name = within(eventCard()).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Still typing');
    act(() => {
      store.dispatch(eventEchoed({ ...conference, extKey: 'summit' }));
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edit/summit/settings/general'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const after = within(eventCard()).getByRole('textbox', { name: /Name/ });
    expect((after as HTMLInputElement).value).toBe('Still typing');
    // Still guarded: leaving now asks.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'Events',
      }),
    );
    const dialog = await screen
      .findByRole('alertdialog', { name: 'Save Changes?' })
      .catch(() => screen.findByRole('dialog', { name: 'Save Changes?' }));
    expect(router.state.location.pathname).toBe('/edit/summit/settings/general');
    // Staying closes the dialog (the confirm store outlives this test).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(router.state.location.pathname).toBe('/edit/summit/settings/general');
  });

  it('shows a refused key on its field, in the interface language, with the form to fix', async () => {
    const refused = {
      ...queuedWrite({
        service: 'events',
        method: 'updateEvent',
        request: { eventId: 'event-1', key: 'forum', title: 'Renamed' },
      }),
      error: { code: 6, message: 'key: This key is taken by another event.' },
    };
    const { store, user } = renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: {
        ...preloaded([conference]),
        queue: { ...initialQueueState(), failed: [refused] },
      },
    });
    const card = within(eventCard());
    const key = card.getByRole('textbox', { name: /Ключ мероприятия/ }) as HTMLInputElement;
    await card.findByText('Этот ключ занят другим мероприятием.');
    expect(key.value).toBe('forum');
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect((card.getByRole('textbox', { name: /Название/ }) as HTMLInputElement).value).toBe(
      'Renamed',
    );
    const save = card.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    expect(screen.getByText('1 изменение не удалось сохранить')).toBeTruthy();

    // A new save sends the fixed key with what the refused one sent, and supersedes it.
    await user.clear(key);
    await user.type(key, 'forum-2');
    await user.click(save);
    await waitFor(() =>
      expect(queued(store)).toEqual([
        ['updateEvent', { eventId: 'event-1', key: 'forum-2', title: 'Renamed' }],
      ]),
    );
    expect(store.getState().queue.failed).toEqual([]);
  });

  it('waits for a language switch before it opens the texts of the new language', async () => {
    const switching = {
      ...queuedWrite({
        service: 'events',
        method: 'setLanguage',
        request: { eventId: 'event-1', language: 'en' },
      }),
      docIds: ['event-1'],
    };
    const { store } = renderRoutes(editTestRoutes, GENERAL, {
      preloadedState: preloaded([conference], { pending: [switching] }),
      locale: 'en',
    });
    await within(eventCard()).findByRole('status');
    expect(within(eventCard()).queryByRole('textbox', { name: /Name/ })).toBeNull();
    act(() => {
      store.dispatch(
        writeAcknowledged({ uid: UID, mutationId: switching.mutationId, changeSeq: 7 }),
      );
      store.dispatch(eventEchoed({ ...conference, language: 'en', title: 'Conference EN' }));
      store.dispatch(echoesSeen([{ docId: 'event-1', seq: 7 }]));
    });
    const name = await within(eventCard()).findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Conference EN');
  });
});
