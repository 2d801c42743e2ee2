// The server under benchmark: buildApp on an embedded PostgreSQL under a temp DATA_DIR (with
// `npm start`'s settings, or with fsync off), a separate bare Fastify instance with POST /bare,
// and one signed-in organiser. Used by the server child (bench/server.ts) and in process.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session as InspectorSession } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import type { App } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import {
  SMALL_SERVER_SETTINGS,
  THROWAWAY_SETTINGS,
  startCluster,
} from '../scripts/postgresCluster.mjs';
import { clientsFor } from '../test/integration/support/harness';
import {
  clusterCpuMicros,
  countQueries,
  followWalSyncs,
  queriesSoFar,
  walSyncsSoFar,
} from './dbCounters';
import type { Ready, Stats, Storage } from './protocol';

export interface BenchServer {
  ready: Ready;
  /** The app itself, for in-process instrumentation (bench/phases.ts). */
  app: App;
  /**
   * Another node of the same product (its database, its DATA_DIR) serving the console built in
   * `consoleDir`: a bench times two builds side by side. Stopped with this server.
   */
  nodeServing(consoleDir: string): Promise<{ apiPort: number }>;
  /** The counters now; resetDelay starts a new event-loop delay window. */
  stats(seq: number, resetDelay: boolean): Stats;
  /** The counters after a full garbage collection; a heap snapshot into `snapshot` unless ''. */
  memory(seq: number, snapshot: string): Promise<Stats>;
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<string>;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
/** The signed-in organiser's credentials (a browser bench signs in with them). */
export const BENCH_ORGANISER = { email: 'bench.organiser@example.com', password: 'bench-password' };

export async function startBenchServer(storage: Storage): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-bench-'));
  // The configuration of `npm start`, with DATA_DIR in the temp directory and its own embedded
  // cluster (or the PostgreSQL of BENCH_DATABASE_URL). 'memory' is the same cluster with fsync
  // off: what durability costs.
  const cluster = process.env.BENCH_DATABASE_URL
    ? null
    : await startCluster({
        dir: path.join(dataDir, 'postgres'),
        settings: storage === 'memory' ? THROWAWAY_SETTINGS : SMALL_SERVER_SETTINGS,
      });
  const config = loadConfig({
    HOST,
    PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://console.test',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? cluster?.url(),
  });
  countQueries();
  const stopWal = cluster ? followWalSyncs(cluster.url()) : async () => undefined;
  const app = await buildApp(config, { logger: { level: 'warn' } });
  await app.fastify.listen({ host: HOST, port: 0 });
  const apiPort = portOf(app.fastify.server.address());

  const bare = Fastify({ logger: { level: 'warn' } });
  bare.post('/bare', async (_req, reply) => reply.code(200).send());
  await bare.listen({ host: HOST, port: 0 });
  const barePort = portOf(bare.server.address());

  const clients = clientsFor(`http://${HOST}:${apiPort}`);
  const { email, password } = BENCH_ORGANISER;
  await clients.users.signUpOrg({ email, password });
  const session = await clients.auth.signIn({ email, password });
  const uid = session.user?.uid;
  if (!uid) throw new Error('signIn returned no user');

  const nodes: App[] = [];
  let inspector: InspectorSession | null = null;
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const server: BenchServer = {
    ready: { type: 'ready', storage, apiPort, barePort, idToken: session.idToken, uid },
    app,
    async nodeServing(consoleDir) {
      const node = await buildApp(config, { logger: { level: 'warn' }, consoleDir });
      nodes.push(node);
      await node.fastify.listen({ host: HOST, port: 0 });
      return { apiPort: portOf(node.fastify.server.address()) };
    },
    stats(seq, resetDelay) {
      const usage = process.resourceUsage();
      const memory = process.memoryUsage();
      const loop = performance.eventLoopUtilization();
      const delay = {
        p99: loopDelay.count ? loopDelay.percentile(99) / 1e6 : 0,
        max: loopDelay.count ? loopDelay.max / 1e6 : 0,
      };
      if (resetDelay) loopDelay.reset();
      return {
        type: 'stats',
        seq,
        rssBytes: memory.rss,
        maxRssBytes: usage.maxRSS * 1024,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        externalBytes: memory.external,
        cpuUserMicros: usage.userCPUTime,
        cpuSystemMicros: usage.systemCPUTime,
        loopActiveMs: loop.active,
        loopIdleMs: loop.idle,
        liveSubscriptions: app.hub.subscriptionCount,
        loopDelayP99Ms: delay.p99,
        loopDelayMaxMs: delay.max,
        dbQueries: queriesSoFar(),
        dbCpuMicros: clusterCpuMicros(cluster?.pid),
        walSyncs: walSyncsSoFar(),
      };
    },
    async memory(seq, snapshot) {
      const gc = new InspectorSession();
      gc.connect();
      try {
        await gc.post('HeapProfiler.collectGarbage');
      } finally {
        gc.disconnect();
      }
      // The figures first: writing the snapshot takes memory of its own.
      const stats = server.stats(seq, false);
      if (snapshot) writeHeapSnapshot(snapshot);
      return stats;
    },
    async profileStart() {
      inspector = new InspectorSession();
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
      await inspector.post('Profiler.start');
    },
    async profileStop(file) {
      if (!inspector) throw new Error('no profile running');
      const { profile } = await inspector.post('Profiler.stop');
      inspector.disconnect();
      inspector = null;
      await writeFile(file, JSON.stringify(profile));
      return file;
    },
    async stop() {
      loopDelay.disable();
      await bare.close();
      for (const node of nodes) await node.close();
      await app.close();
      await stopWal();
      await cluster?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

function portOf(address: string | AddressInfo | null): number {
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}
