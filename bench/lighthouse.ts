// Lighthouse on the console (issue 14, item 6; issue 31, item 7): the product as `npm start` runs
// it (a fresh DATA_DIR, the built console in dist/), Lighthouse's mobile preset with its default
// simulated throttling, in Debian's Chromium. Pages: a static HTML file served by the same
// server's kind of stack (the baseline: what the throttled phone gives a page with no
// JavaScript), `/signin` signed out, the event list `/` signed in with 20 events; signed in, the
// dashboard, the schedule screen (200 and 1,000 meetings: bench/seedProgramme.ts), a form screen
// (general settings) and the participants screen of 100,000 (on an in-process server of its own,
// bench/participantsSeed.ts); and the attendee app's home and schedule (200 sessions, and the
// schedule at 1,000). Prints the scores and LCP, TBT, FCP, the JavaScript transferred and the
// bytes before the first screen (the requests done by the observed LCP; target ≤ 150 KB, issue
// 29), per page; asserts nothing. Run `npx tsx bench/lighthouse.ts` (after `npm run build`).
// BENCH_LIGHTHOUSE_RUNS=n takes the median of n runs per page. BENCH_LIGHTHOUSE_PAGES=console
// measures only the console's pages (baseline included), =attendee only the attendee's;
// BENCH_LIGHTHOUSE_JSON=dir keeps each run's Lighthouse report there (for its treemap,
// bootup-time and long tasks), with BENCH_LIGHTHOUSE_TRACE=1 its trace too (Lighthouse's
// --save-assets: every task's events), and BENCH_LIGHTHOUSE_PROFILE=1 prints a CPU profile of each
// schedule's first visit (4× CPU slowdown, as Lighthouse's mobile preset, read through the app's
// source maps). BENCH_LIGHTHOUSE_ONLY=regex measures only the pages whose name it matches (the
// baseline always; e.g. 'event list|dashboard'). The column "a day" is the schedule's LCP when its element is the day's heading
// or a card (Figures); "host index" is Lighthouse's benchmarkIndex of the host (Figures).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench, startBenchProduct } from './product';
import { profilePage, summarizeBrowserProfile } from './browserProfile';
import { seedParticipants } from './participantsSeed';
import { seedProgramme } from './seedProgramme';
import { BENCH_ORGANISER, startBenchServer } from './serverCore';
import { table } from './stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES ?? 'all';
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
const PROFILE = process.env.BENCH_LIGHTHOUSE_PROFILE === '1';
const TRACE = process.env.BENCH_LIGHTHOUSE_TRACE === '1';
const ONLY = new RegExp(process.env.BENCH_LIGHTHOUSE_ONLY ?? '', 'i');
const wanted = (name: string) => ONLY.test(name);
const ATTENDEE_DIST = path.resolve(__dirname, '../dist/attendee');
const load = () => loadavg()[0]!.toFixed(1);
const EMAIL = 'lighthouse@example.com';
const PASSWORD = 'lighthouse-password';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A bare static page: no script, one heading and a paragraph. */
async function staticBaseline(): Promise<{ url: string; close(): void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title>' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
    '<body><main><h1>Baseline</h1><p>A static page with no JavaScript.</p></main></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  fcp: number;
  scriptKb: number;
  /** Bytes transferred by the requests done by the observed LCP: what the first screen cost. */
  firstScreenKb: number;
  /**
   * "A day shown" (issue 13): the schedule's LCP when Lighthouse names as the LCP element the
   * day's heading or one of its cards (they are painted in one frame: the day's first screen);
   * Infinity when the largest paint is anything else, so no other paint passes for a day.
   */
  dayShown: number;
  /**
   * Lighthouse's benchmarkIndex: how fast this host ran its small CPU test before the page.
   * Simulated throttling multiplies the host's own task times by 4 whatever this is, so TBT and
   * the score follow the host: compare rows measured at a like index, never across machines.
   */
  hostIndex: number;
}

/** The LCP element's selector, from Lighthouse's LCP breakdown. */
function lcpSelector(result: Result): string {
  const details = result.audits['lcp-breakdown-insight']?.details as
    | { items?: { type?: string; selector?: string }[] }
    | undefined;
  return details?.items?.find((item) => item.type === 'node')?.selector ?? '';
}

function figuresOf(result: Result): Figures {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const items = (result.audits['resource-summary']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType: string; transferSize: number }[] | undefined;
  const script = items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const observed = (result.audits.metrics?.details as { items?: Record<string, number>[] })
    ?.items?.[0]?.observedLargestContentfulPaint;
  const requests = (result.audits['network-requests']?.details as { items?: unknown[] })?.items as
    | { networkEndTime: number; transferSize?: number }[]
    | undefined;
  const firstScreen = (requests ?? [])
    .filter((r) => observed !== undefined && r.networkEndTime <= observed)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
    scriptKb: script / 1024,
    firstScreenKb: firstScreen / 1024,
    dayShown: /#schedule-day|\.session/.test(lcpSelector(result))
      ? metric('largest-contentful-paint')
      : Infinity,
    hostIndex: result.environment.benchmarkIndex,
  };
}

