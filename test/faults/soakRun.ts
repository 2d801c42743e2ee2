// One seeded soak run (issue 16, "A soak suite of our own"): a real server on its own
// PostgreSQL database, the flaky proxy in front of it, one browser profile of console tabs, and
// random writes across the screens mixed with random faults: offline and back, a request that
// never gets its answer, an answer dropped after the server did the work, the server restarted,
// the tab reloaded (killed and reopened). Then the network comes back for good, the queue
// drains, and the server and the console's views are compared with what the organiser typed.
import { until, startConsoleRig } from '../integration/support/consoleHarness';
import { serverDifferences, viewDifferences } from './soakCheck';
import type { Differences } from './soakCheck';
import { SoakModel } from './soakModel';
import { soakProfile } from './soakProfile';
import { seededRandom } from './seededRandom';
import { soakTrace } from './soakWatch';

const WRITE_CALLS =
  /SendWrites|CreateEvent|UpdateEvent|UpsertTranslate|SetShowMenuItems|AddOrgInfo/;

export const FAULTS = ['offline', 'hang', 'drop', 'restart', 'reload'] as const;
export type Fault = (typeof FAULTS)[number];

export interface SoakResult extends Differences {
  seed: number;
  typed: number;
  faults: Record<Fault, number>;
  failed: number;
  /** From the network's return for good to an empty queue. */
  drainMs: number;
  /** What the console showed once the live feed had caught up, and right after a reload. */
  staleLive: string[];
  staleAfterReload: string[];
  /** The slowest server restart and tab reload of the run (ms): where a stall would show. */
  slowest: { restart: number; reload: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a run is: a test that gives up on it names the phase it stalled in. */
export interface SoakProgress {
  phase: string;
}

export async function soakRun(
  seed: number,
  steps: number,
  progress: SoakProgress = { phase: '' },
): Promise<SoakResult> {
  const random = seededRandom(seed);
  const model = new SoakModel(random, seed);
  const rig = await startConsoleRig();
  const trace = soakTrace(seed);
  const profile = soakProfile(rig, trace);
  const faults = Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>;
  const slowest = { restart: 0, reload: 0 };
  const timed = async <T>(what: keyof typeof slowest, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    slowest[what] = Math.max(slowest[what], Date.now() - started);
    return result;
  };
  try {
    let tab = await profile.first();
    await until(tab.ready, 'the first tab to take the queue');
    let offline = false;
    for (let step = 0; step < steps; step++) {
      progress.phase = `step ${step}`;
      if (!random.chance(0.25)) model.typeOne(tab.store);
      else {
        const fault = random.pick(FAULTS);
        progress.phase = `step ${step}: ${fault}`;
        trace(progress.phase);
        faults[fault] += 1;
        if (fault === 'offline') {
          offline = !offline;
          if (offline) {
            rig.proxy.cut();
            profile.offline(tab);
          } else {
            rig.proxy.restore();
            profile.online(tab);
          }
        } else if (fault === 'hang') void rig.proxy.hangResponse(WRITE_CALLS, 1);
        else if (fault === 'drop') void rig.proxy.dropResponse(WRITE_CALLS, 1);
        else if (fault === 'restart') {
          await timed('restart', () => rig.server.restart());
          rig.proxy.retarget(Number(new URL(rig.server.baseUrl).port));
        } else {
          tab = await timed('reload', () => profile.reload(tab));
        }
      }
      await sleep(random.int(0, 80));
    }

    rig.proxy.clearRule();
    rig.proxy.restore();
    profile.online(tab);
    const back = Date.now();
    progress.phase = 'drain';
    trace(progress.phase);
    const queue = () => tab.store.getState().queue;
    await until(() => queue().pending.length === 0, 'the queue to drain', 60_000).catch(
      (error: Error) => {
        const { session, live } = tab.store.getState();
        const stuck = {
          role: queue().role,
          pending: queue().pending.length,
          session: session.status,
          live: live.status,
        };
        trace(`drain gave up: ${JSON.stringify(stuck)}`);
        throw new Error(`${error.message} (seed ${seed}): ${JSON.stringify(stuck)}`);
      },
    );
    const drainMs = Date.now() - back;
    const failed = queue().failed.length;
    progress.phase = 'compare';
    const { lost, doubled } = await serverDifferences(rig, model, queue().clientId);

    const staleLive = await settledView(() => viewDifferences(tab.store.getState(), model));
    // The live feed cut: what a reload shows comes from the device alone.
    rig.proxy.block(/\/live/);
    progress.phase = 'reload at the end';
    tab = await profile.reload(tab);
    const staleAfterReload = viewDifferences(tab.store.getState(), model);
    rig.proxy.block(null);
    return {
      seed,
      typed: model.typed,
      faults,
      failed,
      drainMs,
      lost,
      doubled,
      staleLive,
      staleAfterReload,
      slowest,
    };
  } finally {
    progress.phase = 'close';
    trace(progress.phase);
    profile.close();
    await rig.close();
    trace('closed');
  }
}

/** The view's differences once they are gone, or those left after the live feed's time. */
async function settledView(differences: () => string[]): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  while (differences().length > 0 && Date.now() < deadline) await sleep(50);
  return differences();
}
