// Two tabs of one organiser in one browser profile share one write queue (one owner per
// profile, src/client/queue): writes made in both tabs, online and offline, reach the server
// exactly once, even when each tab reloads while the queue is being sent.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { E2E, eventually } from './browser';
import { SAVED_ON_DEVICE, UI } from './ui';

jest.setTimeout(240_000);

describe('two tabs of one organiser', () => {
  let e2e: E2E;
  let other: { page: Page; ui: UI };
  const email = 'two-tabs@example.com';

  beforeAll(async () => {
    e2e = await E2E.start({ proxy: true });
    await e2e.signUpNew(email, 'correct horse battery');
    await e2e.page.getByText('Мероприятий пока нет. Создайте первое.').waitFor();
    // Reloads while offline need the precached shell.
    await e2e.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const page = await e2e.context.newPage();
    other = { page, ui: new UI(page) };
    await page.goto(e2e.url('/'));
    await page.getByText('Мероприятий пока нет. Создайте первое.').waitFor();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const titles = () =>
    e2e.rows<{ title: string }>(sql`
      SELECT t.value AS title FROM events e
      JOIN users u ON u.id = e.user_id
      JOIN translations t ON t.event_id = e.id AND t.lang = e.language AND t.key = 'events.title'
      WHERE u.email = ${email}
      ORDER BY t.value`);
  const ledger = async () => {
    const [row] = await e2e.rows<{ clients: number; last: number; errors: number }>(sql`
      SELECT count(*)::int AS clients, coalesce(max(l.last_mutation_id), 0)::int AS last,
        count(l.error_code)::int AS errors
      FROM mutation_ledger l JOIN users u ON u.id = l.user_id
      WHERE u.email = ${email}`);
    return row!;
  };
  /** Online the server confirms the create; offline it waits on this device, and says so. */
  const create = async (ui: UI, title: string, notice = 'Данные созданы') => {
    await ui.createEvent(title);
    await ui.notification(notice);
  };

  it('sends every write of both tabs once, across offline and reloads mid-flush', () =>
    e2e.capture('two-tabs', async () => {
      const tabs = [e2e, other];
      await create(e2e.ui, 'Вкладка 1 онлайн');
      await create(other.ui, 'Вкладка 2 онлайн');
      await eventually(async () => (await titles()).length === 2, 'the online writes');

      await e2e.goOffline();
      for (const { page } of tabs) await page.getByText('Нет связи', { exact: true }).waitFor();
      for (const n of [1, 2, 3]) {
        await create(e2e.ui, `Вкладка 1 офлайн ${n}`, SAVED_ON_DEVICE);
        await create(other.ui, `Вкладка 2 офлайн ${n}`, SAVED_ON_DEVICE);
      }
      // Both tabs show the profile's whole queue.
      for (const { page, ui } of tabs) {
        await page.getByText('6 неотправленных изменений', { exact: true }).waitFor();
        await ui.accessible('a tab with writes waiting offline');
      }
      await eventually(async () => (await e2e.persistedPendingWrites()) === 6, 'the stored queue');

      // Each answer is held back, so both reloads come while the queue is being sent.
      e2e.proxy?.slowDown(400);
      await e2e.goOnline();
      await eventually(async () => (await ledger()).last >= 3, 'the first offline write sent');
      await e2e.page.reload();
      await eventually(async () => (await ledger()).last >= 5, 'more writes sent');
      await other.page.reload();
      e2e.proxy?.slowDown(0);

      for (const { ui } of tabs) {
        await eventually(
          async () => (await ui.pendingCount()) === 0,
          'the badges to clear',
          60_000,
        );
      }
      expect((await titles()).map((row) => row.title)).toEqual([
        'Вкладка 1 онлайн',
        'Вкладка 1 офлайн 1',
        'Вкладка 1 офлайн 2',
        'Вкладка 1 офлайн 3',
        'Вкладка 2 онлайн',
        'Вкладка 2 офлайн 1',
        'Вкладка 2 офлайн 2',
        'Вкладка 2 офлайн 3',
      ]);
      expect(await ledger()).toEqual({ clients: 1, last: 8, errors: 0 });
      for (const { page, ui } of tabs) {
        expect(await page.getByText(/не удалось сохранить/).count()).toBe(0);
        await eventually(async () => (await ui.cardCount()) === 8, 'the list to show all eight');
      }
    }));
});
