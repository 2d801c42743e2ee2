// `npm start`: install dependencies if missing or stale, build the console if needed, then run
// the embedded PostgreSQL and the server in the foreground (runProduct.mjs) until Ctrl-C.
// Plain Node ESM with no dependencies: it runs before node_modules exists.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsoleIfNeeded } from './consoleBuild.mjs';
import { ensureInstalled } from './install.mjs';
import { runProductAndExit } from './runProduct.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

ensureInstalled(root);
buildConsoleIfNeeded(root);
runProductAndExit();
