// The statistics screen in Chromium against the real server: page views posted over HTTP to
// /api/v1/collect by two attendee devices (three sessions) show as active clients and as
// today's row; a refresh brings in what came after; one client's figures on their own.
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import { createClients } from '../../src/common/clients';
import { E2E, eventually } from './browser';

jest.setTimeout(120_000);

const CLIENT_A = 'client-a-0000000000001';
const CLIENT_B = 'client-b-0000000000002';
const CLIENT_C = 'client-c-0000000000003';

describe('statistics in a browser', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** One page view, as the attendee app reports it. */
  async function hit(eventKey: string, clientId: string, sessionId: string, page: string) {
    const res = await fetch(e2e.url('/api/v1/collect'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventKey, clientId, sessionId, page }),
    });
    expect(res.status).toBe(204);
  }

  it("shows the active clients and today's users, sessions and page views", () =>
    e2e.capture('statistics', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew('stats@example.com', 'correct horse battery');
      await ui.createEvent('Stats Forum');
      // The card links by the event id until the server's echo brings the event's key.
      const link = ui.card('Stats Forum').getByRole('link', { name: 'Stats Forum' });
      const byId = /^\/edit\/[0-9a-f]{8}-[0-9a-f-]{27}$/;
      await eventually(
        async () => !byId.test(String(await link.getAttribute('href'))),
        'the event key from the server',
      );
      const href = await link.getAttribute('href');
      const eventKey = decodeURIComponent(String(href).replace(/^\/edit\//, ''));
      expect(eventKey).toMatch(/^[a-z0-9_-]{3,20}$/);
      // Visits count for a published event only (issue 28 §11): the organiser publishes it.
      const [row] = await e2e.rows<{ id: string }>(
        sql`select id from events where ext_key = ${eventKey}`,
      );
      const api = createClients(
        createGrpcWebTransport({ baseUrl: e2e.origin, httpVersion: '1.1' }),
      );
      const { idToken } = await api.auth.signIn({
        email: 'stats@example.com',
        password: 'correct horse battery',
      });
      await api.events.publish(
        { eventId: row?.id ?? '' },
        { headers: { 'access-token': idToken } },
      );

      // Two devices: A in two sessions (3 + 1 pages), B in one (2 pages).
      for (const [client, session, path] of [
        [CLIENT_A, 'session-a1-00000000001', '/'],
        [CLIENT_A, 'session-a1-00000000001', '/schedule'],
        [CLIENT_A, 'session-a1-00000000001', '/speakers'],
        [CLIENT_A, 'session-a2-00000000002', '/'],
        [CLIENT_B, 'session-b1-00000000003', '/'],
        [CLIENT_B, 'session-b1-00000000003', '/info'],
      ] as const) {
        await hit(eventKey, client, session, path);
      }

      await ui.openEvent('Stats Forum');
      await page
        .getByRole('navigation', { name: 'Разделы мероприятия' })
        .getByRole('link', { name: 'Статистика' })
        .click();
      await page.getByRole('heading', { name: 'Статистика', level: 1 }).waitFor();

      const active = page.getByRole('region', { name: 'Активные клиенты сейчас' });
      await active.getByText('2', { exact: true }).waitFor();
      const today = new Date().toISOString().slice(0, 10);
      const todayRow = () =>
        page.getByRole('row').filter({ has: page.locator(`time[datetime="${today}"]`) });
      const cells = async () => (await todayRow().getByRole('cell').allTextContents()).slice(1);
      await todayRow().waitFor();
      await ui.accessible('the statistics screen');
      expect(await cells()).toEqual(['2', '3', '6']);
      expect(
        await page.getByRole('img', { name: /Пользователи, сеансы и просмотры страниц/ }).count(),
      ).toBe(1);

      // A third device arrives; the refresh button brings it in without a reload.
      await hit(eventKey, CLIENT_C, 'session-c1-00000000004', '/');
      await page.getByRole('button', { name: 'Обновить' }).click();
      await active.getByText('3', { exact: true }).waitFor();
      await eventually(
        async () => (await cells()).join() === '3,4,7',
        "today's row with the third device",
      );

      // One device's figures: its sessions and page views only.
      await page.getByLabel('Идентификатор клиента').fill(CLIENT_A);
      await page.getByRole('button', { name: 'Показать' }).click();
      await eventually(async () => (await cells()).join() === '2,4', "client A's row");
      expect(await page.getByRole('columnheader').allTextContents()).toEqual([
        'Дата',
        'Сеансы',
        'Просмотры страниц',
      ]);

      // At 360 px the table fits the screen, or says that it scrolls sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      const table = page.getByRole('region', { name: /только дни с данными/ });
      await table.waitFor();
      const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
      if (!fits) await page.getByText('Таблица прокручивается вбок.', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await ui.accessible('the statistics screen at 360 px');
    }));
});
