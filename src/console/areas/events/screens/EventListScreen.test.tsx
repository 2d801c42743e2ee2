import { screen, waitFor, within } from '@testing-library/react';
import { validate as isUuid, version as uuidVersion } from 'uuid';
import {
  eventDoc,
  noonUtc,
  queuedWrite,
  verifiedDomain,
} from '../../../entities/events/testing/eventTestData';
import { cardOf, choose, chooseByKeyboard, renderList } from './testing/eventList';

const conference = eventDoc({
  eventId: 'event-1',
  extKey: 'conf',
  title: 'Conference',
  mainImageId: 'img-1',
  startAt: noonUtc('2026-05-12'),
  endAt: noonUtc('2026-05-14'),
  publishedAt: 1_700_000_500,
  createdAt: 10,
});
const workshop = eventDoc({
  eventId: 'event-2',
  extKey: 'workshop',
  title: 'Workshop',
  createdAt: 20,
});

describe('event list', () => {
  it('shows each event as a card with its image, link, dates and status (ru)', () => {
    renderList([workshop, conference]);
    expect(screen.getByRole('heading', { name: 'Мероприятия', level: 1 })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Conference', 'Workshop']);

    const card = within(cardOf('Conference'));
    expect(card.getByRole('link', { name: 'Conference' }).getAttribute('href')).toBe('/edit/conf');
    const image = card.getByRole('img', { name: 'Conference' });
    expect(image.getAttribute('src')).toBe('/api/v1/event_resources/event-1/img-1_size_w600');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(card.getByText('12 мая 2026 г.')).toBeTruthy();
    expect(card.getByText('14 мая 2026 г.')).toBeTruthy();
    expect(card.getByText('Опубликовано')).toBeTruthy();

    const other = within(cardOf('Workshop'));
    expect(other.queryByRole('img')).toBeNull();
    expect(other.queryByText(/2026/)).toBeNull();
    expect(other.getByText('Не опубликовано')).toBeTruthy();
    expect(other.queryByText('Не сохранено')).toBeNull();

    expect(screen.getByRole('link', { name: 'Новое мероприятие' }).getAttribute('href')).toBe(
      '/new',
    );
  });

  it('formats dates and chips in English for the en interface', () => {
    renderList([conference, workshop], {}, 'en');
    const card = within(cardOf('Conference'));
    expect(card.getByText('May 12, 2026')).toBeTruthy();
    expect(card.getByText('May 14, 2026')).toBeTruthy();
    expect(card.getByText('Published')).toBeTruthy();
    expect(within(cardOf('Workshop')).getByText('Unpublished')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New event' })).toBeTruthy();
  });

  it('lists only my events that are not archived', () => {
    renderList([
      conference,
      eventDoc({ eventId: 'a', title: 'Archived one', isArchive: true }),
      eventDoc({ eventId: 'b', title: 'Not mine', userId: 'someone-else' }),
    ]);
    expect(screen.getByRole('link', { name: 'Conference' })).toBeTruthy();
    expect(screen.queryByText('Archived one')).toBeNull();
    expect(screen.queryByText('Not mine')).toBeNull();
  });

  it('shows skeleton cards until the first snapshot, then says there are no events', () => {
    const { unmount } = renderList([]);
    expect(screen.getByRole('status', { name: 'Загрузка мероприятий' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Новое мероприятие' })).toBeNull();
    unmount();

    renderList([], { current: true });
    expect(screen.queryByRole('status', { name: 'Загрузка мероприятий' })).toBeNull();
    expect(screen.getByText('Мероприятий пока нет. Создайте первое.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Новое мероприятие' })).toBeTruthy();
  });

  it('links a queued create by its id and marks it as not yet saved', () => {
    const create = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'fresh-id', title: 'Fresh', language: 'ru' },
    });
    renderList([conference], { pending: [create] });
    const card = within(cardOf('Fresh'));
    expect(card.getByRole('link', { name: 'Fresh' }).getAttribute('href')).toBe('/edit/fresh-id');
    expect(card.getByText('Не сохранено')).toBeTruthy();
  });

  it('opens the public URL, or the verified custom domain, in a new tab', async () => {
    const withDomain = eventDoc({
      eventId: 'event-3',
      title: 'Branded',
      domain: verifiedDomain('fest.example.com'),
      createdAt: 30,
    });
    const { user } = renderList([workshop, withDomain]);
    await user.click(within(cardOf('Workshop')).getByRole('button', { name: /Workshop/ }));
    const open = await screen.findByRole('menuitem', { name: 'Открыть URL' });
    expect(open.getAttribute('href')).toBe(`${window.location.origin}/workshop/`);
    expect(open.getAttribute('target')).toBe('_blank');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(within(cardOf('Branded')).getByRole('button', { name: /Branded/ }));
    const openBranded = await screen.findByRole('menuitem', { name: 'Открыть URL' });
    expect(openBranded.getAttribute('href')).toBe('https://fest.example.com/');
  });

  it('refuses to archive a published event, without a write', async () => {
    const { user, store } = renderList([conference]);
    await choose(user, 'Conference', 'В архив');
    await waitFor(() =>
      expect(store.getState().notifications.queue).toEqual([
        expect.objectContaining({
          color: 'error',
          title: 'error.title',
          text: 'error.eventIsPublished',
        }),
      ]),
    );
    expect(store.getState().queue.pending).toEqual([]);
    expect(screen.getByRole('link', { name: 'Conference' })).toBeTruthy();
  });

  it('refuses to archive an event with a verified custom domain', async () => {
    const branded = eventDoc({ title: 'Branded', domain: verifiedDomain('fest.example.com') });
    const { user, store } = renderList([branded]);
    await choose(user, 'Branded', 'В архив');
    await waitFor(() =>
      expect(store.getState().notifications.queue[0]?.text).toBe('error.eventWithCustomDomain'),
    );
    expect(store.getState().queue.pending).toEqual([]);
  });

  it('archives an unpublished event: the write is queued and the card goes', async () => {
    const { user, store } = renderList([conference, workshop]);
    await choose(user, 'Workshop', 'В архив');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Workshop' })).toBeNull());
    const [write] = store.getState().queue.pending;
    expect(write?.call).toMatchObject({
      service: 'events',
      method: 'toArchive',
      request: { eventId: 'event-2' },
    });
    expect(write?.docIds).toEqual(['event-2']);
    // No server answers here: the actions wait on this device, and say so (once: the same
    // notice waiting is not queued twice).
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
  });

  it('copies an event: a UUID v7 copy appears at once, titled as a copy', async () => {
    const { user, store } = renderList([workshop]);
    await choose(user, 'Workshop', 'Копировать мероприятие');
    const copyLink = await screen.findByRole('link', { name: 'Workshop (копия)' });
    const [write] = store.getState().queue.pending;
    const request = write?.call.request as { eventId: string; newEventId: string };
    expect(write?.call.method).toBe('copyEvent');
    expect(request.eventId).toBe('event-2');
    expect(isUuid(request.newEventId) && uuidVersion(request.newEventId)).toBe(7);
    expect(copyLink.getAttribute('href')).toBe(`/edit/${request.newEventId}`);
    expect(screen.getAllByText('Не сохранено')).toHaveLength(1);
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
  });

  it('publishes, then unpublishes, showing the state at once', async () => {
    const { user, store } = renderList([workshop]);
    await chooseByKeyboard(user, 'Workshop', 'Опубликовать');
    await waitFor(() => expect(within(cardOf('Workshop')).getByText('Опубликовано')).toBeTruthy());
    await choose(user, 'Workshop', 'Снять с публикации');
    await waitFor(() =>
      expect(within(cardOf('Workshop')).getByText('Не опубликовано')).toBeTruthy(),
    );
    expect(store.getState().queue.pending.map((w) => [w.call.method, w.call.request])).toEqual([
      ['publish', { eventId: 'event-2' }],
      ['unpublish', { eventId: 'event-2' }],
    ]);
    // No server answers here: the actions wait on this device, and say so (once: the same
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
