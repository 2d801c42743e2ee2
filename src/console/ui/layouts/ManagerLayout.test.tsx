import { LIVE_TARGETS } from '../../../common/liveTargets';
import { create } from '@bufbuild/protobuf';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { OrganisationSchema } from '../../../../generated/manager/model_pb';
import { chooseMenuItem } from '../../../../test/console/menus';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import type { RootState } from '../../app/store';
import { makeStore } from '../../app/store';
import { registeredEntities } from '../../app/entityRegistry';
import { liveChanged, liveStatusChanged, targetReleased, targetWanted } from '../../../client/live';
import { initialQueueState } from '../../../client/queue';
import type { QueuedWrite } from '../../../client/queue';
import { connectCall } from '../../../client/transport';
import { diagnosticsRequested } from '../shellActions';
import { ManagerLayout } from './ManagerLayout';

const UID = 'u1';

function session(emailVerified: boolean): RootState['session'] {
  return {
    status: 'signedIn',
    user: { uid: UID, email: 'org@example.com', emailVerified, displayName: '', role: 1 },
    idToken: 'id-token',
    refreshToken: 'refresh-token',
    expiresAt: 0,
  };
}

const write = (mutationId: number, uid = UID, error?: string, code = 9): QueuedWrite => ({
  mutationId,
  uid,
  call: connectCall('events', 'publish', { eventId: `e${mutationId}` }),
  docIds: [`e${mutationId}`],
  createdAt: Date.UTC(2026, 10, 22, 9, 30),
  ...(error ? { error: { code, message: error } } : {}),
});

const routes = [
  {
    element: <ManagerLayout />,
    children: [
      { path: '/', element: <h1>event list</h1> },
      {
        path: '/settings',
        handle: { crumb: 'shell:account.settings' },
        element: <h1>account settings</h1>,
      },
      { path: '/signout', element: <h1>signing out</h1> },
    ],
  },
];

/** The list item that mentions `text`. */
function itemWith(container: HTMLElement, text: string): HTMLElement {
  const item = within(container)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(text));
  if (!item) throw new Error(`no list item mentions ${text}`);
  return item;
}

function renderAt(path: string, preloadedState: Partial<RootState>, locale: 'ru' | 'en' = 'ru') {
  return renderRoutes(routes, path, { preloadedState, locale });
}

