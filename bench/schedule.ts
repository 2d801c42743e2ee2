// The schedule at scale (issue 10): `npm run bench:schedule`. One published event with 1,000
// meetings over 5 days, 60 locations and 300 speakers, on the product as `npm start` runs it.
// Prints (1) each schedule export's time on the server against, in the same run, the event's
// public snapshot (served from memory: the floor of one HTTP request here), and (2) in Chromium,
// with the console built (`npm run build`): opening the schedule screen (navigation to the
// first day's rows, live sync included) and switching day tabs. Figures only; targets in
// bench/README.md.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { publicEventPath } from '../src/common/publicEvent';
import { scheduleExportPath } from '../src/common/scheduleExports';
import { as, clientsFor } from '../test/integration/harness';
import { startProduct } from '../test/integration/productProcess';
import { percentiles, table } from './stats';

const DAYS = 5;
const MEETINGS = 1000;
const LOCATIONS = 60;
const SPEAKERS = 300;
const RUNS = 20;
const EMAIL = 'schedule-bench@example.com';
const PASSWORD = 'schedule-bench-password';
const DAY1 = Date.UTC(2026, 8, 7, 6) / 1000; // 09:00 in Moscow, the event's zone
const CONSOLE_BUILT = existsSync(path.join(__dirname, '..', 'dist', 'console', 'index.html'));

/** Runs the calls with a few in flight (the server's ledger takes them in any order). */
async function inParallel<T>(items: T[], call: (item: T) => Promise<unknown>, width = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await call(items[next++] as T);
    }),
  );
}

async function seed(baseUrl: string) {
  const clients = clientsFor(baseUrl);
  await clients.users.signUpOrg({ email: EMAIL, password: PASSWORD });
  const o = as(await clients.auth.signIn({ email: EMAIL, password: PASSWORD }));
  const eventId = uuidv7();
  const { filteredEventKey: key } = await clients.events.createEvent(
    { eventId, title: 'Big conference', language: 'en', timeZone: 'Europe/Moscow' },
    o,
  );
  const ids = (n: number) => Array.from({ length: n }, () => uuidv7());
  const locations = ids(LOCATIONS);
  const speakers = ids(SPEAKERS);
  await inParallel(locations, (locationId) =>
    clients.locations.createLocation(
      { eventId, locationId, name: `Hall ${locationId.slice(-4)}` },
      o,
    ),
  );
  await inParallel(speakers, (speakerId) =>
    clients.speakers.createSpeaker(
      { eventId, speakerId, name: `Speaker ${speakerId.slice(-4)}` },
      o,
    ),
  );
  const perDay = MEETINGS / DAYS;
  await inParallel([...Array(MEETINGS).keys()], (i) => {
    const day = Math.floor(i / perDay);
    // 10 hours a day in 30-minute slots, each slot in several halls.
    const startAt = DAY1 + day * 86_400 + (i % 20) * 1800;
    return clients.meetings.createMeeting(
      {
        eventId,
        meetingId: uuidv7(),
        name: `D${day + 1} talk ${i}`,
        annotation: 'A talk of the benchmark.',
        startAt,
        endAt: startAt + 1800,
        locationId: locations[i % LOCATIONS],
        speakerIds: [speakers[i % SPEAKERS] ?? '', speakers[(i * 7) % SPEAKERS] ?? ''],
        showLocationInListMeetings: false,
      },
      o,
    );
  });
  await clients.events.publish({ eventId }, o);
  return { key };
}

async function timeGet(url: string): Promise<{ ms: number[]; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < 3; i++) await (await fetch(url)).arrayBuffer(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(url);
    bytes = (await res.arrayBuffer()).byteLength;
    ms.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  }
  return { ms, bytes };
}

async function exportsTable(baseUrl: string, key: string): Promise<string> {
  const cases: [string, string][] = [
    ['baseline: public snapshot (memory)', publicEventPath(key)],
    ['schedule.xml (frab)', scheduleExportPath(key, 'xml')],
    ['schedule.json (c3voc)', scheduleExportPath(key, 'json')],
    ['schedule.ics (iCalendar)', scheduleExportPath(key, 'ics')],
  ];
  const rows: string[][] = [];
  for (const [label, p] of cases) {
    const { ms, bytes } = await timeGet(`${baseUrl}${p}`);
    const [p50 = 0, max = 0] = percentiles(ms, [50, 100]);
    rows.push([label, p50.toFixed(1), max.toFixed(1), (bytes / 1024).toFixed(0)]);
  }
  return table(['request', 'p50 ms', 'max ms', 'KiB'], rows);
}

async function browserTable(baseUrl: string, key: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${baseUrl}/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByText('Big conference', { exact: true }).waitFor();
    const rows: string[][] = [];
    for (const visit of ['first (live sync)', 'again (stored copy)']) {
      const started = performance.now();
      await page.goto(`${baseUrl}/edit/${key}/meetings`);
      await page
        .locator('[role=tabpanel] tbody tr')
        .first()
        .getByText(/^D1 talk/)
        .waitFor();
      rows.push([`open the schedule, ${visit}`, (performance.now() - started).toFixed(0)]);
    }
    // Day switches, timed inside the page: click → the day's first row painted.
    const switches: number[] = [];
    for (const day of [2, 3, 4, 5, 1, 3, 5, 2, 4, 1]) {
      // A string, not a function: tsx would wrap a function's inner names in a helper the
      // page does not have.
      const timed = `(async () => {
        const tab = document.querySelectorAll('[role=tab]')[${day - 1}];
        const started = performance.now();
        tab.click();
        for (;;) {
          const row = document.querySelector('[role=tabpanel][data-state=open] tbody tr');
          if (row && row.textContent.includes('D${day} talk')) break;
          await new Promise((r) => requestAnimationFrame(r));
        }
        return performance.now() - started;
      })()`;
      switches.push(Number(await page.evaluate(timed)));
    }
    const [p50 = 0, max = 0] = percentiles(switches, [50, 100]);
    rows.push([`switch a day tab, p50 of ${switches.length}`, p50.toFixed(0)]);
    rows.push(['switch a day tab, max', max.toFixed(0)]);
    return table(['in Chromium', 'ms'], rows);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-schedule-'));
  const product = await startProduct(dataDir);
  try {
    const seeding = performance.now();
    const { key } = await seed(product.baseUrl);
    console.log(
      `Schedule: ${MEETINGS} meetings over ${DAYS} days, ${LOCATIONS} locations, ${SPEAKERS} speakers (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s).`,
    );
    console.log(`Exports, ${RUNS} sequential requests each (targets: each export ≤ 200 ms):`);
    console.log(await exportsTable(product.baseUrl, key));
    if (CONSOLE_BUILT) {
      console.log('Console (targets: usable ≤ 1 s after navigation, a day switch ≤ 100 ms):');
      console.log(await browserTable(product.baseUrl, key));
    } else {
      console.log('Console: not built, skipped (run `npm run build` first).');
    }
  } finally {
    product.supervisor.kill('SIGTERM');
    await product.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
