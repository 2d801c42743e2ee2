// The built console (dist/console) kept up to date, for `npm start` (it serves it) and `npm test`
// (the browser tests load it): built with `npm run build` when missing or older than its sources.
// Plain Node ESM with no dependencies: `npm start` runs it before node_modules may exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** What the console bundle is built from (webpack.config.ts and everything it reads). */
const INPUTS = [
  'src/console',
  'src/attendee',
  'src/common',
  'generated',
  'locales',
  'public',
  'webpack.config.ts',
  'webpack.attendee.ts',
  'scripts/prerenderSignIn.mjs',
];

/** Newest mtime (ms) of the files under a path; 0 when it is missing or empty. */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds dist/console when a console exists and its build is missing or older than a source. */
export function buildConsoleIfNeeded(root) {
  if (!existsSync(path.join(root, 'webpack.config.ts'))) return;
  const index = path.join(root, 'dist', 'console', 'index.html');
  const built = existsSync(index) ? newestMtime(path.join(root, 'dist', 'console')) : 0;
  const newestInput = Math.max(...INPUTS.map((input) => newestMtime(path.join(root, input))));
  if (built !== 0 && built >= newestInput) return;
  console.log(built === 0 ? 'Building the console.' : 'Rebuilding the console: sources changed.');
  console.log('> npm run build');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`npm run build failed (${result.signal ?? `exit ${result.status}`}).`);
    process.exit(result.status || 1);
  }
  // webpack leaves files whose content did not change untouched: mark the build as new, or a
  // change that does not alter the output would rebuild every time.
  const now = new Date();
  utimesSync(index, now, now);
}
