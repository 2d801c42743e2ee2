// The participants list at 100,000 rows in Chromium (issue 12), on the built console
// (`npm run build` first) served by the bench server, one command:
//   npx tsx bench/participantsListBrowser.ts      (BENCH_PARTICIPANTS=100000)
// Prints, each against its target: the first open on a new device (navigation to rows shown,
// the tab holding nothing of the event), the list opened again once its rows are local (a
// route change within the tab), each keystroke of a search (input to rows painted), and the
// long tasks while scrolling with the wheel and the keyboard. Baseline in the same run: the
// console's start on the events list.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { participantsSnapshotPath } from '../src/common/participantsSnapshot';
import { desktopPage, profilePage, summarizeBrowserProfile } from './browserProfile';
import { PARTICIPANTS, seedParticipants } from './participantsSeed';
import { BENCH_ORGANISER, startBenchServer } from './serverCore';
import { loadLine, percentiles, table, verdict } from './stats';

const OPENS = 3;
const QUERY = 'номер 4242';
const CONSOLE_DIR = path.join(__dirname, '..', 'dist', 'console');
/** BENCH_PROFILE=1 prints where the page's time went in each step (CDP profile, source maps). */
const PROFILE = Boolean(process.env.BENCH_PROFILE);

/** Runs a step, with the page's CPU profile summarised when BENCH_PROFILE is set. */
async function profiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  if (!PROFILE) return step();
  const stop = await profilePage(page);
  const result = await step();
  console.log(`Profile of ${name}:\n${summarizeBrowserProfile(await stop(), CONSOLE_DIR)}\n`);
  return result;
}

// Page scripts are strings: tsx would wrap a function's inner names in a helper the page lacks.
/** Collects long tasks (over 50 ms, the API's own threshold) into window.__longTasks. */
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
})()`;
const takeLongTasks = async (page: Page) =>
  (await page.evaluate('window.__longTasks.splice(0)')) as number[];
/** Resolves once a body row is in the DOM and the frame showing it has been painted. */
const ROWS_PAINTED = `new Promise((resolve) => {
  const check = () => {
    if (document.querySelector('[data-body] [role=row]')) {
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    } else requestAnimationFrame(check);
  };
  check();
})`;

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/signin`);
  await page.getByLabel('E-mail', { exact: true }).fill(BENCH_ORGANISER.email);
  await page.getByLabel('Пароль', { exact: true }).fill(BENCH_ORGANISER.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByText('Bench', { exact: true }).first().waitFor();
}

/** A full load of the list's URL: nothing of the event in the tab. Also the snapshot's share. */
async function firstOpen(page: Page, base: string, listUrl: string, eventId: string) {
  const started = performance.now();
  await page.goto(listUrl, { waitUntil: 'commit' });
  await page.evaluate(OBSERVE_LONG_TASKS);
  await page.evaluate(ROWS_PAINTED);
  const ms = performance.now() - started;
  const snapshot = (await page.evaluate(
    `(() => { const e = performance.getEntriesByName(${JSON.stringify(`${base}${participantsSnapshotPath(eventId)}`)})[0]; return e ? e.responseEnd - e.requestStart : -1; })()`,
  )) as number;
  return { ms, snapshot, longTasks: await takeLongTasks(page) };
}

/** Leaves the list for the create screen and comes back (history.back): the rows are local. */
async function reopen(page: Page) {
  await page.getByRole('link', { name: 'Добавить', exact: true }).click();
  await page.waitForURL(/\/create$/);
  await page.evaluate(OBSERVE_LONG_TASKS);
  const ms = (await page.evaluate(`(async () => {
    const started = performance.now();
    history.back();
    await new Promise((r) => requestAnimationFrame(r));
    return (await ${ROWS_PAINTED}) - started;
  })()`)) as number;
  return { ms, longTasks: await takeLongTasks(page) };
}

/** Types the query key by key; each keystroke timed from its input event to the next paint. */
async function search(page: Page, query: string) {
  const input = page.getByRole('searchbox');
  await input.fill('');
  await input.focus();
  await page.evaluate(`(() => {
    window.__keystrokes = [];
    document.addEventListener('input', (e) => {
      const started = e.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__keystrokes.push(performance.now() - started), 0));
    }, { capture: true });
  })()`);
  for (const [i, key] of [...query].entries()) {
    await page.keyboard.type(key);
    // Not waitForFunction: its string predicate is an eval, which the console's CSP refuses.
    await page.evaluate(`new Promise((resolve) => {
      const check = () => (window.__keystrokes.length > ${i} ? resolve() : requestAnimationFrame(check));
      check();
    })`);
  }
  const shown = await page.getByText(/^Показано:/).textContent();
  return { ms: (await page.evaluate('window.__keystrokes')) as number[], shown };
}

