// The first screen without script (issue 29) in Chromium: on a 360 px phone with JavaScript off,
// a published event's home (title, dates, slogan, menu) and its schedule's first day are
// readable from the server's HTML, which carries a meta description and Open Graph tags (axe
// checks them with the app's script blocked, as it needs script itself); with JavaScript on,
// the app takes over that screen with no loading frame in between, and a star tapped on that
// screen before it did counts once.
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import type { E2E } from './browser';
import { eventually } from './browser';
import { appTookOver, organiserApi, startAttendeeE2E, sessionsTwoHoursApart } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(240_000);

const DAY1 = Date.UTC(2030, 5, 1, 7, 0) / 1000; // 10:00 in Moscow
const HOUR = 3600;

describe('the first screen without script', () => {
  let e2e: E2E;
  let noScript: Browser;
  let organiser: Awaited<ReturnType<typeof organiserApi>>;

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
    organiser = await organiserApi(e2e, 'first-screen@example.com');
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
      const { api, o } = organiser;
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
        // Styled without script by the stylesheet inside the page: the skip link is off screen.
        expect(
          await phone.evaluate(() => getComputedStyle(document.querySelector('.skip')!).position),
        ).toBe('absolute');
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

      // With script: the server's day is on show at once, styled by the page's own stylesheet
      // (no stylesheet is requested), and the app's own page replaces it with no loading frame
      // in between; the Content-Security-Policy lets the inline style and scripts through.
      const phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      const stylesheets: string[] = [];
      phone.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      });
      const refusals: string[] = [];
      phone.on('console', (m) => {
        if (/Content.Security.Policy/i.test(m.text())) refusals.push(m.text());
      });
      await phone.addInitScript(() => {
        const w = window as unknown as {
          sawLoading: boolean;
          violations: string[];
          scriptsAtPaint: number;
        };
        w.violations = [];
        // The scripts of the page when its first paint is on show (told before the page's own
        // observer, which was made after this one).
        w.scriptsAtPaint = -1;
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0)
            w.scriptsAtPaint = document.querySelectorAll(
              'script[src], link[rel=preload], link[rel=modulepreload]',
            ).length;
        }).observe({ type: 'paint', buffered: true });
        document.addEventListener('securitypolicyviolation', (e) =>
          w.violations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
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
      expect(stylesheets).toEqual([]);
      // The app's scripts were started, and even asked for, only once the server's screen was
      // on show: the first paint shares the network with none of them.
      expect(
        await phone.evaluate(
          () => (window as unknown as { scriptsAtPaint: number }).scriptsAtPaint,
        ),
      ).toBe(0);
      expect(
        await phone.evaluate(() => ({
          width: getComputedStyle(document.getElementById('root')!).maxWidth,
          skip: getComputedStyle(document.querySelector('.skip')!).position,
        })),
      ).toEqual({ width: '720px', skip: 'absolute' });
      expect(
        await phone.evaluate(() => (window as unknown as { violations: string[] }).violations),
      ).toEqual([]);
      expect(refusals).toEqual([]);
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

  it('counts a star tapped before the app took over once, and shows none without script', () =>
    e2e.capture('attendee-first-screen-star', async () => {
      const { api, o } = organiser;
      const eventId = uuidv7();
      const { filteredEventKey: key } = await api.events.createEvent(
        { eventId, title: 'Звездопад', language: 'ru', timeZone: 'Europe/Moscow' },
        o,
      );
      const names = ['Утренний кофе', 'Доклад о кометах', 'Ночная прогулка'];
      await sessionsTwoHoursApart(organiser, eventId, names, DAY1);
      const [coffee, talk, walk] = names as [string, string, string];
      await api.events.publish({ eventId }, o);
      const star = (page: Page, name: string) =>
        page.getByRole('button', { name: `В избранном: ${name}` });

      // Without script a star could not work: the day shows none.
      const context = await noScript.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      });
      try {
        const page = await context.newPage();
        await page.goto(e2e.url(`/${key}/schedule`));
        await page.getByRole('link', { name: coffee }).waitFor();
        expect(await page.getByRole('button', { name: /^В избранном/ }).count()).toBe(0);
      } finally {
        await context.close();
      }

      // The app's script held back, then the event's data: each tap lands on the server's
      // first screen, the first before the app runs, the second while it waits for the data.
      const phone = await e2e.context.newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      const script = held();
      const data = held();
      await phone.route('**/a/assets/attendee.*.js', async (route) => {
        await script.until;
        await route.continue();
      });
      await phone.route(
        (url) => url.pathname === `/api/v1/public/events/${key}`,
        async (route) => {
          await data.until;
          await route.continue();
        },
      );
      await phone.goto(e2e.url(`/${key}/schedule`), { waitUntil: 'commit' });
      await star(phone, coffee).click();
      await star(phone, coffee).and(phone.locator('[aria-pressed="true"]')).waitFor();
      // Tapped twice: on, then off again.
      await star(phone, walk).click();
      await star(phone, walk).click();
      script.release();
      await phone.locator('.first-screen').waitFor({ state: 'attached' });
      await star(phone, talk).click();
      data.release();
      await appTookOver(phone);

      // The app's own page: each star as the attendee left it, and Favorites holds the two.
      const pressed = (name: string) => star(phone, name).getAttribute('aria-pressed');
      expect(await pressed(coffee)).toBe('true');
      expect(await pressed(talk)).toBe('true');
      expect(await pressed(walk)).toBe('false');
      const favorites = phone.getByRole('main');
      const listed = (name: string) => favorites.getByRole('link', { name, exact: true });
      await phone.goto(e2e.url(`/${key}/favorites`));
      await listed(coffee).waitFor();
      await listed(talk).waitFor();
      expect(await listed(walk).count()).toBe(0);
      // Counted once: unstarred in the app, a session stays so on a page loaded afresh.
      await star(phone, coffee).click();
      await listed(coffee).waitFor({ state: 'detached' });
      await phone.reload();
      await listed(talk).waitFor();
      expect(await listed(coffee).count()).toBe(0);
      await phone.close();
    }));
});

/** A request held until the test releases it. */
function held(): { until: Promise<void>; release: () => void } {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
}
