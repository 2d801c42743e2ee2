// The History screen at 100,000 entries in Chromium (issue 25: "opens in ≤ 300 ms"), what the
// organiser sees rather than the call (bench/history.ts times ListEventHistory alone). After
// `npm run build`: `npx tsx bench/historyScreen.ts` (BENCH_HISTORY_ENTRIES, BENCH_HISTORY_PAGES,
// BENCH_HISTORY_OPENS; BENCH_HISTORY_BASELINE and BENCH_PROFILE below).
// The bench server (`npm start`'s settings) serving the built console, one event with 100,000
// history entries (bench/historySeed.ts), one signed-in desktop page. Timed inside the page,
// each until the frame that shows the result has been painted:
// - baseline: the event's dashboard, a full load of its URL, until its heading is on screen;
// - the History screen, a full load of its URL, until its first rows are on screen;
// - the History screen from the dashboard's drawer (a route change), until its first rows, and
//   when its chunk was there and its first page's call sent and answered (resource timings);
// - "Show more", page after page (BENCH_HISTORY_PAGES, 100 by default: 5,000 entries down),
//   each click until its page's rows are on screen, and the page's DOM size at the end;
// - a filter change: the area (speakers), the person (the colleague), and the day 27 days back
//   (the oldest day of the seed: the way to reach the bottom of the history without paging).
// Rounds alternate between builds when BENCH_HISTORY_BASELINE names another build's directory
// (a copy of an earlier dist/console): a second node of the product serves it, each build in its
// own browser. BENCH_PROFILE=1 adds a CPU profile of each drawer click (bench/browserProfile.ts).
// Figures only; the target is in bench/README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { clientsFor } from '../test/integration/support/harness';
import { desktopPage } from './browserProfile';
import { HISTORY_ENTRIES, seedHistory } from './historySeed';
import { runBench } from './product';
import { BENCH_ORGANISER, startBenchServer } from './serverCore';
import { loadLine, percentiles, table, verdict } from './stats';
import { profilePage, summarizeBrowserProfile } from './browserProfile';
import type { CpuProfile } from './browserProfile';

const OPENS = Number(process.env.BENCH_HISTORY_OPENS ?? 3);
const PAGES = Number(process.env.BENCH_HISTORY_PAGES ?? 100);
const CONSOLE_DIR = path.join(__dirname, '..', 'dist', 'console');
const TITLE = 'History bench';
/** BENCH_PROFILE=1: a CPU profile of the drawer clicks (every round, every build), summarised. */
const PROFILE = Boolean(process.env.BENCH_PROFILE);

