import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/console/renderWithProviders';
import { failureNotified, notified } from '../notificationsSlice';
import { NOTIFICATION_TIMEOUT_MS } from './NotificationCard';

describe('notifications', () => {
  it('shows the first of the queue with a count of those waiting; closing shows the next', async () => {
    const { store, user } = renderWithProviders(<p>page</p>, { locale: 'en' });
    act(() => {
      store.dispatch(notified({ text: 'message.updated' }));
      store.dispatch(notified({ text: 'message.published', color: 'info' }));
      store.dispatch(notified({ text: 'Literal from the server', literal: true }));
    });

    const status = screen.getByRole('status');
    expect(within(status).getByText('Updated.')).toBeTruthy();
    expect(within(status).queryByText('Event published.')).toBeNull();
    expect(within(status).getByText('2')).toBeTruthy();
    expect(within(status).getByText('2 more notifications waiting')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(within(status).getByText('Event published.')).toBeTruthy();
    expect(within(status).getByText('1 more notification waiting')).toBeTruthy();
    expect(store.getState().notifications.queue).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(within(status).getByText('Literal from the server')).toBeTruthy();
    expect(within(status).queryByText(/more notification/)).toBeNull();
  });

  it('shows failures as alerts titled "Ошибка" with the server message', () => {
    const { store } = renderWithProviders(<p>page</p>);
    act(() => {
      store.dispatch(failureNotified('Event is published.'));
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Ошибка')).toBeTruthy();
    expect(within(alert).getByText('Event is published.')).toBeTruthy();
    expect(within(screen.getByRole('status')).queryByText('Event is published.')).toBeNull();
  });

  it('closes by itself after 6000 ms', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<p>page</p>);
      act(() => {
        store.dispatch(notified({ text: 'message.emailSent' }));
      });
      expect(screen.getByText('Письмо отправлено на адрес электронной почты.')).toBeTruthy();
      act(() => {
        jest.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1);
      });
      expect(store.getState().notifications.queue).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(store.getState().notifications.queue).toHaveLength(0);
      expect(screen.queryByText('Письмо отправлено на адрес электронной почты.')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to reload into a new version, and waits for the answer', async () => {
    const activate = jest.fn();
    window.__eventappActivateUpdate = activate;
    try {
      const { store, user } = renderWithProviders(<p>page</p>);
      act(() => {
        store.dispatch(notified({ color: 'info', text: 'shell:updateAvailable' }));
      });
      expect(screen.getByText('Доступна новая версия. Обновить?')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Обновить' }));
      expect(activate).toHaveBeenCalledTimes(1);
    } finally {
      delete window.__eventappActivateUpdate;
    }
  });
});
