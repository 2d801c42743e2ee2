// npm run bench: unary UpdateEvent throughput and latency against a bare Fastify route, the
// commit-to-delivery latency of the live feed with 500 subscribers, and image uploads (time to
// 'ok' and peak server memory). See bench/README.md.
//
// Environment (all optional):
//   BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=2  BENCH_CONCURRENCY=16,64  BENCH_STORAGE=file,memory
//   BENCH_SUBSCRIBERS=500  BENCH_LIVE_CALLS=50  BENCH_INPROCESS=1 (server in this process)
//   BENCH_PROFILE=dir (CPU profiles of the server during the measured windows, into dir)
//   BENCH_HEAP_SNAPSHOT=dir (a heap snapshot of the server after the core bench, into dir)
//   BENCH_LEDGER=1 (also UpdateEvent as queued writes: client-id + mutation-id, ledger path)
//   BENCH_WRITES=1 (also CreateMeeting, UpdateMeeting, CreateSpeaker, UpsertTranslate and
//     AddSection, each as queued writes), or a comma-separated list of those names
//   BENCH_SUITES=core,upload (core = unary + live; upload = bench/upload.ts)
//   BENCH_UPLOAD_RUNS=10
//   BENCH_SERVER_NODE_ARGS='--flag …' (Node arguments for the server child after npm start's, to
//     measure a flag against its baseline in the same session)
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { v7 as uuidv7 } from 'uuid';
import { Events } from '../generated/manager/events_pb';
import { SERVER_NODE_ARGS, serverEnv } from '../scripts/serverEnv.mjs';
import { liveFanOut } from './live';
import type { LiveResult } from './live';
import { summarizeProfile } from './profile';
import { asFromServer } from './protocol';
import type { FromServer, Ready, Stats, Storage, ToServer } from './protocol';
import { startBenchServer } from './serverCore';
import { mib, ms, pct, percentiles, rate, ratio, table } from './stats';
import {
  WRITE_KINDS,
  bareCall,
  closedLoop,
  keepAliveAgent,
  prepareWriteTargets,
  updateEventCall,
  writeCall,
} from './unary';
import { uploadBench } from './upload';
import type { BenchEvent, Call, LoadResult, WriteKind } from './unary';

const LOAD_AT_START = os.loadavg()[0] ?? 0;
const env = process.env;
const num = (value: string | undefined, fallback: number, max: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback;
};
const SECONDS = num(env.BENCH_SECONDS, 10, 120);
const WARMUP_SECONDS = num(env.BENCH_WARMUP_SECONDS, 2, 60);
const CONCURRENCY = (env.BENCH_CONCURRENCY ?? '16,64')
  .split(',')
  .map((c) => num(c, 16, 1024))
  .map(Math.round);
const STORAGES = (env.BENCH_STORAGE ?? 'file,memory')
  .split(',')
  .filter((s): s is Storage => s === 'file' || s === 'memory');
const SUBSCRIBERS = Math.round(num(env.BENCH_SUBSCRIBERS, 500, 5000));
const LIVE_CALLS = Math.round(num(env.BENCH_LIVE_CALLS, 50, 1000));
const IN_PROCESS = env.BENCH_INPROCESS === '1';
const LEDGER = env.BENCH_LEDGER === '1';
const WRITES: WriteKind[] =
  env.BENCH_WRITES === '1'
    ? [...WRITE_KINDS]
    : WRITE_KINDS.filter((k) => (env.BENCH_WRITES ?? '').split(',').includes(k));
