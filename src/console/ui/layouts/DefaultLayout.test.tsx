import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import { DefaultLayout } from './DefaultLayout';

describe('default layout', () => {
  it('shows the screen under a toolbar whose product name leads home', async () => {
    const { user, router } = renderRoutes(
      [
        { path: '/', element: <h1>home</h1> },
        { element: <DefaultLayout />, children: [{ path: '*', element: <h1>lost</h1> }] },
      ],
      '/nowhere',
    );
    expect(screen.getByRole('heading', { name: 'lost' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Event App' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
