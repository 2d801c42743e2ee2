// One seeded soak run in Chromium (issue 16): two tabs of one profile write at once through the
// console's screens — the event list creates events, the other tab renames one event in its
// general settings and adds its posts — while the seed's faults hit: offline and back, lie-fi
// (the proxy dead, the browser told nothing), a hung or dropped write answer, a dropped auth
// answer, the server restarted mid-replay, a tab reloaded or closed and reopened mid-flush.
// Then the network comes back, both tabs drain, and the server and the screens are compared
// with what was typed. The two tabs type into different fields, so "the last typed value"
// is defined without racing them.
import { eventually } from '../../e2e/ui';
import type { SoakProgress } from '../soakRun';
import { seededRandom } from '../seededRandom';
import { soakTrace } from '../soakWatch';
import type { Random } from '../seededRandom';
import { startBrowserRig } from './browserRig';
import type { BrowserRig } from './browserRig';
import { browserDifferences, drainBoth } from './browserCheck';
import type { BrowserModel } from './browserCheck';

export const BROWSER_FAULTS = [
  'offline',
  'liefi',
  'hang',
  'drop',
  'auth',
  'restart',
  'reload',
  'reopen',
] as const;
export type BrowserFault = (typeof BROWSER_FAULTS)[number];

const WRITE_CALLS = /SendWrites|CreateEvent|UpdateEvent|CreatePost/;

export interface BrowserResult {
  seed: number;
  typed: number;
  faults: Record<BrowserFault, number>;
  drainMs: number;
  lost: string[];
  doubled: string[];
  failed: number;
  stale: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** SOAK_TRACE=1: what the run does, step by step, to read a failing seed's story. */
let traceToFile: (line: string) => void = () => undefined;
const trace = (what: string) => {
  traceToFile(what);
  if (process.env.SOAK_TRACE) console.log(`${new Date().toISOString().slice(17, 23)} ${what}`);
};

export async function browserRun(
  seed: number,
  steps: number,
  progress: SoakProgress = { phase: '' },
): Promise<BrowserResult> {
  const random = seededRandom(seed);
  const faults = Object.fromEntries(BROWSER_FAULTS.map((f) => [f, 0])) as Record<
    BrowserFault,
    number
  >;
  progress.phase = 'start';
  // SOAK_DEBUG=<folder>: the steps, then a failed run's message and both tabs' console.
  traceToFile = soakTrace(seed);
  const rig = await startBrowserRig();
  try {
    const model = await setUp(rig, seed);
    let network: 'up' | 'offline' | 'liefi' = 'up';
    const bringBack = async () => {
      rig.proxy.restore();
      if (network === 'offline') await rig.context.setOffline(false);
      network = 'up';
    };
    for (let step = 0; step < steps; step++) {
      progress.phase = `step ${step}`;
      trace(`step ${step}`);
      if (!random.chance(0.3)) {
        // Both tabs type at once (or one of them).
        const both = random.chance(0.6);
        const first = random.chance(0.5);
        await Promise.all([
          both || first ? typeInList(rig, model, random) : null,
          both || !first ? typeInEvent(rig, model, random) : null,
        ]);
      } else {
        const fault = random.pick(BROWSER_FAULTS);
        progress.phase = `step ${step}: ${fault}`;
        faults[fault] += 1;
        trace(fault);
        if (fault === 'offline' || fault === 'liefi') {
          if (network !== 'up') await bringBack();
          else {
            rig.proxy.cut();
            if (fault === 'offline') await rig.context.setOffline(true);
            network = fault;
          }
        } else if (fault === 'hang') void rig.proxy.hangResponse(WRITE_CALLS, 1);
        else if (fault === 'drop') void rig.proxy.dropResponse(WRITE_CALLS, 1);
        else if (fault === 'auth') void rig.proxy.dropResponse(/Auth\/(Refresh|GetUser)/, 1);
        else if (fault === 'restart') {
          await rig.server.restart();
          rig.proxy.retarget(Number(new URL(rig.server.baseUrl).port));
        } else if (fault === 'reload') await rig.tabs[random.int(0, 1) as 0 | 1].page.reload();
        else await rig.reopen(random.int(0, 1) as 0 | 1);
      }
      await sleep(random.int(0, 80));
    }

    progress.phase = 'drain';
    rig.proxy.clearRule();
    await bringBack();
    const drainMs = await drainBoth(rig);
    progress.phase = 'compare';
    return { seed, typed: model.typed, faults, drainMs, ...(await browserDifferences(rig, model)) };
  } catch (error) {
    (error as Error).message += `\n(seed ${seed}, ${progress.phase})\n${rig.log.join('\n')}`;
    trace(`failed: ${(error as Error).message}`);
    throw error;
  } finally {
    await rig.close(progress);
  }
}

/** The event the second tab works in, created online; both tabs open on their screens. */
async function setUp(rig: BrowserRig, seed: number): Promise<BrowserModel> {
  const [list, event] = rig.tabs;
  const title = `Soak ${seed}`;
  await list.ui.createEvent(title);
  const href = await list.ui
    .card(title)
    .getByRole('link', { name: title, exact: true })
    .getAttribute('href');
  if (!href) throw new Error('the event card has no link');
  await event.page.goto(rig.url(`${href}/posts`));
  await event.page.getByRole('heading', { name: 'Уведомления', level: 1 }).waitFor();
  return { href, title, typed: 1, events: [], posts: [] };
}

/** A new text, unique in the run (the count of writes typed ends it). */
const text = (what: string, random: Random, model: BrowserModel) =>
  `${what} ${random.int(0, 1_000_000).toString(36)}-${model.typed}`;

/** The event list's tab: a new event, through the 'New event' card. */
async function typeInList(rig: BrowserRig, model: BrowserModel, random: Random) {
  model.typed += 1;
  const title = text('Событие', random, model);
  model.events.push(title);
  trace(`list: ${title}`);
  await rig.tabs[0].ui.createEvent(title);
}

/** The event's tab: its name in the general settings, or a post. */
async function typeInEvent(rig: BrowserRig, model: BrowserModel, random: Random) {
  const { page, ui } = rig.tabs[1];
  const at = (screen: string) => new URL(page.url()).pathname === `${model.href}/${screen}`;
  model.typed += 1;
  if (random.chance(0.4)) {
    const title = text('Название', random, model);
    model.title = title;
    trace(`event: ${title}`);
    if (!at('settings/general')) await page.goto(rig.url(`${model.href}/settings/general`));
    const card = ui.eventSettingsCard();
    await card.getByRole('textbox', { name: 'Название' }).fill(title);
    const save = card.getByRole('button', { name: 'Сохранить' });
    await save.click();
    // The breadcrumb may be laid out hidden on this screen: its text is what tells.
    await ui.editedTitle(title).waitFor({ state: 'attached' });
    // As an organiser would, the next name is typed once the save's spinner has stopped (the
    // form resets to what it saved when the save ends).
    await eventually(async () => (await save.getAttribute('data-loading')) === null, 'the save');
    return;
  }
  const post = text('Пост', random, model);
  model.posts.push(post);
  trace(`event: ${post}`);
  if (!at('posts')) await page.goto(rig.url(`${model.href}/posts`));
  await page.getByRole('link', { name: 'Добавить уведомление' }).click();
  await page.getByRole('textbox', { name: 'Текст' }).fill(post);
  await page.getByRole('button', { name: 'Создать' }).click();
  await page.getByRole('heading', { name: 'Уведомления', level: 1 }).waitFor();
}
