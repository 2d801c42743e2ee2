import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import { ManagerLayout } from '.';

describe('manager layout as the router loads it', () => {
  it('fetches the layout on first use and then shows the screen inside it', async () => {
    renderRoutes(
      [{ element: <ManagerLayout />, children: [{ path: '/', element: <h1>event list</h1> }] }],
      '/',
      {
        preloadedState: {
          session: {
            status: 'signedIn',
            user: { uid: 'u1', email: 'a@b.cd', emailVerified: true, displayName: '', role: 1 },
            idToken: 't',
            refreshToken: 'r',
            expiresAt: 0,
          },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'event list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Меню аккаунта' })).toBeTruthy();
  });
});