/** Wheel and keyboard scrolling over every row; the long tasks meanwhile. */
async function scroll(page: Page) {
  await page.getByRole('searchbox').fill('');
  await page.evaluate(ROWS_PAINTED);
  const region = page.getByRole('region').filter({ has: page.locator('[data-body]') });
  await region.hover();
  await page.evaluate(OBSERVE_LONG_TASKS);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(16);
  }
  await region.focus();
  for (const key of ['End', 'Home', 'End']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(100);
  }
  for (let i = 0; i < 30; i++) await page.keyboard.press('PageUp');
  await page.waitForTimeout(200);
  const last = await page.locator('[data-body] [role=row]').last().getAttribute('aria-rowindex');
  return { longTasks: await takeLongTasks(page), lastRowIndex: last };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(CONSOLE_DIR, 'index.html')))
    throw new Error('the console is not built: run `npm run build` first');
  console.log(`Start: ${loadLine()}.`);
  const server = await startBenchServer('memory');
  const base = `http://127.0.0.1:${server.ready.apiPort}`;
  const { eventId, key } = await seedParticipants(server);
  console.log(`Seeded ${PARTICIPANTS} participants with 8 fields: ${loadLine()}.`);
  const { browser, page } = await desktopPage(120_000);
  try {
    await signIn(page, base);
    const listUrl = `${base}/edit/${key}/registration/users`;
    const baseStart = performance.now();
    await page.goto(`${base}/`);
    await page.getByText('Bench', { exact: true }).first().waitFor();
    const baselineMs = performance.now() - baseStart;
    const opens = [];
    for (let i = 0; i < OPENS; i++) {
      opens.push(
        await profiled(page, `first open #${i + 1}`, () => firstOpen(page, base, listUrl, eventId)),
      );
    }
    const reopens = [];
    for (let i = 0; i < 3; i++) reopens.push(await reopen(page));
    const typed = await profiled(page, 'search', () => search(page, QUERY));
    const scrolled = await profiled(page, 'scrolling', () => scroll(page));

    const max = (xs: number[]) => Math.max(0, ...xs);
    const [openP50 = 0] = percentiles(
      opens.map((o) => o.ms),
      [50],
    );
    const [reopenP50 = 0] = percentiles(
      reopens.map((o) => o.ms),
      [50],
    );
    const [keyP50 = 0, keyP95 = 0, keyMax = 0] = percentiles(typed.ms, [50, 95, 100]);
    const rows = [
      ['baseline: open the events list (the console’s start)', baselineMs.toFixed(0), '—'],
      ...opens.map((o, i) => [
        `first open #${i + 1} (of which the snapshot's request ${o.snapshot.toFixed(0)} ms)`,
        o.ms.toFixed(0),
        `${o.longTasks.length}, max ${max(o.longTasks).toFixed(0)}`,
      ]),
      ...reopens.map((o, i) => [
        `open again, rows local #${i + 1}`,
        o.ms.toFixed(0),
        `${o.longTasks.length}, max ${max(o.longTasks).toFixed(0)}`,
      ]),
      [
        `search "${QUERY}", per keystroke p50 / p95 (${typed.shown})`,
        `${keyP50.toFixed(0)} / ${keyP95.toFixed(0)}`,
        '—',
      ],
      [
        `scroll: 60 wheel steps, End/Home/End, 30 PageUp (last row ${scrolled.lastRowIndex})`,
        '—',
        `${scrolled.longTasks.length}, max ${max(scrolled.longTasks).toFixed(0)}`,
      ],
    ];
    console.log(table(['in Chromium', 'ms', 'long tasks (>50 ms)'], rows));
    console.log(
      [
        `End: ${loadLine()}.`,
        verdict('first open on a new device (median)', openP50, 3000),
        verdict('list usable once its rows are local (median)', reopenP50, 300),
        verdict('search, slowest keystroke', keyMax, 100),
        verdict('scrolling, longest task', max(scrolled.longTasks), 50),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
