import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import {
  organisationDoc,
  preloaded,
  queuedWrite,
} from '../../../entities/events/testing/eventTestData';
import { AccountSettingsScreen } from './AccountSettingsScreen';

const routes = [
  { path: '/', element: <p>events</p> },
  { path: '/settings', element: <AccountSettingsScreen /> },
];

describe('account settings', () => {
  it('waits for the organisation document', () => {
    renderRoutes(routes, '/settings', { preloadedState: preloaded([]) });
    expect(screen.getByRole('status', { name: 'Загрузка аккаунта' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('prefills the name, shows the e-mail and account URL read-only, and saves only a change', async () => {
    const { user, store, router } = renderRoutes(routes, '/settings', {
      preloadedState: preloaded([], { organisation: organisationDoc() }),
      locale: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Account settings', level: 1 })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /Account Name/ });
    expect((name as HTMLInputElement).value).toBe('Acme Events');
    const url = screen.getByRole('textbox', { name: 'Account URL' }) as HTMLInputElement;
    expect(url.value).toBe('acme-events');
    expect(url.readOnly).toBe(true);
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.value).toBe('owner@example.com');
    expect(email.readOnly).toBe(true);

    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(name, '!');
    expect(save.disabled).toBe(false);
    await user.type(name, '{Backspace}');
    expect(save.disabled).toBe(true);

    await user.clear(name);
    await user.type(name, 'Acme Live');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [write] = store.getState().queue.pending;
    expect(write?.call).toMatchObject({
      service: 'organizers',
      method: 'setOrgInfo',
      request: { orgName: 'Acme Live' },
    });
    expect(write?.docIds).toEqual(['user-1']);
    // No server answers here: after its wait the save says it is kept on this device.
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
  });

  it('refuses an empty name', async () => {
    const { user, store } = renderRoutes(routes, '/settings', {
      preloadedState: preloaded([], { organisation: organisationDoc() }),
    });
    await user.clear(screen.getByRole('textbox', { name: /Название аккаунта/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заполните поле "Название аккаунта".')).toBeTruthy();
    expect(store.getState().queue.pending).toEqual([]);
  });

  it('shows a name that is still queued when the screen is opened again', () => {
    const queued = queuedWrite({
      service: 'organizers',
      method: 'setOrgInfo',
      request: { orgName: 'Queued Name' },
    });
    renderRoutes(routes, '/settings', {
      preloadedState: preloaded([], { organisation: organisationDoc(), pending: [queued] }),
    });
    const name = screen.getByRole('textbox', { name: /Название аккаунта/ }) as HTMLInputElement;
    expect(name.value).toBe('Queued Name');
  });

  it('asks before leaving with changes, and saves them on Save', async () => {
    const { user, store, router } = renderRoutes(routes, '/settings', {
      preloadedState: preloaded([], { organisation: organisationDoc() }),
      locale: 'en',
    });
    const name = screen.getByRole('textbox', { name: /Account Name/ });
    await user.clear(name);
    await user.type(name, 'Acme Group');
    await act(async () => {
      void router.navigate('/');
      await Promise.resolve();
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Save Changes?');
    expect(router.state.location.pathname).toBe('/settings');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().queue.pending.map((w) => w.call.request)).toEqual([
      { orgName: 'Acme Group' },
    ]);
  });
});
