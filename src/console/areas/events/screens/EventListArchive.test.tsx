import { screen, waitFor, within } from '@testing-library/react';
import { eventDoc } from '../../../entities/events/testing/eventTestData';
import { cardOf, choose, renderList } from './testing/eventList';

const current = eventDoc({
  eventId: 'event-1',
  extKey: 'conf',
  title: 'Conference',
  createdAt: 10,
});
const archived = eventDoc({
  eventId: 'event-2',
  extKey: 'old-summit',
  title: 'Old summit',
  isArchive: true,
  createdAt: 20,
});
const othersArchived = eventDoc({
  eventId: 'event-3',
  title: 'Not mine',
  userId: 'someone-else',
  isArchive: true,
});

describe('event list: archived events', () => {
  it('finds an archived event in the Archive tab and unarchives it back into the list', async () => {
    const { user, store, router } = renderList([current, archived, othersArchived], {
      current: true,
      archivedCurrent: true,
    });
    const tabs = screen.getByRole('tablist', { name: 'Показать мероприятия' });
    expect(within(tabs).getByRole('tab', { name: 'Текущие', selected: true })).toBeTruthy();
    expect(screen.queryByText('Old summit')).toBeNull();

    await user.click(within(tabs).getByRole('tab', { name: 'Архив' }));
    expect(router.state.location.search).toBe('?view=archived');
    await screen.findByRole('heading', { level: 2, name: 'Old summit' });
    await waitFor(() => expect(screen.queryByText('Conference')).toBeNull());
    expect(screen.queryByText('Not mine')).toBeNull();
    // Read-only until unarchived: the title is no link to the edit screens.
    expect(within(cardOf('Old summit')).queryByRole('link', { name: 'Old summit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Новое мероприятие' })).toBeNull();

    // An archived event cannot be published: its menu does not offer it (issue 30, item 10).
    await user.click(within(cardOf('Old summit')).getByRole('button', { name: /Old summit/ }));
    await screen.findByRole('menuitem', { name: 'Восстановить из архива' });
    expect(screen.queryByRole('menuitem', { name: 'Опубликовать' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await choose(user, 'Old summit', 'Восстановить из архива');
    await waitFor(() => expect(screen.getByText('В архиве нет мероприятий.')).toBeTruthy());
    expect(store.getState().queue.pending.map((w) => [w.call.method, w.call.request])).toEqual([
      ['fromArchive', { eventId: 'event-2' }],
    ]);

    // Back in the list (the browser test moves between the tabs by keyboard).
    await user.click(within(tabs).getByRole('tab', { name: 'Текущие' }));
    expect(router.state.location.search).toBe('');
    const link = await screen.findByRole('link', { name: 'Old summit' });
    expect(link.getAttribute('href')).toBe('/edit/old-summit');
  });

  it('opens on the archive view from its address, waits for it, and says when it is empty (en)', () => {
    const { unmount } = renderList([current], { current: true }, 'en', '/?view=archived');
    expect(screen.getByRole('tab', { name: 'Archived', selected: true })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading archived events' })).toBeTruthy();
    unmount();

    renderList([current], { current: true, archivedCurrent: true }, 'en', '/?view=archived');
    expect(screen.getByText('No archived events.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Current', selected: false })).toBeTruthy();
  });
});
