// Memory of `npm start` (issues 14 and 31): the product as `npm start` runs it (npm itself, its
// runner, the server and the embedded PostgreSQL, on a fresh DATA_DIR), measured three times:
// idle after a sign-up and a few calls; in use, right after a 200-meeting programme is seeded
// and 16 writers have kept every connection of the pool busy with each kind of write; and idle
// again after that. Each process's RSS, PSS (shared pages divided among the processes that map
// them: PostgreSQL's shared memory, the node binary) and USS (its private pages: what stopping
// it would give back). Beside it, in the same run, the baselines: a bare Fastify process, and
// the same cluster with PostgreSQL's default settings holding as many connections.
// Linux (/proc). Run `npx tsx bench/idle.ts` (after `npm run build`: `npm start` builds the
// console first when it is older than its sources).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { startCluster } from '../scripts/postgresCluster.mjs';
import { serverEnv } from '../scripts/serverEnv.mjs';
import { as, clientsFor } from '../test/integration/support/harness';
import { childrenOf, startProduct } from '../test/integration/support/productProcess';
import { seedProgramme } from './seedProgramme';
import { table } from './stats';
import {
  WRITE_KINDS,
  closedLoop,
  keepAliveAgent,
  prepareWriteTargets,
  updateEventCall,
  writeCall,
} from './unary';
import type { BenchEvent, Call } from './unary';

const SETTLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;
const LOAD_MS = Number(process.env.BENCH_IDLE_LOAD_SECONDS ?? 3) * 1000;
/** BENCH_IDLE_PG_CONTEXTS=1: also what the server's database sessions hold, in use, by kind. */
const PG_CONTEXTS = process.env.BENCH_IDLE_PG_CONTEXTS === '1';
const MiB = 1024 * 1024;

interface Memory {
  rss: number;
  pss: number;
  uss: number;
  count: number;
}

