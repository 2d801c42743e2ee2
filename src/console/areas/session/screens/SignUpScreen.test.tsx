import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { SignUpScreen } from './SignUpScreen';

const routes = [
  { path: '/signup', element: <SignUpScreen /> },
  { path: '/signin', element: <p>signin</p> },
];

describe('sign up', () => {
  it('validates e-mail and password before creating anything', async () => {
    const { user, store } = renderRoutes(routes, '/signup', { locale: 'en' });
    await user.type(screen.getByLabelText('E-mail'), 'org@example');
    await user.type(screen.getByLabelText('Password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Must be valid e-mail.')).toBeTruthy();
    expect(screen.getByText('Minimum number of characters allowed: 8.')).toBeTruthy();
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('shows the agreement with its two links, in Russian', () => {
    renderRoutes(routes, '/signup');
    const terms = screen.getByRole('link', { name: 'условия использования' });
    const privacy = screen.getByRole('link', { name: 'политику конфиденциальности' });
    expect(terms.getAttribute('href')).toBe('#terms');
    expect(privacy.getAttribute('href')).toBe('#privacy');
    expect(screen.getByRole('button', { name: 'Создать аккаунт' })).toBeTruthy();
  });

  it('reports a failed registration and stays signed out', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, store } = renderRoutes(routes, '/signup');
    await user.type(screen.getByLabelText('E-mail'), 'org@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));

    const card = screen.getByRole('region', { name: 'Регистрация' });
    const alert = await within(card).findByRole('alert');
    const text = 'Нет связи с сервером. Проверьте подключение и попробуйте снова.';
    expect(within(alert).getByText(text)).toBeTruthy();
    expect(store.getState().notifications.queue).toEqual([
      expect.objectContaining({ color: 'error', text }),
    ]);
    expect(store.getState().session.idToken).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Закрыть сообщение об ошибке' }));
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
