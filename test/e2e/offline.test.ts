// The offline write queue in Chromium (ARCHITECTURE §2–3): writes made without a network are
// kept (across a reload served by the service worker), counted on the badge, shown at once, and
// applied on the server exactly once when the network is back, even when a response is lost in
// the middle of the replay. The network is really cut: Chromium goes offline and the proxy in
// front of the server resets every connection, the live WebSocket included.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';
import { SAVED_ON_DEVICE } from './ui';

jest.setTimeout(180_000);

describe('the offline write queue in a browser', () => {
  let e2e: E2E;
  const email = 'offline@example.com';
  const password = 'correct horse battery';

  beforeAll(async () => {
    e2e = await E2E.start({ proxy: true });
    const { page } = e2e;
    await e2e.signUpNew(email, password);
    await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
    await page.getByText('Мероприятий пока нет. Создайте первое.').waitFor();
    // The shell must be precached before the network goes (the first visit installs it).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  });

  afterAll(async () => {
    await e2e?.close();
  });

  interface EventRow {
    id: string;
    key: string;
    title: string;
    archived: boolean;
    published: boolean;
  }
  const serverEvents = () =>
    e2e.rows<EventRow>(sql`
      SELECT e.id, e.ext_key AS key, coalesce(t.value, '') AS title,
        e.is_archive AS archived, e.published_at IS NOT NULL AS published
      FROM events e
      JOIN users u ON u.id = e.user_id
      LEFT JOIN translations t ON t.event_id = e.id AND t.lang = e.language AND t.key = 'events.title'
      WHERE u.email = ${email}
      ORDER BY e.created_at, e.id`);
  const ledger = () =>
    e2e.rows<{ last: number; errors: number }>(sql`
      SELECT coalesce(max(l.last_mutation_id), 0)::int AS last,
        count(l.error_code)::int AS errors
      FROM mutation_ledger l JOIN users u ON u.id = l.user_id
      WHERE u.email = ${email}`);
  const failedStrip = () => e2e.page.getByText(/не удалось сохранить/);

  it('keeps an event created and renamed offline across a reload, and sends it once', () =>
    e2e.capture('offline-create-rename', async () => {
      const { page, ui } = e2e;
      await e2e.goOffline();
      await page.getByText('Нет связи', { exact: true }).waitFor();

      await ui.createEvent('Офлайн событие');
      await ui.notification(SAVED_ON_DEVICE);
      await ui.card('Офлайн событие').getByText('Не сохранено', { exact: true }).waitFor();
      await ui.openEvent('Офлайн событие');
      await ui.renameEvent('Переименовано офлайн');
      // Queued, not saved on the server: the notice says so.
      await ui.notification(SAVED_ON_DEVICE);
      await page.getByText('2 неотправленных изменения', { exact: true }).waitFor();
      await ui.accessible('the event list offline, with writes waiting');

      // Still offline: the service worker serves the shell from its precache, the queue and
      // the session come back from IndexedDB. redux-persist writes there throttled (one changed
      // slice per 100 ms), so a reload right after a write could lose it: wait until it is kept.
      await eventually(
        async () => (await e2e.persistedPendingWrites()) === 2,
        'the queue to reach IndexedDB',
      );
      await page.reload();
      await ui.editedTitle('Переименовано офлайн').waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.getByText('2 неотправленных изменения', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Мероприятия', exact: true }).click();
      await ui.at('/');
      await ui.card('Переименовано офлайн').waitFor();
      expect(await serverEvents()).toEqual([]);

      await e2e.goOnline();
      await eventually(async () => (await ui.pendingCount()) === 0, 'the badge to clear', 60_000);
      await ui.pendingBadge().waitFor({ state: 'detached' });
      await ui.card('Переименовано офлайн').waitFor();
      // Confirmed writes lose their marker, even when the live echo beat the reply.
      await eventually(
        async () => (await page.getByText('Не сохранено', { exact: true }).count()) === 0,
        'the unsaved markers to clear',
        30_000,
      );
      expect(await ui.cardCount()).toBe(1);
      expect(await serverEvents()).toEqual([
        expect.objectContaining({
          key: 'oflayn-sobytie',
          title: 'Переименовано офлайн',
          archived: false,
          published: false,
        }),
      ]);
      expect(await ledger()).toEqual([{ last: 2, errors: 0 }]);
      expect(await failedStrip().count()).toBe(0);
    }));

  it('applies every write once when a response is lost during the replay', () =>
    e2e.capture('offline-lost-response', async () => {
      const { page, ui } = e2e;
      const [{ last: before = 0 } = {}] = await ledger();
      await e2e.goOffline();
      await page.getByText('Нет связи', { exact: true }).waitFor();

      // Four writes: create, publish, copy, archive.
      await ui.createEvent('Второе событие');
      await ui.notification(SAVED_ON_DEVICE);
      await ui.cardMenu('Второе событие', 'Опубликовать');
      await ui.notification(SAVED_ON_DEVICE);
      await ui.cardMenu('Второе событие', 'Копировать мероприятие');
      await ui.notification(SAVED_ON_DEVICE);
      await eventually(
        async () => (await ui.cardCount('Второе событие (копия)')) === 1,
        'the copy',
      );
      await ui.cardMenu('Переименовано офлайн', 'В архив');
      await ui.notification(SAVED_ON_DEVICE);
      await ui.card('Переименовано офлайн').waitFor({ state: 'detached' });
      await page.getByText('4 неотправленных изменения', { exact: true }).waitFor();

      // The four go in one request (WriteQueue/SendWrites): the server applies them, but the
      // browser never hears of it, so it sends them again and the ledger answers the repeats.
      const lost = e2e.proxy?.dropResponse(/^\/manager\.WriteQueue\//, 1);
      await e2e.goOnline();
      await lost;
      await eventually(async () => (await ui.pendingCount()) === 0, 'the badge to clear', 60_000);

      expect(e2e.proxy?.dropped).toBe(1);
      const events = await serverEvents();
      expect(
        events.map(({ key, title, archived, published }) => ({
          key,
          title,
          archived,
          published,
        })),
      ).toEqual([
        { key: 'oflayn-sobytie', title: 'Переименовано офлайн', archived: true, published: false },
        { key: 'vtoroe-sobytie', title: 'Второе событие', archived: false, published: true },
        {
          key: 'vtoroe-sobytie-2',
          title: 'Второе событие (копия)',
          archived: false,
          published: false,
        },
      ]);
      expect(await ledger()).toEqual([{ last: before + 4, errors: 0 }]);
      expect(await failedStrip().count()).toBe(0);

      // The list shows the server's state: the archived event gone, the event (published) and
      // its copy (not).
      const second = ui.card('Второе событие');
      const copied = ui.card('Второе событие (копия)');
      await eventually(
        async () =>
          (await ui.cardCount()) === 2 &&
          (await second.getByText('Опубликовано', { exact: true }).count()) === 1 &&
          (await copied.getByText('Не опубликовано', { exact: true }).count()) === 1,
        'the list to show the server state',
      );
      // The echo of a write can arrive before its reply (always for the copy, whose reply was
      // lost and whose retry is answered from the ledger): the markers still clear.
      await eventually(
        async () => (await page.getByText('Не сохранено', { exact: true }).count()) === 0,
        'the unsaved markers to clear',
        30_000,
      );
    }));

  // Only the session's slice loads with the store: an area's slices load with its screens.
  const speakersScriptLoaded = () =>
    e2e.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/speakers\.[0-9a-f]+\.js$/.test(entry.name)),
    );

  it('restores a lazily loaded slice offline, and sends its queued write before its code loads', () =>
    e2e.capture('offline-lazy-area', async () => {
      const { page, ui } = e2e;
      const href =
        (await ui
          .card('Второе событие')
          .getByRole('link', { name: 'Второе событие', exact: true })
          .getAttribute('href')) ?? '';
      const addSpeaker = async (name: string) => {
        await page.getByRole('link', { name: 'Добавить спикера' }).click();
        await page.getByRole('textbox', { name: 'Имя' }).fill(name);
        await page.getByRole('button', { name: 'Создать' }).click();
        await page.getByRole('heading', { name: 'Спикер', exact: true }).waitFor();
        await e2e.goto(`${href}/speakers`);
        await page.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
      };
      const speakersList = async () => {
        await e2e.goto(`${href}/speakers`);
        await page.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
      };
      await speakersList();
      await addSpeaker('Ада');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the speaker to be sent');
      await page.getByText('Ада', { exact: true }).waitFor();

      await e2e.goOffline();
      await addSpeaker('Грейс');
      await eventually(
        async () => (await e2e.persistedPendingWrites()) === 1,
        'the queue to reach IndexedDB',
      );
      // Reloaded into the event list: the speakers' code does not load, and the state it
      // restored (Ада, from the live feed) is kept and stored again untouched.
      await e2e.goto('/');
      await ui.card('Второе событие').waitFor();
      await page.getByText('1 неотправленное изменение', { exact: true }).waitFor();
      expect(await speakersScriptLoaded()).toBe(false);
      await ui.accessible('the event list offline, with a speaker waiting');
      // Reloaded into the speakers, still offline: the slice comes back with what was stored,
      // and the queued speaker on top.
      await speakersList();
      await page.getByText('Ада', { exact: true }).waitFor();
      await page.getByText('Грейс', { exact: true }).waitFor();
      expect(await speakersScriptLoaded()).toBe(true);

      // Reloaded into the event list and online: the queue sends the speaker without the
      // speakers' code.
      await e2e.goto('/');
      await ui.card('Второе событие').waitFor();
      await e2e.goOnline();
      await eventually(async () => (await ui.pendingCount()) === 0, 'the badge to clear', 60_000);
      expect(await speakersScriptLoaded()).toBe(false);
      expect(await failedStrip().count()).toBe(0);
      const rows = await e2e.rows<{ name: string }>(sql`SELECT name FROM speakers ORDER BY name`);
      expect(rows.map((r) => r.name)).toEqual(['Ада', 'Грейс']);
    }));
});
