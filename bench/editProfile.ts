// CPU profiles of the event editor's pages (issue 31): the general settings form of a 200-meeting
// event, its dashboard, and the participants screen of 100,000 (BENCH_PARTICIPANTS), each
// loaded again in a 412 px page (Lighthouse's mobile viewport) under CDP's 4× CPU throttling
// after a first visit (the service worker and the stored state in place, as in the Lighthouse
// bench). Prints, per page, the long stretches of main-thread work (≥ BENCH_TASK_MS, default
// 50 ms of throttled time) in order, each with its hottest functions and the app's own functions
// it ran under, read through the build's source maps, then the whole profile's summary.
// `npm run build && npx tsx bench/editProfile.ts`; BENCH_EDIT_PAGES=regex picks the pages
// ('form|dashboard|schedule|participants'). BENCH_EDIT_FIRST=1 profiles each page's first visit
// instead (the live feed's snapshot of the event, as Lighthouse's first run of a page sees it);
// BENCH_EDIT_MEETINGS sets the event's meetings (default 200); BENCH_EDIT_WAIT_MS how long each
// profile runs (default 8000: a loaded machine needs longer to read 100,000 participants),
// BENCH_TASK_TOP how many functions each stretch lists (default 5).
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench } from './product';
import { profilePage, summarizeBrowserProfile } from './browserProfile';
import { profileTasks } from './profileTasks';
import { seedParticipants } from './participantsSeed';
import { seedProgramme } from './seedProgramme';
import { BENCH_ORGANISER, startBenchServer } from './serverCore';

const DIST = path.join(__dirname, '..', 'dist', 'console');
const TASK_MS = Number(process.env.BENCH_TASK_MS ?? 50);
const PAGES = new RegExp(process.env.BENCH_EDIT_PAGES ?? '', 'i');
const FIRST = process.env.BENCH_EDIT_FIRST === '1';
const MEETINGS = Number(process.env.BENCH_EDIT_MEETINGS ?? 200);
const WAIT_MS = Number(process.env.BENCH_EDIT_WAIT_MS ?? 8000);
const TOP = Number(process.env.BENCH_TASK_TOP ?? 5);

async function main(): Promise<void> {
  const server = await startBenchServer('memory');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const base = `http://127.0.0.1:${server.ready.apiPort}`;
    const clients = clientsFor(base);
    const session = await clients.auth.signIn(BENCH_ORGANISER);
    const programme = await seedProgramme(clients, as(session), {
      title: `${MEETINGS} sessions`,
      meetings: MEETINGS,
      speakers: MEETINGS / 5,
      locations: 20,
      days: 5,
    });
    const participants = PAGES.test('participants') ? (await seedParticipants(server)).key : null;
    const page = await (
      await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
    ).newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${base}/signin`);
    await page.getByLabel('E-mail', { exact: true }).focus();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByLabel('E-mail', { exact: true }).fill(BENCH_ORGANISER.email);
    await page.getByLabel('Пароль', { exact: true }).fill(BENCH_ORGANISER.password);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const pages: [string, string][] = [
      ['form: general settings', `${base}/edit/${programme}/settings/general`],
      ['dashboard', `${base}/edit/${programme}`],
      ['schedule', `${base}/edit/${programme}/meetings`],
      ...(participants
        ? ([['participants, 100,000', `${base}/edit/${participants}/registration/users`]] as [
            string,
            string,
          ][])
        : []),
    ];
    const cdp = await page.context().newCDPSession(page);
    for (const [name, url] of pages) {
      if (!PAGES.test(name)) continue;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (!FIRST) {
        await page.goto(url);
        await page.waitForTimeout(4000);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const stop = await profilePage(page);
      if (FIRST) await page.goto(url, { waitUntil: 'commit' });
      else await page.reload({ waitUntil: 'commit' });
      await page.waitForTimeout(WAIT_MS);
      const profile = await stop();
      console.log(
        `\n=== ${name}${FIRST ? ', first visit' : ''} (4× CPU throttling), load ${loadavg()[0]!.toFixed(2)}`,
      );
      console.log(profileTasks(profile, DIST, TASK_MS, TOP));
      console.log(summarizeBrowserProfile(profile, DIST, 25));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

runBench(main);
