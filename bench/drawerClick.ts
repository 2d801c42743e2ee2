// The first click on a drawer entry (issue 31, item 3): `npx tsx bench/drawerClick.ts`, after
// `npm run build`. The product as `npm start` runs it, one event with 50 speakers, a fresh
// Chromium profile per session (a first visit: nothing cached, no service worker). Each session
// opens the event's dashboard, then clicks the drawer's "Speakers" entry and times, inside the
// page, click → the list's 50th speaker on screen. Three figures in the same run:
// - cold first click: clicked as soon as the dashboard shows (the warm-up has not run yet);
// - warmed first click: clicked once the page has been idle (the drawer's chunks warmed);
// - later clicks: back to the dashboard and to the speakers again, in the warmed session.
// Figures only; the target (first click ≤ 300 ms) is in bench/README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench, startBenchProduct } from './product';
import { loadLine, percentiles, table } from './stats';

const SPEAKERS = 50;
const SESSIONS = Number(process.env.BENCH_DRAWER_SESSIONS ?? 3);
const LATER = 5;
const EMAIL = 'drawer-bench@example.com';
const PASSWORD = 'drawer-bench-password';
const CONSOLE_BUILT = existsSync(path.join(__dirname, '..', 'dist', 'console', 'index.html'));

async function seed(baseUrl: string): Promise<string> {
  const clients = clientsFor(baseUrl);
  await clients.users.signUpOrg({ email: EMAIL, password: PASSWORD });
  const o = as(await clients.auth.signIn({ email: EMAIL, password: PASSWORD }));
  const eventId = uuidv7();
  const { filteredEventKey: key } = await clients.events.createEvent(
    { eventId, title: 'Drawer bench', language: 'en', timeZone: 'Europe/Moscow' },
    o,
  );
  for (let i = 0; i < SPEAKERS; i++)
    await clients.speakers.createSpeaker(
      { eventId, speakerId: uuidv7(), name: `Speaker ${String(i).padStart(2, '0')}` },
      o,
    );
  return key;
}

/**
 * Clicks a drawer link, timed in the page: until the screen's heading reads `heading` (its code
 * is there), and until `text` is in the screen (its data is there). A string, not a function:
 * tsx would wrap a function's inner names in a helper the page does not have.
 */
async function timedClick(page: Page, link: string, heading: string, text: string) {
  const timed = `(async () => {
    const nav = document.querySelector('nav[aria-label="Разделы мероприятия"]');
    const link = [...nav.querySelectorAll('a')].find((a) => a.textContent.trim() === ${JSON.stringify(link)});
    const started = performance.now();
    let screen = 0;
    link.click();
    for (;;) {
      const main = document.querySelector('main');
      if (!screen && main?.querySelector('h1')?.textContent === ${JSON.stringify(heading)})
        screen = performance.now() - started;
      if (screen && main.textContent.includes(${JSON.stringify(text)})) break;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return [screen, performance.now() - started];
  })()`;
  const [screen = 0, shown = 0] = (await page.evaluate(timed)) as number[];
  return { screen, shown };
}

async function session(browser: Browser, baseUrl: string, key: string, warmed: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByText('Drawer bench', { exact: true }).first().waitFor();
    await page.goto(`${baseUrl}/edit/${key}`);
    await page.getByRole('heading', { name: 'Главная', level: 1 }).waitFor();
    if (warmed)
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        'eventapp:drawer-warmed',
      );
    const last = `Speaker ${String(SPEAKERS - 1).padStart(2, '0')}`;
    const first = await timedClick(page, 'Спикеры', 'Спикеры', last);
    const later: { screen: number; shown: number }[] = [];
    if (warmed)
      for (let i = 0; i < LATER; i++) {
        await timedClick(page, 'Главная', 'Главная', 'Адрес приложения');
        later.push(await timedClick(page, 'Спикеры', 'Спикеры', last));
      }
    return { first, later };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!CONSOLE_BUILT) throw new Error('The console is not built: run npm run build first.');
  console.log(`Start: ${loadLine()}.`);
  const product = await startBenchProduct('drawer');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const key = await seed(product.baseUrl);
    type Click = { screen: number; shown: number };
    const cold: Click[] = [];
    const warm: Click[] = [];
    const later: Click[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      cold.push((await session(browser, product.baseUrl, key, false)).first);
      const warmed = await session(browser, product.baseUrl, key, true);
      warm.push(warmed.first);
      later.push(...warmed.later);
    }
    const rows = (label: string, clicks: Click[]) =>
      (['screen', 'shown'] as const).map((what) => {
        const ms = clicks.map((click) => click[what]);
        const [p50 = 0, max = 0] = percentiles(ms, [50, 100]);
        const name = `${label}: ${what === 'screen' ? 'its heading (code)' : `${SPEAKERS} speakers (data)`}`;
        return [
          name,
          String(ms.length),
          p50.toFixed(0),
          max.toFixed(0),
          ms.map((m) => m.toFixed(0)).join(' '),
        ];
      });
    console.log(`Drawer → speakers (${SPEAKERS}), first sessions (target: first click ≤ 300 ms):`);
    console.log(
      table(
        ['click', 'n', 'p50 ms', 'max ms', 'each'],
        [
          ...rows('cold first click (no idle time)', cold),
          ...rows('first click after idle (warmed)', warm),
          ...rows('later clicks (same sessions)', later),
        ],
      ),
    );
    console.log(`End: ${loadLine()}.`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

runBench(main);
