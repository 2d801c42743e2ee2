// The soak suite's short fixed set (issue 16): a few seeded fault runs in every `npm test`.
// SOAK_RUNS=N (npm run soak -- --runs N) runs N seeds from SOAK_SEED (default: the time) and
// prints the counts and drain times; SOAK_STEPS sets each run's length.
import { soakLog, soakSummary, watched } from './soakWatch';
import { soakRun } from './soakRun';
import type { SoakResult } from './soakRun';

const FIXED_SEEDS = [16, 1601];
const runs = Number(process.env.SOAK_RUNS ?? 0);
const firstSeed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const seeds = runs > 0 ? Array.from({ length: runs }, (_, i) => firstSeed + i) : FIXED_SEEDS;
const steps = Number(process.env.SOAK_STEPS ?? 40);

const RUN_MS = 120_000;

describe('the write queue under random faults', () => {
  const results: SoakResult[] = [];
  afterAll(() => {
    if (results.length === 0) return;
    const stale = {
      'stale live': (r: SoakResult) => r.staleLive.length,
      'stale after reload': (r: SoakResult) => r.staleAfterReload.length,
    };
    console.log(soakSummary(results, stale));
  });

  it.each(seeds)(
    'loses, doubles and hides nothing the organiser typed (seed %i)',
    async (seed) => {
      const result = await watched(seed, RUN_MS, (progress) => soakRun(seed, steps, progress));
      results.push(result);
      soakLog(result);
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