// Page scripts are strings: tsx would wrap a function's inner names in a helper the page lacks.
/** The list's entries (the screen's <ol> is named by its heading). */
const ENTRIES = `document.querySelectorAll('ol[aria-label="История изменений"] > li')`;
/** Resolves with performance.now() once `test` holds and the frame showing it has been painted. */
const painted = (test: string) => `new Promise((resolve) => {
  const check = () => {
    if (${test}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;
const ROWS_PAINTED = painted(`${ENTRIES}.length > 0`);
const DASHBOARD_PAINTED = painted(`document.querySelector('main h1')?.textContent === 'Главная'`);

/** A full load of `url`: navigation start to `until` painted. */
async function fullLoad(page: Page, url: string, until: string) {
  await page.goto(url, { waitUntil: 'commit' });
  return (await page.evaluate(until)) as number;
}

/**
 * The drawer click, timed as `timed` does, with where the time went (the page's resource
 * timings, ms after the click): the History chunk requested / there, the first page's call
 * sent / answered, and the rows painted.
 */
const clickPhases = async (page: Page) =>
  (await page.evaluate(`(async () => {
    performance.clearResourceTimings();
    const started = performance.now();
    ${clickLink('История')};
    const painted = await ${painted(`${ENTRIES}.length > 0`)};
    const span = (part) => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(part));
      return entry ? [entry.startTime - started, entry.responseEnd - started] : [NaN, NaN];
    };
    return { total: painted - started, chunk: span('/history.'), call: span('ListEventHistory') };
  })()`)) as { total: number; chunk: [number, number]; call: [number, number] };

/** Runs `act` in the page, then times until `until` holds and is painted. */
const timed = async (page: Page, act: string, until: string) =>
  (await page.evaluate(`(async () => {
    const started = performance.now();
    ${act};
    return (await ${painted(until)}) - started;
  })()`)) as number;

function clickLink(name: string) {
  return `[...document.querySelectorAll('nav[aria-label="Разделы мероприятия"] a')]
    .find((a) => a.textContent.trim() === ${JSON.stringify(name)}).click()`;
}

/** Sets a filter's field as a person would (React sees a change event) and times the new rows. */
const setField = (label: string, value: string) => `(() => {
  const field = [...document.querySelectorAll('fieldset label')]
    .find((l) => l.textContent.trim() === ${JSON.stringify(label)}).control;
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value').set.call(field, ${JSON.stringify(value)});
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
})()`;

/** Every listed entry's text passes `test` (a JS expression of `text`), and there is one. */
const allRows = (test: string) =>
  `(() => { const rows = [...${ENTRIES}]; return rows.length > 0 && rows.every((row) => { const text = row.textContent; return ${test}; }); })()`;

async function main(): Promise<void> {
  if (!existsSync(path.join(CONSOLE_DIR, 'index.html')))
    throw new Error('the console is not built: run `npm run build` first');
  console.log(`Start: ${loadLine()}.`);
  const server = await startBenchServer('file');
  const base = `http://127.0.0.1:${server.ready.apiPort}`;
  const clients = clientsFor(base);
  const o = { headers: { 'access-token': server.ready.idToken } };
  const eventId = uuidv7();
  const { filteredEventKey: key } = await clients.events.createEvent(
    { eventId, title: TITLE, language: 'en', timeZone: 'UTC' },
    o,
  );
  const seedStart = performance.now();
  const { colleagueId } = await seedHistory(server.app.database, eventId, server.ready.uid);
  console.log(
    `Seeded ${HISTORY_ENTRIES} history entries in ${(performance.now() - seedStart).toFixed(0)} ms: ${loadLine()}.`,
  );
  // BENCH_HISTORY_BASELINE=dir: an older build of the console, served by a second node of the
  // same product, opened in alternate rounds with this one (the machine's load hits both alike).
  const baselineDir = process.env.BENCH_HISTORY_BASELINE;
  const builds = [
    ...(baselineDir
      ? [
          {
            name: 'baseline build',
            base: `http://127.0.0.1:${(await server.nodeServing(path.resolve(baselineDir))).apiPort}`,
          },
        ]
      : []),
    { name: baselineDir ? 'this build' : '', base },
  ];
  // Each build in its own browser: the session cookie is the host's, whatever the port.
  const browsers = await Promise.all(builds.map(() => desktopPage(120_000)));
  const { page } = browsers.at(-1)!;
  try {
    for (const [b, build] of builds.entries()) {
      const signIn = browsers[b]!.page;
      await signIn.goto(`${build.base}/signin`);
      await signIn.getByLabel('E-mail', { exact: true }).fill(BENCH_ORGANISER.email);
      await signIn.getByLabel('Пароль', { exact: true }).fill(BENCH_ORGANISER.password);
      await signIn.getByRole('button', { name: 'Войти', exact: true }).click();
      await signIn.getByText(TITLE, { exact: true }).first().waitFor();
    }
    const historyUrl = `${base}/edit/${key}/history`;

    const rows: string[][] = [];
    const median = (xs: number[]) => percentiles(xs, [50])[0] ?? NaN;
    const each = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' ');
    const row = (what: string, xs: number[]) => {
      rows.push([what, median(xs).toFixed(0), each(xs)]);
    };

    const opens = builds.map(() => ({
      dashboard: [] as number[],
      historyLoad: [] as number[],
      historyClick: [] as number[],
      chunk: [] as number[],
      callSent: [] as number[],
      callAnswered: [] as number[],
    }));
    const profiles: CpuProfile[] = [];
    for (let i = 0; i < OPENS; i++) {
      for (const [b, build] of builds.entries()) {
        const o = opens[b]!;
        const { page } = browsers[b]!;
        const dashboardUrl = `${build.base}/edit/${key}`;
        o.dashboard.push(await fullLoad(page, dashboardUrl, DASHBOARD_PAINTED));
        // The dashboard is open: its drawer's History entry, a route change within the tab.
        const stop = PROFILE ? await profilePage(page) : null;
        const click = await clickPhases(page);
        if (stop) profiles.push(await stop());
        o.historyClick.push(click.total);
        o.chunk.push(click.chunk[1]);
        o.callSent.push(click.call[0]);
        o.callAnswered.push(click.call[1]);
        o.historyLoad.push(await fullLoad(page, `${dashboardUrl}/history`, ROWS_PAINTED));
      }
    }
    for (const [b, build] of builds.entries()) {
      const o = opens[b]!;
      const of = build.name ? ` (${build.name})` : '';
      row(`baseline: the event’s dashboard, full load to its heading${of}`, o.dashboard);
      row(`History, full load of its URL to its first rows${of}`, o.historyLoad);
      row(`History from the drawer (route change) to its first rows${of}`, o.historyClick);
      row(`  of which: the History chunk there (ms after the click; NaN: cached)`, o.chunk);
      row(`  the first page's call sent`, o.callSent);
      row(`  its answer there`, o.callAnswered);
    }
    const { historyLoad, historyClick } = opens.at(-1)!;

    // Paging down: "Show more" under the last page, until the next page's rows are there.
    const more: number[] = [];
    for (let i = 0; i < PAGES; i++) {
      const before = (await page.evaluate(`${ENTRIES}.length`)) as number;
      await page.getByRole('button', { name: 'Показать еще', disabled: false }).waitFor();
      more.push(
        await timed(
          page,
          `[...document.querySelectorAll('button:not([disabled])')].find((b) => b.textContent.trim() === 'Показать еще').click()`,
          `${ENTRIES}.length > ${before}`,
        ),
      );
    }
    // The last page's rows below its first screen render once the page is idle: count them all.
    await page.evaluate(painted(`${ENTRIES}.length >= ${(PAGES + 1) * 50}`));
    const shown = (await page.evaluate(`${ENTRIES}.length`)) as number;
    const nodes = (await page.evaluate(`document.getElementsByTagName('*').length`)) as number;
    const tens = (from: number) => more.slice(from, from + 10);
    row('"Show more": pages 2–11, each', tens(0));
    if (PAGES > 20) row(`"Show more": pages ${PAGES - 8}–${PAGES + 1}, each`, tens(PAGES - 10));
    rows.push([`(then ${shown} entries listed, ${nodes} DOM elements)`, '', '']);

    // Filter changes, from the unfiltered first page of a fresh load.
    await fullLoad(page, historyUrl, ROWS_PAINTED);
    const area = await timed(
      page,
      setField('Раздел', 'speakers'),
      allRows(`text.includes('Спикер «')`),
    );
    const person = await timed(
      page,
      setField('Кто', colleagueId),
      allRows(`text.startsWith('colleague@example.com')`),
    );
    // The oldest day of the seed (its entries go back 28 days), every other filter cleared.
    await fullLoad(page, historyUrl, ROWS_PAINTED);
    const oldest = new Date(Date.now() - 27 * 86_400_000).toISOString().slice(0, 10);
    const day = await timed(
      page,
      setField('День', oldest),
      allRows(`row.querySelector('time').dateTime.startsWith(${JSON.stringify(oldest)})`),
    );
    row('filter: area (speakers)', [area]);
    row('filter: then person (the colleague)', [person]);
    row(`filter: day ${oldest} (27 days back, the bottom of the history)`, [day]);

    console.log(
      `\nThe History screen of an event with ${HISTORY_ENTRIES} entries (Chromium, 1280×900)`,
    );
    console.log(table(['in Chromium', 'p50 ms', 'each ms'], rows));
    console.log(
      [
        `End: ${loadLine()}.`,
        verdict('History, full load to its first rows (median)', median(historyLoad), 300),
        verdict('History from the drawer to its first rows (median)', median(historyClick), 300),
      ].join('\n'),
    );
    for (const [n, profile] of profiles.entries()) {
      const build = builds[n % builds.length]!;
      console.log(
        `\nProfile of drawer click ${Math.floor(n / builds.length) + 1} ${build.name}:\n${summarizeBrowserProfile(
          profile,
          build.name === 'baseline build' && baselineDir ? path.resolve(baselineDir) : CONSOLE_DIR,
          15,
          '/',
          (origin) => /^(@chakra-ui\/|@emotion\/|stylis$|src\/)/.test(origin),
        )}`,
      );
    }
  } finally {
    for (const { browser } of browsers) await browser.close();
    await server.stop();
  }
}

runBench(main);
