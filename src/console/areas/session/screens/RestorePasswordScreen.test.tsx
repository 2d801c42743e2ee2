import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { RestorePasswordScreen } from './RestorePasswordScreen';

const routes = [
  { path: '/restore-password', element: <RestorePasswordScreen /> },
  { path: '/signin', element: <p>signin</p> },
];

describe('restore password', () => {
  it('asks for a valid e-mail, in both languages', async () => {
    const ru = renderRoutes(routes, '/restore-password');
    await ru.user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Заполните поле "E-mail".')).toBeTruthy();
    await ru.user.type(screen.getByLabelText('E-mail'), 'abc');
    expect(await screen.findByText('Адрес должен содержать "@".')).toBeTruthy();
    ru.unmount();

    const en = renderRoutes(routes, '/restore-password', { locale: 'en' });
    await en.user.type(screen.getByLabelText('E-mail'), 'a@b@c.d');
    await en.user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Must be valid e-mail.')).toBeTruthy();
  });

  it('keeps the address and reports the failure when the e-mail cannot be sent', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, store } = renderRoutes(routes, '/restore-password', { locale: 'en' });
    await user.type(screen.getByLabelText('E-mail'), 'org@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    const card = screen.getByRole('region', { name: 'Restore password' });
    expect(await within(card).findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'org@example.com');
    expect(store.getState().notifications.queue).toHaveLength(1);
    expect(store.getState().notifications.queue[0]?.color).toBe('error');
  });

  it('leads back to sign in', async () => {
    const { user, router } = renderRoutes(routes, '/restore-password', { locale: 'en' });
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(router.state.location.pathname).toBe('/signin');
  });
});
