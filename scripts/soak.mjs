// `npm run soak -- --runs N [--seed S] [--steps K]`: N seeded fault runs of the write queue
// (test/faults), seeds S, S+1, …; prints the counts and drain times. Plain Node ESM.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    seed: { type: 'string' },
    steps: { type: 'string' },
  },
});
const env = { ...process.env, SOAK_RUNS: values.runs };
if (values.seed) env.SOAK_SEED = values.seed;
if (values.steps) env.SOAK_STEPS = values.steps;
const jest = spawn('npx', ['jest', '--ci', '--selectProjects', 'faults'], {
  stdio: 'inherit',
  env,
});
jest.on('exit', (code) => process.exit(code ?? 1));
