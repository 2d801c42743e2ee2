import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import {
  eventDoc,
  noonUtc,
  preloaded,
  verifiedDomain,
} from '../../../entities/events/testing/eventTestData';
import { editTestRoutes } from './editTestRoutes';

const conference = eventDoc({
  title: 'Conference',
  startAt: noonUtc('2026-05-12'),
  endAt: noonUtc('2026-05-14'),
});

const card = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  it('shows the name and dates, each with an edit link to the general settings', async () => {
    const { user, router } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    expect(within(card('Event name')).getByText('Conference')).toBeTruthy();
    expect(within(card('Event dates')).getByText('May 12, 2026')).toBeTruthy();
    expect(within(card('Event dates')).getByText('May 14, 2026')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Edit the dates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/conf/settings/general'));
  });

  it('says on a copy what it carried from its original, and nothing on an event that is not one', async () => {
    const copy = eventDoc({
      eventId: 'event-2',
      extKey: 'conf-2',
      carried: { speakers: 12, meetings: 30, files: 7, posts: 0, texts: 4 },
    });
    const { unmount } = renderRoutes(editTestRoutes, '/edit/conf-2', {
      preloadedState: preloaded([conference, copy]),
      locale: 'ru',
    });
    const region = card('Скопировано из оригинала');
    const rows = [...region.querySelectorAll('dl > div')].map((item) => item.textContent);
    expect(rows).toEqual(['Тексты4', 'Файлы7', 'Спикеры12', 'Сессии расписания30']);
    unmount();
    renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([conference, copy]),
      locale: 'ru',
    });
    await screen.findByRole('region', { name: 'Название мероприятия' });
    expect(screen.queryByRole('region', { name: 'Скопировано из оригинала' })).toBeNull();
  });

  it('shows the URL under this host and copies it', async () => {
    const { user, store } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const url = `${window.location.origin}/conf/`;
    const region = card('Event URL');
    expect(within(region).getByRole('link', { name: url }).getAttribute('target')).toBe('_blank');
    const open = within(region).getByRole('link', { name: 'Open in a new tab' });
    expect(open.getAttribute('href')).toBe(url);
    await user.click(within(region).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(store.getState().notifications.queue.map((n) => n.text)).toEqual(['message.linkCopied']);
  });

  it('says when the clipboard refuses', async () => {
    const { user, store } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const refuse = jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
        'error.copyToClipboard',
      ]),
    );
    refuse.mockRestore();
  });

  it('shows the verified custom domain alone', () => {
    renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([eventDoc({ domain: verifiedDomain('app.example.com') })]),
      locale: 'en',
    });
    expect(
      within(card('Event URL')).getByRole('link', { name: 'https://app.example.com/' }),
    ).toBeTruthy();
  });

  it('toggles publication, queued, saying it waits on this device', async () => {
    const { user, store } = renderRoutes(editTestRoutes, '/edit/conf', {
      preloadedState: preloaded([conference]),
      locale: 'en',
    });
    const status = card('Event status');
    await user.click(within(status).getByRole('button', { name: 'Publish' }));
    expect(await within(status).findByText('Published')).toBeTruthy();
    expect(within(status).getByText('Not yet saved')).toBeTruthy();
    await user.click(within(status).getByRole('button', { name: 'Unpublish' }));
    expect(await within(status).findByText('Unpublished')).toBeTruthy();
    expect(store.getState().queue.pending.map((w) => w.call.method)).toEqual([
      'publish',
      'unpublish',
    ]);
    // No server answers here: the toggles wait on this device, and say so (once: the same
    // notice waiting is not queued twice).
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
  });
});
