// `npm start`: install dependencies if missing or stale, build the console if needed, then run
// the embedded PostgreSQL and the server in the foreground (runProduct.mjs) until Ctrl-C.
// Plain Node ESM with no dependencies: it runs before node_modules exists.
//
// This process stays resident as the supervisor of the database and the server, so it keeps
// only what supervising needs: the checks run in a child of it that exits once they are done
// (`--prepare`), and what they load goes with it (bench/README.md, "Memory").
import { spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[2] === '--prepare') {
  const { ensureInstalled } = await import('./install.mjs');
  const { buildConsoleIfNeeded } = await import('./consoleBuild.mjs');
  ensureInstalled(root);
  buildConsoleIfNeeded(root);
} else {
  const prepared = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--prepare'], {
    stdio: 'inherit',
  });
  if (prepared.error) throw prepared.error;
  if (prepared.signal) process.exit(128 + (constants.signals[prepared.signal] ?? 0));
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  const { runProductAndExit } = await import('./runProduct.mjs');
  runProductAndExit();
}
