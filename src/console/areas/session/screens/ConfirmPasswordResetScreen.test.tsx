import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { sessionApi } from '../../../entities/session';
import { ConfirmPasswordResetScreen } from './ConfirmPasswordResetScreen';

const routes = [
  { path: '/confirm-password-reset', element: <ConfirmPasswordResetScreen /> },
  { path: '/', element: <p>home</p> },
];

describe('confirm password reset', () => {
  it('sends a link without a code home', async () => {
    const { router } = renderRoutes(routes, '/confirm-password-reset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('keeps the link when the code could not be checked for want of a connection', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, store } = renderRoutes(routes, '/confirm-password-reset?oobCode=abc', {
      locale: 'en',
    });
    const card = await screen.findByRole('region', { name: 'Reset password' });
    expect(within(card).getByRole('alert')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/confirm-password-reset');
    expect(store.getState().notifications.queue).toHaveLength(1);
  });

  it('names the account of a checked code and validates the new password', async () => {
    const { store } = makeStore(undefined, { readOnly: true });
    // What the server answers for a valid code, put where the screen looks for it.
    await store.dispatch(
      sessionApi.util.upsertQueryData(
        'verifyPasswordResetCode',
        { oobCode: 'abc' },
        'org@example.com',
      ),
    );
    const { user } = renderRoutes(routes, '/confirm-password-reset?oobCode=abc', { store });
    expect(screen.getByText('Аккаунт: org@example.com')).toBeTruthy();

    await user.type(screen.getByLabelText('Новый пароль'), 'correct horse');
    await user.type(screen.getByLabelText('Подтвердите новый пароль'), 'correct hose');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароли не совпадают.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Новый пароль'));
    await user.type(screen.getByLabelText('Новый пароль'), 'short');
    expect(await screen.findByText('Минимальное количество символов: 8.')).toBeTruthy();
  });
});
