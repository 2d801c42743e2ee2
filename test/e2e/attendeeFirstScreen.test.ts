// The first screen without script (issue 29) in Chromium: on a 360 px phone with JavaScript off,
// a published event's home (title, dates, slogan, menu) and its schedule's first day are
// readable from the server's HTML, which carries a meta description and Open Graph tags (axe
// checks them with the app's script blocked, as it needs script itself); with JavaScript on,
// the app takes over that screen with no loading frame in between.
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import type { E2E } from './browser';
import { eventually } from './browser';
import { appTookOver, organiserApi, startAttendeeE2E } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(240_000);

const DAY1 = Date.UTC(2030, 5, 1, 7, 0) / 1000; // 10:00 in Moscow
const HOUR = 3600;

describe('the first screen without script', () => {
  let e2e: E2E;
  let noScript: Browser;

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
    noScript = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox'],
    });
  });
  afterAll(async () => {
    await noScript?.close();
    await e2e?.close();
  });

  it('shows the home and a day of sessions without JavaScript, and the app takes over', () =>
    e2e.capture('attendee-first-screen', async () => {
      const { api, o } = await organiserApi(e2e, 'first-screen@example.com');
      const eventId = uuidv7();
      const { filteredEventKey: key } = await api.events.createEvent(
        {
          eventId,
          title: 'Белые ночи',
          slogan: '<p>Два дня о <strong>городе</strong></p>',
          language: 'ru',
          timeZone: 'Europe/Moscow',
        },
        o,
      );
      const meeting = (name: string, startAt: number) =>
        api.meetings.createMeeting(
          { eventId, meetingId: uuidv7(), name, startAt, endAt: startAt + HOUR, speakerIds: [] },
          o,
        );
      await meeting('Открытие', DAY1);
      await meeting('Прогулка по набережной', DAY1 + 2 * HOUR);
      await meeting('Закрытие', DAY1 + 24 * HOUR);
      await api.events.publish({ eventId }, o);

      const context = await noScript.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      });
      try {
        const phone = await context.newPage();
        await phone.goto(e2e.url(`/${key}/`));
        await phone.getByRole('heading', { name: 'Белые ночи', level: 1 }).waitFor();
        await phone.getByText('Два дня о городе').waitFor();
        const meta = (selector: string) => phone.locator(selector).first().getAttribute('content');
        expect(await meta('meta[name="description"]')).toBe('Два дня о городе');
        expect(await meta('meta[property="og:title"]')).toBe('Белые ночи');
        expect(await meta('meta[property="og:url"]')).toBe(e2e.url(`/${key}/`));

        // A plain link, followed by the browser: the schedule at its first day.
        await phone.getByRole('navigation').getByRole('link', { name: 'Расписание' }).click();
        await phone.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
        await phone.getByRole('link', { name: 'Открытие' }).waitFor();
        await phone.getByRole('link', { name: 'Прогулка по набережной' }).waitFor();
        await phone.getByText(/^10:00\s*–\s*11:00$/).waitFor();
        expect(await phone.getByRole('link', { name: 'Закрытие' }).count()).toBe(0);
        expect(
          await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      } finally {
        await context.close();
      }

      // axe needs script of its own, so it checks the same screens with the app's script
      // blocked instead.
      const blocked = await noScript.newContext({ viewport: { width: 360, height: 740 } });
      try {
        await blocked.route('**/a/assets/*.js', (route) => route.abort());
        const phone = await blocked.newPage();
        const ui = new UI(phone);
        await phone.goto(e2e.url(`/${key}/`));
        await phone.getByRole('heading', { name: 'Белые ночи', level: 1 }).waitFor();
        await ui.accessible('the home without the app script');
        await phone.goto(e2e.url(`/${key}/schedule`));
        await phone.getByRole('link', { name: 'Открытие' }).waitFor();
        await ui.accessible('a day of the schedule without the app script');
      } finally {
        await blocked.close();
      }

      // With script: the server's day is on show at once and the app's own page replaces it
      // with no loading frame in between.
      const phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      await phone.addInitScript(() => {
        const w = window as unknown as { sawLoading: boolean };
        w.sawLoading = false;
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root && !root.hidden && root.textContent?.includes('Загрузка')) w.sawLoading = true;
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await phone.goto(e2e.url(`/${key}/schedule`));
      await phone.getByRole('link', { name: 'Открытие' }).waitFor();
      await appTookOver(phone);
      await phone.getByRole('link', { name: 'Прогулка по набережной' }).waitFor();
      expect(
        await phone.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading),
      ).toBe(false);
      // The app's own page: a star is a button that works.
      await phone.getByRole('button', { name: 'В избранном: Открытие' }).click();
      await eventually(
        async () =>
          (await phone
            .getByRole('button', { name: 'В избранном: Открытие' })
            .getAttribute('aria-pressed')) === 'true',
        'the star to be set',
      );
      await phone.close();
    }));
});
