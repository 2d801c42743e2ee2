// `npm run soak -- --runs N [--seed S] [--steps K] [--log FILE] [--chromium]`: N seeded fault
// runs of the write queue (test/faults), seeds S, S+1, …; prints the counts and drain times.
// --chromium: the built console in two Chromium tabs (npm run build first) instead of the
// console's store in Node. --consistency (`npm run soak:consistency`): N seeded runs of the
// consistency suite (test/consistency) instead; prints the divergences (--seeds a,b,c: those
// seeds). Plain Node ESM.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    seed: { type: 'string' },
    seeds: { type: 'string' },
    steps: { type: 'string' },
    log: { type: 'string' },
    chromium: { type: 'boolean', default: false },
    consistency: { type: 'boolean', default: false },
  },
});
const env = { ...process.env, SOAK_RUNS: values.runs };
if (values.seed) env.SOAK_SEED = values.seed;
if (values.seeds) env.SOAK_SEEDS = values.seeds;
if (values.steps) env.SOAK_STEPS = values.steps;
if (values.log) env.SOAK_LOG = values.log;
if (values.chromium) env.SOAK_CHROMIUM = '1';
const [project, file] = values.consistency
  ? ['consistency', 'test/consistency/']
  : ['faults', values.chromium ? 'test/faults/soakChromium' : 'test/faults/soak\\.test'];
const jest = spawn(
  'npx',
  ['jest', '--ci', '--forceExit', '--selectProjects', project, '--testPathPatterns', file],
  { stdio: 'inherit', env },
);
jest.on('exit', (code) => process.exit(code ?? 1));