/** Resident, proportional and unique set size of a process, in bytes. */
function memoryOf(pid: number): Memory {
  const field = (text: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return {
    rss: field(rollup, 'Rss'),
    pss: field(rollup, 'Pss'),
    uss: field(rollup, 'Private_Clean') + field(rollup, 'Private_Dirty'),
    count: 1,
  };
}

function sum(pids: number[]): Memory {
  const total = { rss: 0, pss: 0, uss: 0, count: 0 };
  for (const m of pids.map(memoryOf)) {
    total.rss += m.rss;
    total.pss += m.pss;
    total.uss += m.uss;
    total.count += 1;
  }
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const row = (label: string, m: Memory, target = '') => [
  label,
  mib(m.rss),
  mib(m.pss),
  mib(m.uss),
  String(m.count),
  target,
];

/** The command of a process, short: `node scripts/runProduct.mjs`, `npm start`. */
function commandOf(pid: number): string {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  return argv
    .map((arg) => (arg.startsWith('/') ? path.basename(arg) : arg))
    .join(' ')
    .slice(0, 60);
}

/**
 * The memory contexts of the product's database sessions (pg_log_backend_memory_contexts writes
 * them to the cluster's log): the bytes each kind of context holds, summed over the sessions.
 */
async function sessionContexts(dataDir: string, port: string): Promise<string[][]> {
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/eventapp`,
  });
  await client.connect();
  const logFile = path.join(dataDir, 'postgres.log');
  const from = readFileSync(logFile, 'utf8').length;
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = 'eventapp' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows)
      await client.query('SELECT pg_log_backend_memory_contexts($1)', [pid]);
    await sleep(1000);
    const byKind = new Map<string, number>();
    let grand = 0;
    for (const line of readFileSync(logFile, 'utf8').slice(from).split('\n')) {
      const context = /level: \d+; ([^:]+): (\d+) total in/.exec(line);
      if (context) byKind.set(context[1]!, (byKind.get(context[1]!) ?? 0) + Number(context[2]));
      // Past 100 children of one context, PostgreSQL sums the rest in one line.
      const more = /\d+ more child contexts containing (\d+) total/.exec(line);
      if (more)
        byKind.set('(more children)', (byKind.get('(more children)') ?? 0) + Number(more[1]));
      const total = /Grand total: (\d+) bytes/.exec(line);
      if (total) grand += Number(total[1]);
    }
    return [
      [`${rows.length} sessions: all contexts`, mib(grand)],
      ...[...byKind]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([kind, bytes]) => [kind, mib(bytes)]),
    ];
  } finally {
    await client.end();
  }
}

/** A bare Fastify server in a process of its own, with the server's Node settings. */
async function bareFastify(): Promise<{ pid: number; stop(): void }> {
  const code =
    "require('fastify')().get('/', async () => 'ok').listen({ port: 0 }).then(() => console.log('up'))";
  const child = spawn(process.execPath, ['-e', code], {
    cwd: path.resolve(__dirname, '..'),
    env: serverEnv(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { pid: child.pid!, stop: () => child.kill() };
}

/** `calls` with 16 in flight for LOAD_MS. */
async function busy(calls: (agent: ReturnType<typeof keepAliveAgent>) => Call): Promise<void> {
  const agent = keepAliveAgent(16);
  try {
    const result = await closedLoop(calls(agent), {
      concurrency: 16,
      warmupMs: 0,
      durationMs: LOAD_MS,
      maxCalls: 1_000_000,
    });
    if (result.errors > 0) throw new Error(`load: ${result.errors} errors, ${result.firstError}`);
  } finally {
    agent.destroy();
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-idle-'));
  const rows: string[][] = [];
  let contexts: string[][] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const product = await startProduct(dataDir, { npm: true });
    const clients = clientsFor(product.baseUrl);
    const databasePids = () => [product.postmasterPid, ...childrenOf(product.postmasterPid)];
    const measure = (when: string) => {
      for (const pid of product.supervisors) {
        rows.push(row(`${when}: ${commandOf(pid)}`, memoryOf(pid)));
      }
      rows.push(
        row(`${when}: supervisors (all of the above)`, sum(product.supervisors), '≤ 40 MiB'),
      );
      rows.push(row(`${when}: server`, memoryOf(product.serverPid), '≤ 150 MiB'));
      rows.push(row(`${when}: PostgreSQL`, sum(databasePids()), '≤ 150 MiB'));
    };

    await clients.users.signUpOrg({ email: 'idle@example.com', password: 'idle-password' });
    const session = await clients.auth.signIn({
      email: 'idle@example.com',
      password: 'idle-password',
    });
    const events: BenchEvent[] = [];
    for (let i = 0; i < 20; i += 1) {
      const eventId = uuidv7();
      const created = await clients.events.createEvent(
        { eventId, title: `Idle ${i}`, language: '' },
        as(session),
      );
      events.push({ eventId, key: created.filteredEventKey });
    }
    await sleep(SETTLE_MS);
    measure('idle');

    // In use: a programme seeded as the console does, then every kind of write at once.
    await seedProgramme(clients, as(session), {
      title: 'In use',
      meetings: 200,
      speakers: 50,
      locations: 5,
      days: 3,
    });
    const { idToken } = session;
    const targets = await prepareWriteTargets(product.baseUrl, idToken, events);
    await busy((agent) => updateEventCall(product.baseUrl, idToken, events, agent, true));
    for (const kind of WRITE_KINDS) {
      await busy((agent) => writeCall(kind, product.baseUrl, idToken, targets, agent));
    }
    measure('in use');
    const backends = databasePids().length;
    const port = /on 127\.0\.0\.1:(\d+), pid/.exec(product.output())?.[1] ?? '';
    if (PG_CONTEXTS) contexts = await sessionContexts(dataDir, port);
    await sleep(SETTLE_MS);
    measure('idle again');

    product.interrupt();
    await product.exited;

    const bare = await bareFastify();
    await sleep(2000);
    rows.push(row('baseline: bare Fastify', memoryOf(bare.pid)));
    bare.stop();

    // The same cluster with PostgreSQL's defaults (128 MB shared buffers, 100 connections,
    // parallel workers…), holding as many connections as the product's pool did in use.
    const cluster = await startCluster({
      dir: path.join(dataDir, 'defaults'),
      settings: {},
      sync: false,
    });
    const held: Client[] = [];
    const connections = Math.max(0, backends - 5);
    for (let i = 0; i < connections; i += 1) {
      const client = new Client({ connectionString: cluster.url() });
      await client.connect();
      await client.query('SELECT count(*) FROM pg_class');
      held.push(client);
    }
    await sleep(2000);
    rows.push(row('baseline: PostgreSQL defaults', sum([cluster.pid, ...childrenOf(cluster.pid)])));
    await Promise.all(held.map((c) => c.end()));
    await cluster.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `Memory of npm start: idle ${SETTLE_MS / 1000} s after a sign-up and 20 CreateEvent calls; ` +
      `in use right after a 200-meeting programme and ${LOAD_MS / 1000} s of each write kind ` +
      `(16 in flight); idle again ${SETTLE_MS / 1000} s later. Load average ` +
      `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}.`,
  );
  console.log(table(['', 'RSS', 'PSS', 'USS', 'processes', 'target'], rows));
  if (contexts.length > 0) {
    console.log("In use: memory contexts of the server's database sessions, largest kinds.");
    console.log(table(['context', 'bytes'], contexts));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
