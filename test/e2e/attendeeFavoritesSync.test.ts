// Favourites on two devices without an account (issue 29) in Chromium: two phones at 360 px, each
// with its own stars; "Перенести избранное" on the first shows a QR and a link, the second opens
// the link and both hold the union; a star added on one appears on the other while it stays
// open, a star removed on the other disappears from the first, and a change made offline
// reaches the other device once the network is back.
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import type { E2E } from './browser';
import {
  appTookOver,
  organiserWithEvent,
  startAttendeeE2E,
  sessionsTwoHoursApart,
} from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(240_000);

const DAY1 = Date.UTC(2030, 5, 1, 7, 0) / 1000; // 10:00 in Moscow
// A device open on a page syncs every 15 s: a change shows on the other within this.
const SYNCED = { timeout: 30_000 };

describe('favourites moved to another device', () => {
  let e2e: E2E;
  let second: Browser;

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
    second = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox'],
    });
  });
  afterAll(async () => {
    await second?.close();
    await e2e?.close();
  });

  const fitsPhone = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const star = (page: Page, name: string) =>
    page.getByRole('button', { name: `В избранном: ${name}` });
  const starred = (page: Page, name: string) =>
    page.getByRole('main').getByRole('link', { name, exact: true });

  it('links two phones by the sync link and keeps their favourites in step', () =>
    e2e.capture('attendee-favorites-sync', async () => {
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'favorites-sync@example.com',
        'Звёздная ночь',
      );
      const names = ['Утренний кофе', 'Доклад о звёздах', 'Вечерняя прогулка'];
      await sessionsTwoHoursApart({ api, o }, eventId, names, DAY1);
      const [coffee, talk, walk] = names as [string, string, string];
      await api.events.publish({ eventId }, o);

      const a = await e2e.context.newPage();
      await a.setViewportSize({ width: 360, height: 740 });
      const context = await second.newContext({ viewport: { width: 360, height: 740 } });
      try {
        const b = await context.newPage();
        // Each phone stars a session of its own before they are linked.
        await a.goto(e2e.url(`/${key}/schedule`));
        await appTookOver(a);
        await star(a, coffee).click();
        await star(a, coffee).and(a.locator('[aria-pressed="true"]')).waitFor();
        await b.goto(e2e.url(`/${key}/schedule`));
        await appTookOver(b);
        await star(b, talk).click();
        await star(b, talk).and(b.locator('[aria-pressed="true"]')).waitFor();

        // Phone A shows its link, as a QR and as text.
        await a.goto(e2e.url(`/${key}/favorites`));
        await starred(a, coffee).waitFor();
        await a.getByRole('button', { name: 'Перенести избранное' }).click();
        await a.getByRole('img', { name: 'QR-код ссылки для переноса избранного' }).waitFor();
        const link = (await a.locator('a.sync-link').getAttribute('href')) ?? '';
        expect(link).toMatch(new RegExp(`^${e2e.url(`/${key}/favorites`)}#sync=[\\w-]{22}$`));
        await a.getByText('Избранное синхронизировано с другими вашими устройствами.').waitFor();
        expect(await fitsPhone(a)).toBe(true);
        await new UI(a).accessible('the favourites page with its sync link');

        // Phone B opens it: both sets at once, and the key leaves the address bar.
        await b.goto(link);
        await starred(b, coffee).waitFor();
        await starred(b, talk).waitFor();
        await b.getByText('Избранное синхронизировано с другими вашими устройствами.').waitFor();
        expect(b.url()).toBe(e2e.url(`/${key}/favorites`));
        await new UI(b).accessible('the linked favourites page');
        // Phone A, still open, receives B's star.
        await starred(a, talk).waitFor(SYNCED);

        // A star added on A appears on B, open on its favourites.
        await a.goto(e2e.url(`/${key}/schedule`));
        await appTookOver(a);
        await star(a, walk).click();
        await starred(b, walk).waitFor(SYNCED);
        // A star removed on B disappears from A.
        await star(b, coffee).click();
        await a.goto(e2e.url(`/${key}/favorites`));
        await starred(a, walk).waitFor();
        await starred(a, coffee).waitFor({ state: 'detached', ...SYNCED });

        // Offline, A unstars a session: kept on A, it reaches B once A is back online.
        await e2e.context.setOffline(true);
        await star(a, talk).click();
        await starred(a, talk).waitFor({ state: 'detached' });
        await a
          .getByText('Изменения избранного ждут связи, чтобы дойти до других устройств.')
          .waitFor();
        await e2e.context.setOffline(false);
        await a.getByText('Избранное синхронизировано с другими вашими устройствами.').waitFor();
        await starred(b, talk).waitFor({ state: 'detached', ...SYNCED });
        await starred(b, walk).waitFor();
      } finally {
        await context.close();
      }
    }));
});
