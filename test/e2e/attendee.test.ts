// The attendee app in Chromium against the real server: an organiser creates an event in the
// console (whose service worker is then installed in the same profile) and publishes it; an
// attendee on a 360 px phone opens /{eventKey}/ and sees its name, theme and sponsors; the
// organiser renames it and the open page follows without a reload; with the network cut, a
// reload still shows the home page from the device; an unpublished key gets the 404 page.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import type { E2E } from './browser';
import { eventually } from './browser';
import { organiserApi, startAttendeeE2E } from './attendeeRig';
import { UI } from './ui';

jest.setTimeout(180_000);

describe('the attendee app in a browser', () => {
  let e2e: E2E;
  let attendee: Page;
  const email = 'organiser@example.com';
  const password = 'correct horse battery';

  beforeAll(async () => {
    e2e = await startAttendeeE2E();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('shows a published event live, offline, and a 404 page for an unpublished one', () =>
    e2e.capture('attendee-app', async () => {
      const { ui } = e2e;
      const { api, o: as } = await organiserApi(e2e, email, password);
      await ui.createEvent('Summer Conf');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
      await e2e.page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      const [event] = await e2e.rows<{ id: string; key: string }>(
        sql`SELECT id, ext_key AS key FROM events`,
      );
      if (!event) throw new Error('the console created no event');
      await api.events.setTheme(
        {
          eventId: event.id,
          theme: 'light',
          themeConfig: { color1: '#1A1A1A', color2: '#0B3D91', color3: '#F4E8C1' },
        },
        as,
      );
      await api.events.addSponsor(
        { eventId: event.id, sponsorId: uuidv7(), name: 'Acme Corp', logoId: '' },
        as,
      );
      await api.events.addOrgInfo(
        { eventId: event.id, orgInfoId: uuidv7(), name: 'Conf Team', logoId: '' },
        as,
      );
      await api.events.publish({ eventId: event.id }, as);
      const unpublished = await api.events.createEvent(
        { eventId: uuidv7(), title: 'Draft Event', language: '' },
        as,
      );

      attendee = await e2e.context.newPage();
      await attendee.setViewportSize({ width: 360, height: 740 });
      const phone = new UI(attendee);
      const response = await attendee.goto(e2e.url(`/${event.key}/`));
      expect(response?.status()).toBe(200);
      await attendee.getByRole('heading', { name: 'Summer Conf', level: 1 }).waitFor();
      expect(await background(attendee)).toBe('rgb(244, 232, 193)');
      const menu = attendee.getByRole('navigation', { name: 'Главное меню' });
      await menu.getByRole('link', { name: 'Спонсоры' }).waitFor();
      await phone.accessible('the attendee home page');

      // The page the console's preview frames (hash form) and the plain path alike.
      await attendee.goto(e2e.url(`/${event.key}/#/sponsors`));
      await attendee.getByText('Acme Corp').waitFor();
      await attendee.getByText('Conf Team').waitFor();
      await phone.accessible('the attendee sponsors page');
      await attendee.getByRole('link', { name: /Summer Conf/ }).click();
      await attendee.getByRole('heading', { name: 'Summer Conf', level: 1 }).waitFor();
      await menu.getByRole('link', { name: 'Спонсоры' }).click();
      await attendee.waitForURL((url) => url.pathname === `/${event.key}/sponsors`);
      await attendee.getByText('Acme Corp').waitFor();
      await attendee.getByRole('link', { name: /Summer Conf/ }).click();

      // The organiser renames the event: the open page follows, with no reload.
      await attendee.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      await api.events.updateEvent({ eventId: event.id, key: event.key, title: 'Winter Conf' }, as);
      await attendee
        .getByRole('heading', { name: 'Winter Conf', level: 1 })
        .waitFor({ timeout: 10_000 });
      expect(
        await attendee.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);

      // Offline: a reload is served by the app's service worker and the data on the device.
      // The app's own worker (not the console's, whose scope is the whole origin) controls it.
      await eventually(
        () =>
          attendee.evaluate(
            () => navigator.serviceWorker.controller?.scriptURL.endsWith('/a/sw.js') === true,
          ),
        'the app service worker to control the page',
      );
      await e2e.goOffline();
      await attendee.reload();
      await attendee.getByRole('heading', { name: 'Winter Conf', level: 1 }).waitFor();
      await attendee
        .getByRole('status')
        .getByText('Нет сети: показаны сохранённые данные.')
        .waitFor();
      await phone.accessible('the attendee home page offline');
      await e2e.goOnline();

      const missing = await attendee.goto(e2e.url(`/${unpublished.filteredEventKey}/`));
      expect(missing?.status()).toBe(404);
      await attendee.getByRole('heading', { level: 1 }).waitFor();
      expect(await attendee.textContent('h1')).toMatch(/^(Страница не найдена|Page not found)$/);
      await phone.accessible('the 404 page');

      // The visits reached the organiser's statistics.
      await eventually(
        async () =>
          (
            await e2e.rows<{ n: string }>(
              sql`SELECT count(*) AS n FROM stat_client_days WHERE event_id = ${event.id}`,
            )
          )[0]?.n !== '0',
        'the page views to be counted',
      );
    }));
});