const LIGHTHOUSE_CLI = path.resolve(__dirname, '../node_modules/lighthouse/cli/index.js');

/**
 * Lighthouse's default (mobile) configuration, but a first visit also starts with no local
 * storage: by default Lighthouse keeps it, so the attendee app's second page of an event
 * read the event from the device and measured a repeat visit.
 */
const FIRST_VISIT_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'local_storage',
      'indexeddb',
    ],
  },
};
let configPath = '';

/**
 * Lighthouse's own CLI in a plain Node process: under tsx, the functions Lighthouse sends into
 * the page carry esbuild's `__name` helper and fail there.
 */
function runLighthouse(url: string, port: number, keepStorage: boolean): Promise<Result> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    `--config-path=${configPath}`,
    ...(keepStorage ? ['--disable-storage-reset'] : []),
    // The trace and DevTools log beside the reports (named by host and time), for the tasks.
    ...(JSON_DIR && TRACE ? ['--save-assets'] : []),
  ];
  return new Promise((resolve, reject) => {
    const options = { maxBuffer: 256 * 1024 * 1024, cwd: JSON_DIR && TRACE ? JSON_DIR : undefined };
    execFile(process.execPath, args, options, (error, stdout) => {
      if (error) reject(error);
      else resolve(JSON.parse(stdout) as Result);
    });
  });
}

let reportCount = 0;

/** Keeps a run's whole report when BENCH_LIGHTHOUSE_JSON names a folder. */
async function keepReport(url: string, result: Result): Promise<void> {
  if (!JSON_DIR) return;
  await mkdir(JSON_DIR, { recursive: true });
  reportCount += 1;
  const name = `${reportCount}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}.json`;
  await writeFile(path.join(JSON_DIR, name), JSON.stringify(result));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** One run; a loaded machine now and then loses the trace (NO_NAVSTART): two more tries. */
async function lighthouseRun(url: string, port: number, keepStorage: boolean): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await runLighthouse(url, port, keepStorage);
      if (!result.runtimeError) return result;
      if (attempt === 3) throw new Error(`${url}: ${result.runtimeError.message}`);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function measure(url: string, port: number, keepStorage: boolean): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouseRun(url, port, keepStorage);
    await keepReport(url, result);
    runs.push(figuresOf(result));
  }
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    scriptKb: pick('scriptKb'),
    firstScreenKb: pick('firstScreenKb'),
    dayShown: pick('dayShown'),
    hostIndex: pick('hostIndex'),
  };
}

/** The page's first visit in a fresh context of the benched Chromium, profiled. */
async function profileFirstVisit(port: number, url: string): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const stop = await profilePage(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const profile = await stop();
  await context.close();
  await browser.close();
  return summarizeBrowserProfile(profile, ATTENDEE_DIST, 20, '/a/');
}

