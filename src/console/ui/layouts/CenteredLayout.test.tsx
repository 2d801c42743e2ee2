import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import { CenteredLayout } from './CenteredLayout';

const routes = [
  {
    element: <CenteredLayout />,
    children: ['/signin', '/signup', '/restore-password', '/confirm-password-reset'].map(
      (path) => ({ path, element: <h1>{path}</h1> }),
    ),
  },
];

describe('centered layout', () => {
  it('offers sign-up on the sign-in screen', () => {
    renderRoutes(routes, '/signin');
    expect(screen.getByRole('heading', { name: '/signin' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Зарегистрироваться' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });

  it.each(['/signup', '/restore-password', '/confirm-password-reset'])(
    'offers sign-in on %s',
    async (path) => {
      const { user, router } = renderRoutes(routes, path);
      expect(screen.queryByRole('link', { name: 'Зарегистрироваться' })).toBeNull();
      await user.click(screen.getByRole('link', { name: 'Войти' }));
      expect(router.state.location.pathname).toBe('/signin');
      expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toBeTruthy();
    },
  );

  it('switches the interface language', async () => {
    const { user, store } = renderRoutes(routes, '/signup');
    expect(screen.getByText('Event App')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Язык интерфейса' }), 'en');
    expect(store.getState().ui.locale).toBe('en');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Interface language' })).toBeTruthy();
  });
});
