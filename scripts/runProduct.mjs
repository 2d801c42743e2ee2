// Runs the product: the embedded PostgreSQL under DATA_DIR/postgres (unless DATABASE_URL names
// a server), then the server (src/server/main.ts) on it. The two live and die together: Ctrl-C,
// SIGTERM or SIGHUP stop the server, then the database; either one ending stops the other.
// `npm start` calls it once dependencies and the console are ready; tests run it directly.
// It stays resident as long as they run, so it loads nothing it does not need to supervise.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SMALL_SERVER_SETTINGS, startCluster } from './postgresCluster.mjs';
import { CLUSTER_URL_VARIABLE, DATABASE } from './productDatabase.mjs';
import { SERVER_NODE_ARGS, serverEnv } from './serverEnv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';

/**
 * The product's database on the embedded cluster, created on first start by a child process
 * (productDatabase.mjs): the database driver does not stay resident here.
 */
async function ensureDatabase(cluster) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'productDatabase.mjs')], {
    cwd: root,
    env: { ...process.env, [CLUSTER_URL_VARIABLE]: cluster.url() },
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    child.on('error', () => resolve(1));
  });
  if (code !== 0) throw new Error(`The database ${DATABASE} could not be made ready.`);
  return cluster.url(DATABASE);
}

async function startDatabase(env) {
  if (env.DATABASE_URL) return { cluster: null, url: env.DATABASE_URL };
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const dir = path.join(dataDir, 'postgres');
  const cluster = await startCluster({ dir, settings: SMALL_SERVER_SETTINGS });
  console.log(`PostgreSQL (embedded) in ${dir}, on 127.0.0.1:${cluster.port}, pid ${cluster.pid}.`);
  try {
    return { cluster, url: await ensureDatabase(cluster) };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** Starts the database and the server; resolves with the exit code once both are down. */
export async function runProduct(env = process.env) {
  const { cluster, url } = await startDatabase(env);
  // Its own process group: Ctrl-C in a terminal reaches only this script (and npm, which
  // relays it here again), so the server gets exactly the one signal forwarded below.
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, 'src/server/main.ts'], {
    cwd: root,
    env: serverEnv({ ...env, DATABASE_URL: url }),
    stdio: 'inherit',
    detached: !isWindows,
  });
  const serverExit = new Promise((resolve) => {
    server.on('exit', (code, signal) => resolve({ code, signal }));
    server.on('error', (error) => {
      console.error(`Could not start the server: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
  });
  let serverDone = false;
  void serverExit.then(() => (serverDone = true));
  let forwardedAt = 0;
  const killServerGroup = (signal) => {
    if (serverDone) return;
    try {
      if (isWindows) server.kill(signal);
      else process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  const stopServer = (signal) => {
    if (serverDone) return;
    if (forwardedAt === 0) {
      forwardedAt = Date.now();
      // SIGHUP (terminal closed) becomes a clean shutdown.
      killServerGroup(signal === 'SIGHUP' ? 'SIGTERM' : signal);
      return;
    }
    // The same Ctrl-C arrives twice under `npm start` (terminal + npm); ignore that.
    // A deliberate repeat a moment later forces the server down.
    if (Date.now() - forwardedAt < 1000) return;
    console.error('Forcing the server to stop.');
    killServerGroup('SIGKILL');
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stopServer);
  // `npm start` runs this through `sh -c`; a SIGTERM sent to npm stops only that shell, and npm
  // exits at once, without waiting for us. When the parent goes away without a signal reaching
  // us, stop rather than orphan the server. Looked at often: whoever sent npm the signal may
  // look for what is left a second later, and stopping takes ~0.3 s (reading ppid costs nothing).
  const parent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(parentWatch);
    console.error('The parent process went away: stopping the server.');
    stopServer('SIGTERM');
  }, 100);
  parentWatch.unref();
  // Should this script die on an error, take both children down with it.
  process.on('exit', () => {
    killServerGroup('SIGTERM');
    if (cluster) cluster.stopNow();
  });

  // Whichever ends first: a database that went away takes the server with it.
  const first = await Promise.race([
    serverExit.then((exit) => ({ who: 'server', exit })),
    ...(cluster ? [cluster.exited.then((exit) => ({ who: 'database', exit }))] : []),
  ]);
  if (first.who === 'database') {
    console.error(
      `PostgreSQL stopped (${first.exit.signal ?? `exit ${first.exit.code}`}): stopping the server.`,
    );
    stopServer('SIGTERM');
  }
  const exit = await serverExit;
  if (cluster) await cluster.stop();
  clearInterval(parentWatch);
  if (first.who === 'database') return 1;
  if (exit.signal) return 128 + (constants.signals[exit.signal] ?? 0);
  return exit.code ?? 1;
}

/** Runs the product and exits with its code (or 1 when it could not start). */
export function runProductAndExit() {
  runProduct().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runProductAndExit();