/** Signs in through the console's own form, so the profile holds the session the pages need. */
async function signInThroughTheConsole(
  port: number,
  baseUrl: string,
  credentials = { email: EMAIL, password: PASSWORD },
  shown = 'Event 0',
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('E-mail', { exact: true }).fill(credentials.email);
  await page.getByLabel('Пароль', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(shown, { exact: true }).first().waitFor();
  await page.close();
  await browser.close();
}

/**
 * The participants screen of an event with 100,000 (BENCH_PARTICIPANTS) of them: seeded in one
 * statement (bench/participantsSeed.ts), so on an in-process server of its own origin, which
 * the benched Chromium signs in to as well.
 */
async function participantsPage(port: number): Promise<Figures> {
  const server = await startBenchServer('memory');
  try {
    const { key } = await seedParticipants(server);
    const base = `http://127.0.0.1:${server.ready.apiPort}`;
    await signInThroughTheConsole(port, base, BENCH_ORGANISER, 'Bench');
    return await measure(`${base}/edit/${key}/registration/users`, port, true);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'eventapp-lighthouse-profile-'));
  const baseline = await staticBaseline();
  if (JSON_DIR) await mkdir(JSON_DIR, { recursive: true });
  configPath = path.join(profile, 'lighthouse-config.json');
  await writeFile(configPath, JSON.stringify(FIRST_VISIT_CONFIG));
  const product = await startBenchProduct('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: profile,
  });
  try {
    const clients = clientsFor(product.baseUrl);
    await clients.users.signUpOrg({ email: EMAIL, password: PASSWORD });
    const session = await clients.auth.signIn({ email: EMAIL, password: PASSWORD });
    for (let i = 0; i < 20; i += 1) {
      await clients.events.createEvent(
        { eventId: uuidv7(), title: `Event ${i}`, language: '' },
        as(session),
      );
    }
    const rows: string[][] = [];
    const measured = new Map<string, Figures>();
    const row = (name: string, f: Figures) => {
      measured.set(name, f);
      rows.push([
        name,
        String(f.performance),
        String(f.accessibility),
        `${(f.fcp / 1000).toFixed(2)} s`,
        `${(f.lcp / 1000).toFixed(2)} s`,
        `${f.tbt.toFixed(0)} ms`,
        `${f.scriptKb.toFixed(1)} KB`,
        `${f.firstScreenKb.toFixed(1)} KB`,
        Number.isFinite(f.dayShown) ? `${(f.dayShown / 1000).toFixed(2)} s` : '—',
        f.hostIndex.toFixed(0),
      ]);
    };
    console.log(`Load average at the start: ${load()}`);
    row('baseline: static HTML', await measure(baseline.url, chrome.port, false));
    if (PAGES !== 'attendee') {
      if (wanted('/signin (signed out)'))
        row('/signin (signed out)', await measure(`${product.baseUrl}/signin`, chrome.port, false));
      await signInThroughTheConsole(chrome.port, product.baseUrl);
      if (wanted('/ event list (signed in)'))
        row('/ event list (signed in)', await measure(`${product.baseUrl}/`, chrome.port, true));
    }
    // Two published programmes, of 200 and 1,000 sessions over 5 days.
    const programme = async (meetings: number) =>
      seedProgramme(clients, as(session), {
        title: `${meetings} sessions`,
        meetings,
        speakers: meetings / 5,
        locations: 20,
        days: 5,
      });
    const keys = { 200: await programme(200), 1000: await programme(1000) };
    // The console's screens of those events, signed in (issue 31, item 7).
    if (PAGES !== 'attendee') {
      const edit = (key: string, rest = '') => `${product.baseUrl}/edit/${key}${rest}`;
      const consolePages: [string, string][] = [
        ['dashboard, 200 meetings', edit(keys[200])],
        ['schedule screen, 200 meetings', edit(keys[200], '/meetings')],
        ['schedule screen, 1000 meetings', edit(keys[1000], '/meetings')],
        ['form screen: general settings', edit(keys[200], '/settings/general')],
      ];
      for (const [name, url] of consolePages)
        if (wanted(name)) row(name, await measure(url, chrome.port, true));
      if (wanted('participants screen, 100,000'))
        row('participants screen, 100,000', await participantsPage(chrome.port));
    }
    // The attendee app (issue 13), first visits: home and schedule of a 200-session event, and
    // the schedule of a 1,000-session one (its first day, 200 sessions, shown).
    const attendeePages =
      PAGES === 'console'
        ? []
        : ([
            [200, ['', 'schedule']],
            [1000, ['schedule']],
          ] as const);
    for (const [meetings, pages] of attendeePages) {
      const key = keys[meetings];
      for (const page of pages) {
        if (!wanted(`attendee ${page || 'home'}, ${meetings} sessions`)) continue;
        const url = `${product.baseUrl}/${key}/${page}`;
        row(
          `attendee ${page || 'home'}, ${meetings} sessions`,
          await measure(url, chrome.port, false),
        );
        if (PROFILE && page === 'schedule') {
          const summary = await profileFirstVisit(chrome.port, url);
          console.log(
            `Profile of the schedule, ${meetings} sessions, CPU 4× slower:\n${summary}\n`,
          );
        }
      }
    }
    console.log(
      `Load average (1, 5, 15 min): ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log(
      `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'} per page, mobile preset, simulated throttling.`,
    );
    console.log(
      table(
        [
          'page',
          'performance',
          'accessibility',
          'FCP',
          'LCP',
          'TBT',
          'JS transferred',
          'before the first screen',
          'a day',
          'host index',
        ],
        rows,
      ),
    );
    console.log(`Load average at the end: ${load()}`);
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    for (const name of ['attendee home, 200 sessions', 'attendee schedule, 200 sessions']) {
      const f = measured.get(name);
      if (!f) continue; // BENCH_LIGHTHOUSE_PAGES=console
      console.log(
        `${name}: performance ${f.performance}, accessibility ${f.accessibility} (target ≥ 95): ${verdict(f.performance >= 95 && f.accessibility >= 95)}`,
      );
    }
    for (const [name, f] of measured) {
      if (!name.startsWith('attendee')) continue;
      console.log(
        `${name}: ${f.firstScreenKb.toFixed(1)} KB before the first screen (target ≤ 150 KB): ${verdict(f.firstScreenKb <= 150)}`,
      );
    }
    const big = measured.get('attendee schedule, 1000 sessions');
    if (big)
      console.log(
        `attendee schedule, 1000 sessions: a day shown in ${(big.dayShown / 1000).toFixed(2)} s (target ≤ 1 s): ${verdict(big.dayShown <= 1000)}`,
      );
  } finally {
    chrome.kill();
    baseline.close();
    await product.stop();
    await rm(profile, { recursive: true, force: true });
  }
}

runBench(main);
