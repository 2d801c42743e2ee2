// The soak suite's short fixed set (issue 16): a few seeded fault runs in every `npm test`.
// SOAK_RUNS=N (npm run soak -- --runs N) runs N seeds from SOAK_SEED (default: the time) and
// prints the counts and drain times; SOAK_STEPS sets each run's length.
import { soakRun } from './soakRun';
import type { SoakResult } from './soakRun';

const FIXED_SEEDS = [16, 1601];
const runs = Number(process.env.SOAK_RUNS ?? 0);
const firstSeed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const seeds = runs > 0 ? Array.from({ length: runs }, (_, i) => firstSeed + i) : FIXED_SEEDS;
const steps = Number(process.env.SOAK_STEPS ?? 40);

const RUN_MS = 120_000;

function summary(results: SoakResult[]): string {
  const sum = (f: (r: SoakResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const drains = results.map((r) => r.drainMs).sort((a, b) => a - b);
  const at = (q: number) => drains[Math.min(drains.length - 1, Math.floor(q * drains.length))];
  return [
    `soak: ${results.length} runs, ${sum((r) => r.typed)} writes typed`,
    `faults: ${sum((r) => Object.values(r.faults).reduce((a, b) => a + b, 0))}`,
    `lost ${sum((r) => r.lost.length)}, doubled ${sum((r) => r.doubled.length)}, ` +
      `failed ${sum((r) => r.failed)}, stale live ${sum((r) => r.staleLive.length)}, ` +
      `stale after reload ${sum((r) => r.staleAfterReload.length)}`,
    `drain ms: median ${at(0.5)}, p95 ${at(0.95)}, max ${drains.at(-1)}`,
  ].join('\n');
}

describe('the write queue under random faults', () => {
  const results: SoakResult[] = [];
  afterAll(() => {
    if (results.length > 0) console.log(summary(results));
  });

  it.each(seeds)(
    'loses, doubles and hides nothing the organiser typed (seed %i)',
    async (seed) => {
      const result = await soakRun(seed, steps);
      results.push(result);
      // The seed replays this run: SOAK_RUNS=1 SOAK_SEED=<seed>.
      expect({ seed, ...pick(result) }).toEqual({
        seed,
        lost: [],
        doubled: [],
        failed: 0,
        staleLive: [],
        staleAfterReload: [],
      });
    },
    RUN_MS,
  );
});

const pick = ({ lost, doubled, failed, staleLive, staleAfterReload }: SoakResult) => ({
  lost,
  doubled,
  failed,
  staleLive,
  staleAfterReload,
});
