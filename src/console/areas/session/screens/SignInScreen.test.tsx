import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { SignInScreen } from './SignInScreen';

const routes = [
  { path: '/signin', element: <SignInScreen /> },
  { path: '/signup', element: <p>signup</p> },
  { path: '/restore-password', element: <p>restore</p> },
];

describe('sign in', () => {
  it('explains what is wrong with the credentials, in English', async () => {
    const { user } = renderRoutes(routes, '/signin', { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('E-mail is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), 'abc');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('E-mail must contain "@".')).toBeTruthy();
    expect(screen.getByText('Minimum number of characters allowed: 8.')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), '@host');
    expect(await screen.findByText('Must be valid e-mail.')).toBeTruthy();
  });

  it('explains what is wrong with the credentials, in Russian', async () => {
    const { user } = renderRoutes(routes, '/signin');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Заполните поле "E-mail".')).toBeTruthy();
    expect(screen.getByText('Заполните поле "Пароль".')).toBeTruthy();
    expect(screen.getByLabelText('Пароль').getAttribute('type')).toBe('password');
  });

  it('shows an error only once the field is left', async () => {
    const { user } = renderRoutes(routes, '/signin', { locale: 'en' });
    await user.type(screen.getByLabelText('E-mail'), 'abc');
    expect(screen.queryByText('E-mail must contain "@".')).toBeNull();
    await user.tab();
    expect(await screen.findByText('E-mail must contain "@".')).toBeTruthy();
  });

  it('links to password recovery and to registration', async () => {
    const { user, router } = renderRoutes(routes, '/signin');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Нет аккаунта? Зарегистрироваться' }));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('reports a failed sign-in as a notification and a dismissible alert', async () => {
    // The transport logs each failed call; there is no server here, so the call fails.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, store } = renderRoutes(routes, '/signin', { locale: 'en' });
    await user.type(screen.getByLabelText('E-mail'), 'org@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // While the call runs the button is busy and cannot be pressed again.
    await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Login', busy: true });
      expect(button).toHaveProperty('disabled', true);
    });

    const card = screen.getByRole('region', { name: 'Sign in' });
    const alert = await within(card).findByRole('alert');
    const text = 'No connection to the server. Check your connection and try again.';
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({ color: 'error', title: 'error.title', text, literal: true }),
    ]);
    expect(store.getState().session.status).not.toBe('signedIn');
    const idle = await screen.findByRole('button', { name: 'Login', busy: false });
    expect(idle).toHaveProperty('disabled', false);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss the error message' }));
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