const SUITES = new Set((env.BENCH_SUITES ?? 'core,upload').split(','));
const UPLOAD_RUNS = Math.round(num(env.BENCH_UPLOAD_RUNS, 10, 100));
const PROFILE_DIR = env.BENCH_PROFILE ? path.resolve(env.BENCH_PROFILE) : undefined;
const HEAP_DIR = env.BENCH_HEAP_SNAPSHOT ? path.resolve(env.BENCH_HEAP_SNAPSHOT) : undefined;
const EXTRA_NODE_ARGS = (env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const EVENTS = 16;
// Issue 14, item 3: at 16 calls in flight on the embedded default.
const TARGET = { throughput: 1000, p99: 25, cpuPerCallMs: 0.8, liveP95: 100 };

/** The server, whichever process it runs in. */
interface ServerHandle {
  ready: Ready;
  /** resetDelay starts a new event-loop delay window in the server. */
  stats(resetDelay?: boolean): Promise<Stats>;
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<string>;
  /** The counters after a full garbage collection; a heap snapshot into `snapshot` unless ''. */
  memory(snapshot: string): Promise<Stats>;
  stop(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, msTimeout: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out`)), msTimeout);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function forkServer(storage: Storage): Promise<ServerHandle> {
  const child = fork(path.join(__dirname, 'server.ts'), [storage], {
    // As npm start runs the server (scripts/runProduct.mjs), plus any flag under trial.
    execArgv: [...SERVER_NODE_ARGS, ...EXTRA_NODE_ARGS],
    // The environment npm start gives the server.
    env: serverEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (message: FromServer) => void>();
  let seq = 0;
  let onReady: (ready: Ready) => void = () => undefined;
  let onStopped: () => void = () => undefined;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`server child exited (${code})`)));
  });
  exited.catch(() => undefined);
  child.on('message', (raw: unknown) => {
    const message = asFromServer(raw);
    if (message?.type === 'ready') onReady(message);
    else if (message?.type === 'stopped') onStopped();
    else if (message) waiting.get(message.seq)?.(message);
  });
  const post = (message: ToServer) => child.send(message);
  const ask = <T extends FromServer>(make: (seq: number) => ToServer, what: string) => {
    seq += 1;
    const id = seq;
    const answer = new Promise<T>((resolve) => {
      waiting.set(id, (m) => {
        waiting.delete(id);
        resolve(m as T);
      });
    });
    post(make(id));
    return withTimeout(Promise.race([answer, exited]), 30_000, what);
  };
  const ready = await withTimeout(
    Promise.race([new Promise<Ready>((resolve) => (onReady = resolve)), exited]),
    120_000,
    'server start',
  );
  return {
    ready,
    stats: (resetDelay = false) =>
      ask<Stats>((s) => ({ type: 'stats', seq: s, resetDelay }), 'stats'),
    profileStart: async () => {
      await ask<FromServer>((s) => ({ type: 'profileStart', seq: s }), 'profile start');
    },
    profileStop: async (file) =>
      (await ask<FromServer>((s) => ({ type: 'profileStop', seq: s, file }), 'profile')).type ===
      'profileSaved'
        ? file
        : '',
    memory: async (snapshot) => {
      const answer = await ask<FromServer>((s) => ({ type: 'memory', seq: s, snapshot }), 'memory');
      if (answer.type !== 'memory') throw new Error(`memory: answered ${answer.type}`);
      return answer.stats;
    },
    async stop() {
      const stopped = new Promise<void>((resolve) => (onStopped = resolve));
      post({ type: 'stop' });
      await withTimeout(Promise.race([stopped, exited]), 30_000, 'server stop').catch(
        (error: unknown) => {
          console.error(String(error));
          child.kill();
        },
      );
      if (child.exitCode === null) {
        await withTimeout(
          new Promise<void>((resolve) => child.once('exit', () => resolve())),
          10_000,
          'server exit',
        ).catch(() => child.kill());
      }
    },
  };
}

async function inProcessServer(storage: Storage): Promise<ServerHandle> {
  const server = await startBenchServer(storage);
  let seq = 0;
  return {
    ready: server.ready,
    stats: async (resetDelay = false) => server.stats((seq += 1), resetDelay),
    profileStart: () => server.profileStart(),
    profileStop: (file) => server.profileStop(file),
    memory: (snapshot) => server.memory((seq += 1), snapshot),
    stop: () => server.stop(),
  };
}

interface ServerUse {
  /** CPU in cores. */
  cpu: number;
  /** Event-loop busy share. */
  loop: number;
  /** Event-loop delay p99 and max over the window, ms. */
  lagP99: number;
  lagMax: number;
  /** Statements sent to PostgreSQL in the window. */
  queries: number;
  /** The embedded cluster's CPU in cores. */
  dbCpu: number;
  /** WAL flushes in the window. */
  walSyncs: number;
}

/** Server CPU, event-loop busy share and event-loop delay between two samples. */
function serverUse(a: Stats, b: Stats): ServerUse {
  const active = b.loopActiveMs - a.loopActiveMs;
  const wallMs = active + (b.loopIdleMs - a.loopIdleMs);
  const cpuMs = (b.cpuUserMicros - a.cpuUserMicros + b.cpuSystemMicros - a.cpuSystemMicros) / 1000;
  return {
    cpu: cpuMs / wallMs,
    loop: active / wallMs,
    lagP99: b.loopDelayP99Ms,
    lagMax: b.loopDelayMaxMs,
    queries: b.dbQueries - a.dbQueries,
    dbCpu: Math.max(0, b.dbCpuMicros - a.dbCpuMicros) / 1000 / wallMs,
    walSyncs: b.walSyncs - a.walSyncs,
  };
}

/** CPU time of the whole machine so far (all cores), ms busy and ms in total. */
function machineCpu(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const b = times.user + times.nice + times.sys + times.irq;
    busy += b;
    total += b + times.idle;
  }
  return { busy, total };
}

async function createEvents(
  baseUrl: string,
  idToken: string,
  count: number,
): Promise<BenchEvent[]> {
  const agent = keepAliveAgent(4);
  const client = createClient(
    Events,
    createGrpcWebTransport({ baseUrl, httpVersion: '1.1', nodeOptions: { agent } }),
  );
  const created: BenchEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const eventId = uuidv7();
    const res = await client.createEvent(
      { eventId, title: `Bench event ${i}`, language: 'en' },
      { headers: { 'access-token': idToken }, timeoutMs: 10_000 },
    );
    created.push({ eventId, key: res.filteredEventKey });
  }
  agent.destroy();
  return created;
}

interface UnaryRow {
  label: string;
  storage?: Storage;
  /** update: UpdateEvent; write: the other write calls (no p99 target). */
  kind: 'update' | 'bare' | 'write';
  result: LoadResult;
  server: ServerUse;
  /** CPU of every other process on the machine during the window, in cores. */
  others: number;
  p50: number;
  p99: number;
  max: number;
}

interface LiveRow {
  storage: Storage;
  result: LiveResult;
  server: ServerUse;
}

const log = (line: string) => process.stderr.write(`… ${line}\n`);

async function measureUnary(
  server: ServerHandle,
  call: (concurrency: number, agent: ReturnType<typeof keepAliveAgent>) => Call,
  concurrency: number,
  profileAs: string | undefined,
): Promise<{ result: LoadResult; server: ServerUse; others: number }> {
  const agent = keepAliveAgent(concurrency);
  let before: Stats | undefined;
  let after: Stats | undefined;
  let machineBefore = machineCpu();
  let machineAfter = machineBefore;
  try {
    const result = await closedLoop(call(concurrency, agent), {
      concurrency,
      warmupMs: WARMUP_SECONDS * 1000,
      durationMs: SECONDS * 1000,
      maxCalls: 10_000 * (SECONDS + WARMUP_SECONDS) * 10,
      onWindow: async (edge) => {
        if (edge === 'open') {
          if (profileAs) await server.profileStart();
          before = await server.stats(true);
          machineBefore = machineCpu();
        } else {
          machineAfter = machineCpu();
          after = await server.stats();
          if (profileAs) await saveProfile(server, profileAs);
        }
      },
    });
    if (!before || !after) throw new Error('window samples missing');
    const use = serverUse(before, after);
    const cores = os.cpus().length;
    const machine =
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) *
      cores;
    const others =
      (IN_PROCESS ? machine - result.clientCpu : machine - use.cpu - result.clientCpu) - use.dbCpu;
    return { result, server: use, others: Math.max(0, others) };
  } finally {
    agent.destroy();
  }
}

/** 'file': the embedded cluster as npm start runs it; 'memory': the same with fsync off. */
function storageLabel(storage: Storage): string {
  return storage === 'file' ? 'embedded PG' : 'embedded PG, fsync off';
}

const profiles: string[] = [];
async function saveProfile(server: ServerHandle, name: string): Promise<void> {
  if (!PROFILE_DIR) return;
  const file = await server.profileStop(path.join(PROFILE_DIR, `${name}.cpuprofile`));
  if (file) profiles.push(file);
}

/** The upload benchmark on a server of its own, so its peak RSS is the uploads' alone. */
async function runUploads(): Promise<void> {
  const database = env.BENCH_DATABASE_URL ? 'PostgreSQL of BENCH_DATABASE_URL' : 'embedded PG';
  log(`uploads: 12-megapixel JPEG (fresh server, ${database})`);
  const server = await (IN_PROCESS ? inProcessServer('file') : forkServer('file'));
  try {
    const r = await uploadBench(server, { runs: UPLOAD_RUNS });
    const [p50, p95, max] = percentiles(r.latencies, [50, 95, 100]);
    console.log('');
    console.log(
      `(c) Uploads: ${r.width}×${r.height} JPEG of ${(r.imageBytes / 1024 / 1024).toFixed(1)} MiB, ` +
        `role event__header (no crop), ${database}, PUT start → answer with status 'ok'.`,
    );
    console.log(
      table(
        ['', 'p50', 'p95', 'max', 'target'],
        [
          [
            `one at a time (${r.latencies.length} runs)`,
            ms(p50!, 0),
            ms(p95!, 0),
            ms(max!, 0),
            'p50 ≤ 1500 ms',
          ],
        ],
      ),
    );
    console.log(
      table(
        ['', 'wall', 'RSS before', 'peak RSS (polled)', 'peak RSS (getrusage)', 'target'],
        [
          [
            `${r.concurrent} at once`,
            ms(r.concurrentMs, 0),
            mib(r.rssBefore),
            mib(r.polledPeakRss),
            mib(r.maxRss),
            '≤ 400 MiB',
          ],
        ],
      ),
    );
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!SUITES.has('core')) {
    if (SUITES.has('upload')) await runUploads();
    return;
  }
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const cpus = os.cpus();
  const arrangement = IN_PROCESS
    ? 'server and load generator in one process (BENCH_INPROCESS=1)'
    : 'server in a child process (fork + tsx), load generator in the parent process';
  const unary: UnaryRow[] = [];
  const live: LiveRow[] = [];
  const peaks: { storage: Storage; last: Stats; settled: Stats }[] = [];
  let bareDone = false;

  for (const storage of STORAGES) {
    log(`starting server (${storageLabel(storage)})`);
    const server = await (IN_PROCESS ? inProcessServer(storage) : forkServer(storage));
    try {
      const { apiPort, barePort, idToken } = server.ready;
      const baseUrl = `http://127.0.0.1:${apiPort}`;
      const events = await createEvents(baseUrl, idToken, EVENTS + 1);
      const liveEvent = events.pop()!;

      if (!bareDone) {
        for (const c of CONCURRENCY) {
          log(`bare POST /bare, ${c} in flight`);
          const m = await measureUnary(
            server,
            (_c, agent) => bareCall(barePort, agent),
            c,
            undefined,
          );
          const [p50, p99, max] = percentiles(m.result.latencies, [50, 99, 100]);
          unary.push({
            label: 'bare POST /bare',
            kind: 'bare',
            ...m,
            p50: p50!,
            p99: p99!,
            max: max!,
          });
        }
        bareDone = true;
      }
      for (const ledger of LEDGER ? [false, true] : [false]) {
        for (const c of CONCURRENCY) {
          log(`UpdateEvent (${storageLabel(storage)}${ledger ? ', ledger' : ''}), ${c} in flight`);
          const profileAs = PROFILE_DIR
            ? `update-${storage}${ledger ? '-ledger' : ''}-c${c}`
            : undefined;
          const m = await measureUnary(
            server,
            (_c, agent) => updateEventCall(baseUrl, idToken, events, agent, ledger),
            c,
            profileAs,
          );
          const [p50, p99, max] = percentiles(m.result.latencies, [50, 99, 100]);
          unary.push({
            label: `UpdateEvent${ledger ? ' + ledger' : ''}, ${storageLabel(storage)}`,
            storage,
            kind: 'update',
            ...m,
            p50: p50!,
            p99: p99!,
            max: max!,
          });
        }
      }
      const targets = WRITES.length > 0 ? await prepareWriteTargets(baseUrl, idToken, events) : [];
      for (const kind of WRITES) {
        for (const c of CONCURRENCY) {
          log(`${kind} + ledger (${storageLabel(storage)}), ${c} in flight`);
          const m = await measureUnary(
            server,
            (_c, agent) => writeCall(kind, baseUrl, idToken, targets, agent),
            c,
            PROFILE_DIR ? `${kind}-${storage}-c${c}` : undefined,
          );
          const [p50, p99, max] = percentiles(m.result.latencies, [50, 99, 100]);
          unary.push({
            label: `${kind} + ledger, ${storageLabel(storage)}`,
            storage,
            kind: 'write',
            ...m,
            p50: p50!,
            p99: p99!,
            max: max!,
          });
        }
      }

      log(
        `live fan-out (${storageLabel(storage)}): ${SUBSCRIBERS} subscribers, ${LIVE_CALLS} calls`,
      );
      let before: Stats | undefined;
      let after: Stats | undefined;
      const result = await liveFanOut({
        baseUrl,
        wsUrl: `ws://127.0.0.1:${apiPort}/live`,
        idToken,
        event: liveEvent,
        subscribers: SUBSCRIBERS,
        calls: LIVE_CALLS,
        warmupCalls: 5,
        spacingMs: 100,
        roundTimeoutMs: 5000,
        onWindow: async (edge) => {
          if (edge === 'open') {
            if (PROFILE_DIR) await server.profileStart();
            before = await server.stats(true);
            if (before.liveSubscriptions !== SUBSCRIBERS) {
              throw new Error(`server holds ${before.liveSubscriptions} subscriptions`);
            }
          } else {
            after = await server.stats();
            await saveProfile(server, `live-${storage}`);
          }
        },
      });
      if (!before || !after) throw new Error('window samples missing');
      live.push({ storage, result, server: serverUse(before, after) });
      const last = await server.stats();
      if (HEAP_DIR) mkdirSync(HEAP_DIR, { recursive: true });
      const snapshot = HEAP_DIR ? path.join(HEAP_DIR, `server-${storage}.heapsnapshot`) : '';
      const settled = await server.memory(snapshot);
      if (snapshot) log(`heap snapshot: ${snapshot}`);
      peaks.push({ storage, last, settled });
    } finally {
      await server.stop();
    }
  }

  // The report.
  const out: string[] = [];
  out.push(`eventapp benchmark, ${new Date().toISOString().slice(0, 10)}`);
  out.push(
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${mib(os.totalmem())} RAM, ` +
      `${os.type()} ${os.release()}; Node ${process.version}`,
  );
  out.push(`Server code: commit ${commit()}. Arrangement: ${arrangement}.`);
  if (EXTRA_NODE_ARGS.length > 0 && !IN_PROCESS)
    out.push(
      `Server's extra Node arguments (BENCH_SERVER_NODE_ARGS): ${EXTRA_NODE_ARGS.join(' ')}.`,
    );
  out.push(
    `Load average (1 min) at the start: ${LOAD_AT_START.toFixed(1)}, at the end: ${os.loadavg()[0]?.toFixed(1)} ` +
      '(other work on the machine slows everything but SQL/call and WAL flushes/call).',
  );
  out.push(
    `Transport: gRPC-web over HTTP/1.1 keep-alive (createGrpcWebTransport, httpVersion '1.1'; ` +
      `the server speaks HTTP/1.1 only, so '2' is refused); logger level 'warn'.`,
  );
  if (PROFILE_DIR)
    out.push('CPU profiler on during the UpdateEvent and live windows: figures are lower.');
  out.push('');
  out.push(
    `(a) Unary calls: closed loop, fixed calls in flight, ${SECONDS} s measured after ${WARMUP_SECONDS} s warm-up.`,
  );
  out.push(
    `    UpdateEvent sets the title and the slogan in turn on ${EVENTS} events (call n of worker w: event w mod ${EVENTS}).`,
  );
  out.push(
    `    Target: UpdateEvent ≥ ${TARGET.throughput.toLocaleString('en-US')} calls/s with p99 ≤ ${TARGET.p99} ms and server CPU ≤ ${TARGET.cpuPerCallMs} ms per call.`,
  );
  if (WRITES.length > 0)
    out.push(
      `    ${WRITES.join(', ')}: queued writes (client-id, mutation-id) on the same events; the creating calls add a row each call. Target: each ≥ ${TARGET.throughput.toLocaleString('en-US')} calls/s, ≤ ${TARGET.cpuPerCallMs} ms server CPU per call.`,
    );
  out.push('');
  const rows = unary.map((r) => {
    const missed = [
      r.result.throughput < TARGET.throughput ? 'calls/s' : '',
      r.kind === 'update' && r.p99 > TARGET.p99 ? 'p99' : '',
      (r.server.cpu * 1000) / r.result.throughput > TARGET.cpuPerCallMs ? 'CPU/call' : '',
    ].filter(Boolean);
    const target = r.kind === 'bare' ? '' : missed.length ? `missed: ${missed.join(', ')}` : 'met';
    return [
      r.label,
      String(r.result.concurrency),
      rate(r.result.throughput),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      String(r.result.errors),
      pct(r.server.cpu),
      ms((r.server.cpu * 1000) / r.result.throughput),
      (r.server.queries / r.result.completed).toFixed(1),
      ms((r.server.dbCpu * 1000) / r.result.throughput),
      (r.server.walSyncs / r.result.completed).toFixed(2),
      pct(r.server.loop),
      `${r.server.lagP99.toFixed(0)} / ${r.server.lagMax.toFixed(0)} ms`,
      IN_PROCESS ? '(same)' : pct(r.result.clientCpu),
      pct(r.others),
      target,
    ];
  });
  out.push(
    table(
      [
        'call',
        'in flight',
        'calls/s',
        'p50',
        'p99',
        'max',
        'errors',
        'srv CPU',
        'srv CPU/call',
        'SQL/call',
        'db CPU/call',
        'WAL flushes/call',
        'srv loop busy',
        'srv loop lag p99 / max',
        'client CPU',
        'other procs',
        'target',
      ],
      rows,
    ),
  );
  out.push(
    `    srv CPU: server process CPU in cores (100% = one core)${IN_PROCESS ? ', client included' : ''}; ` +
      'srv CPU/call: that CPU per completed call; SQL/call: statements sent to PostgreSQL per call; ' +
      'db CPU/call: CPU of the embedded cluster per call; ' +
      "WAL flushes/call: the cluster's fdatasync calls of the WAL per call (below 1: commits shared a flush; ±10 %); " +
      'srv loop busy: event-loop utilisation of the server; ' +
      'srv loop lag: how late its event loop ran timers (monitorEventLoopDelay); ' +
      'client CPU: the load generator; other procs: the rest of the machine (the cluster not included).',
  );
  out.push('');
  const ratioRows: string[][] = [];
  for (const r of unary.filter((u) => u.kind !== 'bare')) {
    const bare = unary.find(
      (u) => u.kind === 'bare' && u.result.concurrency === r.result.concurrency,
    );
    if (!bare) continue;
    ratioRows.push([
      r.label,
      String(r.result.concurrency),
      ratio(r.result.throughput / bare.result.throughput),
      ratio(r.p50 / bare.p50),
    ]);
  }
  out.push(table(['call / bare', 'in flight', 'calls/s ratio', 'p50 ratio'], ratioRows));
  for (const u of unary.filter((r) => r.result.errors > 0)) {
    out.push(
      `Errors, ${u.label} at ${u.result.concurrency} in flight: ${u.result.errors} (warm-up included; ` +
        `calls time out after 10 s); first: ${u.result.firstError ?? ''}`,
    );
  }
  out.push('');

  for (const l of live) {
    const r = l.result;
    const samples = r.fromResponse.length;
    out.push(
      `(b) Live fan-out, ${storageLabel(l.storage)}: ${r.subscribers} WebSocket subscribers of events/{id}, ` +
        `${r.calls} UpdateEvent calls ~100 ms apart (after 5 unmeasured), ${samples.toLocaleString('en-US')} samples.`,
    );
    out.push(
      `    Setup of ${r.subscribers} subscribers (connect, authenticate, add target, current): ${r.setupSeconds.toFixed(2)} s. ` +
        `Target: p95 ≤ ${TARGET.liveP95} ms.`,
    );
    const [rp50, rp95, rp99] = percentiles(r.fromResponse, [50, 95, 99]);
    const [sp50, sp95, sp99] = percentiles(r.fromSend, [50, 95, 99]);
    const verdict = (p95: number) => (p95 <= TARGET.liveP95 ? 'met' : 'missed');
    out.push('');
    out.push(
      table(
        ['delivery latency measured from', 'p50', 'p95', 'p99', 'max', 'target'],
        [
          [
            "the call's response arriving",
            ms(rp50!),
            ms(rp95!),
            ms(rp99!),
            ms(Math.max(...r.fromResponse)),
            verdict(rp95!),
          ],
          [
            'just before the call is sent',
            ms(sp50!),
            ms(sp95!),
            ms(sp99!),
            ms(Math.max(...r.fromSend)),
            verdict(sp95!),
          ],
        ],
      ),
    );
    const [call50, call99] = percentiles(r.callLatencies, [50, 99]);
    const [first50] = percentiles(r.firstArrivals, [50]);
    const [last50, last99] = percentiles(r.lastArrivals, [50, 99]);
    out.push('');
    out.push(
      `    Per call: UpdateEvent round trip p50 ${ms(call50!)}, p99 ${ms(call99!)}; after the response, ` +
        `first subscriber p50 ${ms(first50!)}, last subscriber p50 ${ms(last50!)} (p99 ${ms(last99!)}).`,
    );
    out.push(
      `    Missing deliveries: ${r.missing}; frames not the expected MODIFIED change: ${r.invalid}; ` +
        `other frames: ${r.stray}. Server during the calls: CPU ${pct(l.server.cpu)}, loop busy ${pct(l.server.loop)}, ` +
        `loop lag p99 ${ms(l.server.lagP99, 0)}, max ${ms(l.server.lagMax, 0)}.`,
    );
    out.push('');
  }
  out.push(
    table(
      [
        'server memory',
        'peak RSS',
        'RSS at end',
        'heap used / committed',
        'external',
        'after a full GC: RSS, heap used / committed',
      ],
      peaks.map(({ storage, last, settled }) => [
        `${storageLabel(storage)}${IN_PROCESS ? ' (incl. client)' : ''}`,
        mib(last.maxRssBytes),
        mib(last.rssBytes),
        `${mib(last.heapUsedBytes)} / ${mib(last.heapTotalBytes)}`,
        mib(last.externalBytes),
        `${mib(settled.rssBytes)}, ${mib(settled.heapUsedBytes)} / ${mib(settled.heapTotalBytes)}`,
      ]),
    ),
  );
  console.log(out.join('\n'));

  for (const file of profiles) {
    console.log('');
    console.log(`Profile ${path.basename(file)} (self time by component):`);
    console.log(await summarizeProfile(file));
  }
  if (SUITES.has('upload')) await runUploads();
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--', 'src/server', 'src/common', 'proto', 'generated'],
      {
        encoding: 'utf8',
      },
    ).trim();
    return dirty ? `${head} (server sources modified)` : head;
  } catch {
    return 'unknown';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
