// The first click on a drawer entry (issue 31, item 3): `npx tsx bench/drawerClick.ts`, after
// `npm run build`. The product as `npm start` runs it, one event with 50 speakers, a fresh
// Chromium profile per session (a first visit: nothing cached, no service worker). Each session
// opens the event's dashboard, then clicks the drawer's "Speakers" entry and times, inside the
// page, click → the list's 50th speaker on screen. Three figures in the same run:
// - cold first click: clicked as soon as the dashboard shows (the warm-up has not run yet);
// - warmed first click: clicked once the page has been idle (the service worker registered);
// - later clicks: back to the dashboard and to the speakers again, in the warmed session.
// Figures only; the target (first click ≤ 300 ms) is in bench/README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { as, clientsFor } from '../test/integration/harness';
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
 * Clicks a drawer link and waits for the text, timed in the page. A string, not a function:
 * tsx would wrap a function's inner names in a helper the page does not have.
 */
async function timedClick(page: Page, link: string, text: string): Promise<number> {
  const timed = `(async () => {
    const nav = document.querySelector('nav[aria-label="Разделы мероприятия"]');
    const link = [...nav.querySelectorAll('a')].find((a) => a.textContent.trim() === ${JSON.stringify(link)});
    const started = performance.now();
    link.click();
    for (;;) {
      if (document.body.innerText.includes(${JSON.stringify(text)})) break;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return performance.now() - started;
  })()`;
  return Number(await page.evaluate(timed));
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
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    const last = `Speaker ${String(SPEAKERS - 1).padStart(2, '0')}`;
    const first = await timedClick(page, 'Спикеры', last);
    const later: number[] = [];
    if (warmed)
      for (let i = 0; i < LATER; i++) {
        await timedClick(page, 'Главная', 'Адрес приложения');
        later.push(await timedClick(page, 'Спикеры', last));
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
    const cold: number[] = [];
    const warm: number[] = [];
    const later: number[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      cold.push((await session(browser, product.baseUrl, key, false)).first);
      const warmed = await session(browser, product.baseUrl, key, true);
      warm.push(warmed.first);
      later.push(...warmed.later);
    }
    const row = (label: string, ms: number[]) => {
      const [p50 = 0, max = 0] = percentiles(ms, [50, 100]);
      return [
        label,
        String(ms.length),
        p50.toFixed(0),
        max.toFixed(0),
        ms.map((m) => m.toFixed(0)).join(' '),
      ];
    };
    console.log(`Drawer → speakers (${SPEAKERS}), first sessions (target: first click ≤ 300 ms):`);
    console.log(
      table(
        ['click', 'n', 'p50 ms', 'max ms', 'each'],
        [
          row('cold first click (no idle time)', cold),
          row('first click after idle (warmed)', warm),
          row('later clicks (same sessions)', later),
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
