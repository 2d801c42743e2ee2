// Lighthouse on the console (issue 14, item 6): the product as `npm start` runs it (a fresh
// DATA_DIR, the built console in dist/), Lighthouse's mobile preset with its default simulated
// throttling, in Debian's Chromium. Pages: a static HTML file served by the same server's kind of
// stack (the baseline: what the throttled phone gives a page with no JavaScript), `/signin`
// signed out, the event list `/` signed in with 20 events, and the attendee app's home and
// schedule (200 sessions, and the schedule at 1,000: bench/seedProgramme.ts). Prints the scores
// and LCP, TBT, FCP, the JavaScript transferred, per page; asserts nothing. Run
// `npx tsx bench/lighthouse.ts` (after `npm run build`). BENCH_LIGHTHOUSE_RUNS=n takes the median
// of n runs per page. BENCH_LIGHTHOUSE_PAGES=console measures only the console's pages (baseline,
// `/signin`, the event list), =attendee only the attendee's; BENCH_LIGHTHOUSE_JSON=dir keeps
// each run's Lighthouse report there (for its treemap, bootup-time and long tasks).
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
import { as, clientsFor } from '../test/integration/harness';
import { startProduct } from '../test/integration/productProcess';
import { seedProgramme } from './seedProgramme';
import { table } from './stats';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES ?? 'all';
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
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
}

function figuresOf(result: Result): Figures {
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => result.audits[id]?.numericValue ?? NaN;
  const items = (result.audits['resource-summary']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType: string; transferSize: number }[] | undefined;
  const script = items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
    scriptKb: script / 1024,
  };
}

const LIGHTHOUSE_CLI = path.resolve(__dirname, '../node_modules/lighthouse/cli/index.js');

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
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
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

async function measure(url: string, port: number, keepStorage: boolean): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0, failures = 0; i < RUNS; i += 1) {
    let result: Result;
    try {
      result = await runLighthouse(url, port, keepStorage);
      if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError.message}`);
    } catch (error) {
      // On a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART): run again.
      failures += 1;
      if (failures > 2) throw error;
      i -= 1;
      continue;
    }
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
  };
}

/** Signs in through the console's own form, so the profile holds the session the list needs. */
async function signInThroughTheConsole(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Event 0', { exact: true }).waitFor();
  await page.close();
  await browser.close();
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-lighthouse-'));
  const profile = await mkdtemp(path.join(tmpdir(), 'eventapp-lighthouse-profile-'));
  const baseline = await staticBaseline();
  const product = await startProduct(dataDir);
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
    const row = (name: string, f: Figures) =>
      rows.push([
        name,
        String(f.performance),
        String(f.accessibility),
        `${(f.fcp / 1000).toFixed(2)} s`,
        `${(f.lcp / 1000).toFixed(2)} s`,
        `${f.tbt.toFixed(0)} ms`,
        `${f.scriptKb.toFixed(1)} KB`,
      ]);
    row('baseline: static HTML', await measure(baseline.url, chrome.port, false));
    if (PAGES !== 'attendee') {
      row('/signin (signed out)', await measure(`${product.baseUrl}/signin`, chrome.port, false));
      await signInThroughTheConsole(chrome.port, product.baseUrl);
      row('/ event list (signed in)', await measure(`${product.baseUrl}/`, chrome.port, true));
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
      const key = await seedProgramme(clients, as(session), {
        title: `${meetings} sessions`,
        meetings,
        speakers: meetings / 5,
        locations: 20,
        days: 5,
      });
      for (const page of pages) {
        const url = `${product.baseUrl}/${key}/${page}`;
        row(
          `attendee ${page || 'home'}, ${meetings} sessions`,
          await measure(url, chrome.port, false),
        );
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
      table(['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'JS transferred'], rows),
    );
  } finally {
    chrome.kill();
    baseline.close();
    product.supervisor.kill('SIGTERM');
    await product.exited;
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
