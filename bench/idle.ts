// Idle memory of `npm start` (issue 14, item 4): the product as npm start runs it
// (scripts/runProduct.mjs on a fresh DATA_DIR), left idle after a sign-up and a few calls, then
// the server's RSS and all database processes' RSS and PSS (PSS shares PostgreSQL's shared
// memory out between its processes; RSS counts it in each). Beside it, in the same run, the
// baselines: a bare Fastify process, and the same cluster with PostgreSQL's default settings
// holding as many connections. Linux (/proc). Run `npx tsx bench/idle.ts`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { startCluster } from '../scripts/postgresCluster.mjs';
import { serverEnv } from '../scripts/serverEnv.mjs';
import { as, clientsFor } from '../test/integration/harness';
import { childrenOf, startProduct } from '../test/integration/productProcess';
import { table } from './stats';

const SETTLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;
const MiB = 1024 * 1024;

/** Resident and proportional set size of a process, in bytes. */
function memoryOf(pid: number): { rss: number; pss: number } {
  const field = (text: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return { rss: field(rollup, 'Rss'), pss: field(rollup, 'Pss') };
}

function sum(pids: number[]): { rss: number; pss: number; count: number } {
  const total = { rss: 0, pss: 0, count: pids.length };
  for (const { rss, pss } of pids.map(memoryOf)) {
    total.rss += rss;
    total.pss += pss;
  }
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

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

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-idle-'));
  const rows: string[][] = [];
  try {
    const product = await startProduct(dataDir);
    const clients = clientsFor(product.baseUrl);
    await clients.users.signUpOrg({ email: 'idle@example.com', password: 'idle-password' });
    const session = await clients.auth.signIn({
      email: 'idle@example.com',
      password: 'idle-password',
    });
    for (let i = 0; i < 20; i += 1) {
      await clients.events.createEvent(
        { eventId: uuidv7(), title: `Idle ${i}`, language: '' },
        as(session),
      );
    }
    await sleep(SETTLE_MS);
    const server = memoryOf(product.serverPid);
    const databasePids = [product.postmasterPid, ...childrenOf(product.postmasterPid)];
    const database = sum(databasePids);
    const backends = databasePids.length;
    rows.push(['npm start: server', mib(server.rss), mib(server.pss), '1', '≤ 150 MiB RSS']);
    rows.push([
      'npm start: PostgreSQL',
      mib(database.rss),
      mib(database.pss),
      String(database.count),
      '≤ 120 MiB',
    ]);
    product.supervisor.kill('SIGTERM');
    await product.exited;

    const bare = await bareFastify();
    await sleep(2000);
    const bareMemory = memoryOf(bare.pid);
    rows.push(['baseline: bare Fastify', mib(bareMemory.rss), mib(bareMemory.pss), '1', '']);
    bare.stop();

    // The same cluster with PostgreSQL's defaults (128 MB shared buffers, 100 connections,
    // parallel workers…), holding as many connections as the product's pool did.
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
    const defaults = sum([cluster.pid, ...childrenOf(cluster.pid)]);
    rows.push([
      'baseline: PostgreSQL defaults',
      mib(defaults.rss),
      mib(defaults.pss),
      String(defaults.count),
      '',
    ]);
    await Promise.all(held.map((c) => c.end()));
    await cluster.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`Idle memory, ${SETTLE_MS / 1000} s after a sign-up and 20 CreateEvent calls.`);
  console.log(table(['', 'RSS', 'PSS', 'processes', 'target'], rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
