// Rich text as the attendee app shows it: what the server stored from hostile HTML, rendered in
// a real Chromium. No overlay covers the page, no beacon is requested, and a link that opens a
// new tab leaves the new page no handle on ours.
import { and, eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { EVENT_DESCRIPTION_KEY } from '../../../src/common/constants';
import { translations } from '../../../src/server/db/schema';
import { CHROMIUM_ARGS } from '../../e2e/browser';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

jest.setTimeout(60_000);

describe('stored rich text in a browser', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows no overlay, requests no beacon, and opens links without an opener', async () => {
    const session = await newOrganiser(server);
    const { eventId, key } = await newEvent(server, session);
    const beacon = `${server.baseUrl}/beacon.gif`;
    const hostile = [
      '<p style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999;',
      `background:url(${beacon});color:#c00">Win a prize</p>`,
      `<span style="font-weight:bold;background-image:url(${beacon}?2);`,
      'width:expression(alert(1))">bold</span>',
      `<a href="${server.baseUrl}/healthz" target="_blank">more</a>`,
    ].join('');
    await server.clients.events.updateEvent({ eventId, key, description: hostile }, as(session));
    const [row] = await server.app.database.db
      .select({ value: translations.value })
      .from(translations)
      .where(and(eq(translations.eventId, eventId), eq(translations.key, EVENT_DESCRIPTION_KEY)));
    const stored = row?.value ?? '';

    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // On our origin, as the attendee app would render it.
    await page.goto(`${server.baseUrl}/healthz`);
    await page.setContent(`<main>${stored}</main>`, { waitUntil: 'networkidle' });

    const overlay = await page.$eval('main > p', (el) => {
      const style = getComputedStyle(el);
      return { position: style.position, color: style.color, image: style.backgroundImage };
    });
    expect(overlay).toEqual({ position: 'static', color: 'rgb(204, 0, 0)', image: 'none' });
    const sized = await page.$eval('main span', (el) => getComputedStyle(el).fontWeight);
    expect(sized).toBe('700');
    expect(requested.filter((url) => url.includes('beacon'))).toEqual([]);

    expect(await page.getAttribute('main a', 'rel')).toBe('noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('main a')]);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await page.close();
  });
});
