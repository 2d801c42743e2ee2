import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import { NotFoundScreen } from './NotFoundScreen';

describe('not found', () => {
  it('says so in the interface language and leads back to the events', async () => {
    const { user, router } = renderRoutes(
      [
        { path: '/', element: <p>events</p> },
        { path: '*', element: <NotFoundScreen /> },
      ],
      '/no/such/page',
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'Page not found.' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to main' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