describe('manager layout', () => {
  it('titles the page and the breadcrumb root with the product name', () => {
    renderAt('/settings', { session: session(true) });
    expect(document.title).toBe('Event App');
    const crumbs = screen.getByRole('navigation', { name: 'Навигация' });
    expect(within(crumbs).getByRole('link', { name: 'Event App' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Настройки аккаунта').getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('heading', { name: 'account settings' })).toBeTruthy();
  });

  it('warns about an unverified e-mail until the organisation document says otherwise', () => {
    const { store } = renderAt('/', { session: session(false) });
    expect(screen.getByText('Адрес электронной почты не подтвержден.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Получить ссылку' })).toBeTruthy();
    act(() => {
      store.dispatch(
        liveChanged({
          path: LIVE_TARGETS.organisation.path({ uid: UID }),
          resumeToken: '1',
          changes: [
            {
              kind: 'modified',
              docId: UID,
              document: create(DocumentSchema, {
                doc: {
                  case: 'organisation',
                  value: create(OrganisationSchema, { id: UID, emailVerified: true }),
                },
              }),
            },
          ],
        }),
      );
    });
    expect(screen.queryByText('Адрес электронной почты не подтвержден.')).toBeNull();
  });

  it('shows no warning for a verified user', () => {
    renderAt('/', {
      session: session(false),
      organisation: {
        doc: create(OrganisationSchema, { id: UID, emailVerified: true }),
        resume: {},
      },
    });
    expect(screen.queryByText('Адрес электронной почты не подтвержден.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Получить ссылку' })).toBeNull();
  });

  it('follows the organisation document live while shown', () => {
    const made = makeStore({ session: session(true) }, { readOnly: true });
    const { unmount } = renderRoutes(routes, '/', { store: made.store });
    const actions = () => made.actionLog.entries().map((entry) => entry.action);
    expect(actions()).toContainEqual(targetWanted(LIVE_TARGETS.organisation.path({ uid: UID })));
    unmount();
    expect(actions()).toContainEqual(targetReleased(LIVE_TARGETS.organisation.path({ uid: UID })));
  });

  it("counts the user's unsent changes", () => {
    renderAt(
      '/',
      {
        session: session(true),
        queue: { ...initialQueueState(), pending: [write(1), write(2), write(3, 'someone-else')] },
      },
      'en',
    );
    expect(screen.getByText('2 unsent changes')).toBeTruthy();
  });

  it('shows no badge when everything is sent', () => {
    renderAt('/', { session: session(true) }, 'en');
    expect(screen.queryByText(/unsent change/)).toBeNull();
  });

  it('shows the connection state of the live feed', () => {
    const { store } = renderAt('/', { session: session(true) }, 'en');
    expect(screen.getByText('Connecting…')).toBeTruthy();
    act(() => {
      store.dispatch(liveStatusChanged('online'));
    });
    expect(screen.getByText('Online')).toBeTruthy();
    act(() => {
      store.dispatch(liveStatusChanged('offline'));
    });
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('lists refused writes, retries one and discards the other', async () => {
    const { store, user } = renderAt(
      '/',
      {
        session: session(true),
        queue: {
          ...initialQueueState(),
          lastMutationId: { [UID]: 2 },
          // Aborted (a conflict) may pass when sent again; a failed precondition may not.
          failed: [write(1, UID, 'Event is published.', 10), write(2, UID, 'Invalid key.')],
        },
      },
      'en',
    );
    expect(screen.getByText('2 changes could not be saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    const published = itemWith(dialog, 'Event is published.');
    // Named in words, not by its RPC method.
    expect(within(published).getByText('Publication of the event «Untitled»')).toBeTruthy();
    expect(itemWith(dialog, 'Invalid key.')).toBeTruthy();

    await user.click(within(published).getByRole('button', { name: 'Retry' }));
    expect(store.getState().queue.failed.map((w) => w.mutationId)).toEqual([2]);
    expect(store.getState().queue.pending).toMatchObject([
      { mutationId: 3, call: { service: 'events', method: 'publish' } },
    ]);
    expect(screen.getByText('1 change could not be saved')).toBeTruthy();

    const invalid = itemWith(dialog, 'Invalid key.');
    expect(within(invalid).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(invalid).getByRole('button', { name: 'Discard' }));
    expect(store.getState().queue.failed).toEqual([]);
    await waitFor(() => expect(screen.queryByText(/could not be saved/)).toBeNull());
  });

  it('offers account settings, diagnostics and sign-out in the account menu', async () => {
    const made = makeStore({ session: session(true) }, { readOnly: true });
    const { user, router } = renderRoutes(routes, '/', { store: made.store, locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await chooseMenuItem(user, 'Download diagnostics');
    expect(made.actionLog.entries().map((entry) => entry.action.type)).toContain(
      diagnosticsRequested.type,
    );

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await chooseMenuItem(user, 'Account settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await chooseMenuItem(user, 'Logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signout'));
  });

  it('says how many changes are unsent before signing out, and offers to wait', async () => {
    const { user, router } = renderAt(
      '/',
      {
        session: session(true),
        queue: { ...initialQueueState(), pending: [write(1), write(2), write(3, 'someone-else')] },
      },
      'en',
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await chooseMenuItem(user, 'Logout');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out before your changes are sent?',
    });
    expect(within(dialog).getByText(/^2 changes are not sent to the server yet\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Wait for them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await chooseMenuItem(user, 'Logout');
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signout'));
  });

  it('switches the interface language from the account menu', async () => {
    const { user, store } = renderAt('/', { session: session(false) });
    expect(screen.getByText('Адрес электронной почты не подтвержден.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Меню аккаунта' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(store.getState().ui.locale).toBe('en');
    expect(await screen.findByText('Email not verified.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get link' })).toBeTruthy();
  });

  it('names a refused write of an area whose code has not loaded', async () => {
    const refused: QueuedWrite = {
      ...write(1, UID, 'Invalid key.'),
      call: connectCall('translations', 'upsertTranslate', { eventId: 'e1', key: 'k', value: 'v' }),
      write: 'translations.upsert',
      args: { eventId: 'e1', key: 'k', value: 'v' },
    };
    const { user } = renderAt(
      '/',
      {
        session: session(true),
        queue: { ...initialQueueState(), lastMutationId: { [UID]: 1 }, failed: [refused] },
      },
      'en',
    );
    // The layout never loads the wording area's entity: its name alone names the write.
    expect(registeredEntities().map((e) => e.name)).not.toContain('translations');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(within(dialog).getByText('Texts of the event «Untitled»')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
