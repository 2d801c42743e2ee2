// The attendee app's repeat visit offline (issue 13: "the page shows in ≤ 1 s"):
// `npx tsx bench/attendeeOffline.ts` (after `npm run build`). The product as `npm start` runs it,
// one published event with 200 sessions over 5 days (bench/seedProgramme.ts), Debian's Chromium
// with Lighthouse's mobile emulation (412×823 at 1.75x, 4x CPU slowdown by CDP
// Emulation.setCPUThrottlingRate). A first visit online installs the service worker and stores
// the event and its texts on the device; then the network goes (CDP
// Network.emulateNetworkConditions offline, on the page and its worker) and home and schedule are
// reloaded RUNS times each. Printed per page, medians: the time from the navigation's start to
// its content shown (the page's h1, and on the schedule its first session, in the DOM and
// painted) and LCP, beside the baseline: the server's static 404 page (the app's stylesheet, no
// script) loaded online with the same throttling. The verdict compares content shown to 1 s.
import { chromium } from 'playwright-core';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench, startBenchProduct } from './product';
import { seedProgramme } from './seedProgramme';
import { loadLine, percentiles, table } from './stats';

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);
const TARGET_MS = 1000;
const CPU_SLOWDOWN = 4;

/** The content marks: a page's title, and the schedule's first session. */
const MARKS = { title: 'h1', session: '.sessions li' };
type Mark = keyof typeof MARKS;

/** Records, in the page, when each mark's element was first in the DOM and then painted; LCP. */
const MARKER = `(() => {
  const marks = ${JSON.stringify(MARKS)};
  const shown = (window.__contentShown = {});
  const check = () => {
    for (const [name, selector] of Object.entries(marks)) {
      if (shown[name] === undefined && document.querySelector(selector)) {
        shown[name] = -1;
        requestAnimationFrame(() => setTimeout(() => { shown[name] = performance.now(); }, 0));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Shown {
  content: number;
  lcp: number;
}

/** Loads the URL and waits until these marks are shown; the times since the navigation's start. */
async function load(page: Page, url: string, marks: Mark[]): Promise<Shown> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    (names) => {
      const shown = (window as unknown as { __contentShown?: Record<string, number> })
        .__contentShown;
      return names.every((n) => (shown?.[n] ?? -1) > 0);
    },
    marks,
    { timeout: 30_000, polling: 50 },
  );
  // LCP is final at the first input or when the page is left; read it after a short settle.
  await page.waitForTimeout(300);
  return page.evaluate((names) => {
    const w = window as unknown as { __contentShown: Record<string, number>; __lcp: number };
    return { content: Math.max(...names.map((n) => w.__contentShown[n] ?? 0)), lcp: w.__lcp };
  }, marks);
}

async function mobilePage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await page.addInitScript(MARKER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

async function main(): Promise<void> {
  const product = await startBenchProduct('offline');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const clients = clientsFor(product.baseUrl);
    await clients.users.signUpOrg({ email: 'offline@example.com', password: 'offline-password' });
    const session = await clients.auth.signIn({
      email: 'offline@example.com',
      password: 'offline-password',
    });
    const key = await seedProgramme(clients, as(session), {
      title: 'Offline conference',
      meetings: 200,
      speakers: 60,
      locations: 12,
      days: 5,
    });
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const { page, cdp } = await mobilePage(context);
    const home = `${product.baseUrl}/${key}/`;
    const schedule = `${product.baseUrl}/${key}/schedule`;
    const homeContent: Mark[] = ['title'];
    const scheduleContent: Mark[] = ['title', 'session'];

    // The baseline: a static page of the same server (its 404), online, same throttling.
    const baseline: Shown[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      baseline.push(await load(page, `${product.baseUrl}/no-such-event-${i}/`, ['title']));
    }

    // The first visit, online: the worker takes control, the event and its texts are stored.
    await load(page, home, homeContent);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await load(page, schedule, scheduleContent);
    await page.waitForFunction(
      () => {
        const event = Object.keys(localStorage).find((k) => k.startsWith('attendee.event.'));
        const raw = event ? localStorage.getItem(event) : null;
        const parts = raw ? Object.keys(JSON.parse(raw).event.textParts ?? {}) : [];
        const kept = Object.keys(localStorage).filter((k) => k.startsWith('attendee.texts.'));
        return parts.length > 0 && kept.length === parts.length;
      },
      undefined,
      { timeout: 60_000 },
    );

    // Offline: the page's network and its worker's.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', OFFLINE);
    await context.setOffline(true);
    const offline = { home: [] as Shown[], schedule: [] as Shown[] };
    for (let i = 0; i < RUNS; i += 1) {
      offline.home.push(await load(page, home, homeContent));
      offline.schedule.push(await load(page, schedule, scheduleContent));
    }
    const online = await page.evaluate(() => navigator.onLine);
    if (online) throw new Error('the page was not offline');

    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const med = (runs: Shown[], pick: (s: Shown) => number) =>
      percentiles(runs.map(pick), [50])[0] ?? Number.NaN;
    const verdict = (runs: Shown[]) =>
      med(runs, (s) => s.content) <= TARGET_MS ? 'met' : 'MISSED';
    console.log(
      `Attendee app, repeat visit offline: 200 sessions, Lighthouse mobile emulation, ${CPU_SLOWDOWN}x CPU, median of ${RUNS}; ${loadLine()} (target: content shown ≤ ${TARGET_MS} ms):`,
    );
    console.log(
      table(
        ['page', 'content shown', 'LCP', 'verdict'],
        [
          [
            'baseline: static 404 page, online',
            ms(med(baseline, (s) => s.content)),
            ms(med(baseline, (s) => s.lcp)),
            '—',
          ],
          [
            'home, offline',
            ms(med(offline.home, (s) => s.content)),
            ms(med(offline.home, (s) => s.lcp)),
            verdict(offline.home),
          ],
          [
            'schedule, offline',
            ms(med(offline.schedule, (s) => s.content)),
            ms(med(offline.schedule, (s) => s.lcp)),
            verdict(offline.schedule),
          ],
        ],
      ),
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

runBench(main);
