import { waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { AuthActionScreen } from './AuthActionScreen';

const routes = [
  { path: '/auth/action', element: <AuthActionScreen /> },
  { path: '/confirm-password-reset', element: <p>confirm</p> },
  { path: '/', element: <p>home</p> },
];

const signedIn = {
  status: 'signedIn' as const,
  user: { uid: 'u1', email: 'org@example.com', emailVerified: false, displayName: '', role: 1 },
  idToken: 'id',
  refreshToken: 'refresh',
  expiresAt: 4_000_000_000,
};

describe('auth action link', () => {
  it('hands a reset link on with its whole query', async () => {
    const query = '?mode=resetPassword&oobCode=abc&apiKey=k&lang=ru';
    const { router } = renderRoutes(routes, `/auth/action${query}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm-password-reset'));
    expect(router.state.location.search).toBe(query);
  });

  it('logs a verification that failed and goes home, the e-mail still unverified', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, store } = renderRoutes(routes, '/auth/action?mode=verifyEmail&oobCode=abc', {
      preloadedState: { session: signedIn },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(warn).toHaveBeenCalledWith('auth action: verifyEmail failed', expect.anything());
    expect(store.getState().session.user?.emailVerified).toBe(false);
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('logs a link it cannot use and goes home', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/auth/action?mode=recoverEmail&oobCode=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(warn).toHaveBeenCalledWith('auth action: unusable link', expect.anything());
  });
});
