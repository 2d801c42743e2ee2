import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { SignOutScreen } from './SignOutScreen';

const routes = [
  { path: '/signout', element: <SignOutScreen /> },
  { path: '/signin', element: <p>signin</p> },
];

describe('sign out', () => {
  it('clears the session, even without a server, and lands on sign in', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, store } = renderRoutes(routes, '/signout', {
      preloadedState: {
        session: {
          status: 'signedIn',
          user: {
            uid: 'u1',
            email: 'org@example.com',
            emailVerified: true,
            displayName: '',
            role: 1,
          },
          idToken: 'id',
          refreshToken: 'refresh',
          expiresAt: 4_000_000_000,
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.getByText('signin')).toBeTruthy();
    expect(store.getState().session).toEqual({
      status: 'signedOut',
      user: null,
      idToken: null,
      refreshToken: null,
      expiresAt: 0,
    });
    // Going back does not return to /signout: it was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
