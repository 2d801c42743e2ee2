// The messages between bench/run.ts and the benchmark server child (bench/server.ts), over IPC.

export type Storage = 'file' | 'memory';

/** What the server child reports once it listens. */
export interface Ready {
  type: 'ready';
  storage: Storage;
  /** The app of buildApp: gRPC-web and /live. */
  apiPort: number;
  /** A separate bare Fastify instance with POST /bare. */
  barePort: number;
  idToken: string;
  uid: string;
}

/** Cumulative counters of the server process; the parent takes differences. */
export interface Stats {
  type: 'stats';
  seq: number;
  rssBytes: number;
  /** Peak resident set size of the process so far (getrusage). */
  maxRssBytes: number;
  heapUsedBytes: number;
  /** V8's heap as committed, and memory outside it (Buffers and other native objects). */
  heapTotalBytes: number;
  externalBytes: number;
  cpuUserMicros: number;
  cpuSystemMicros: number;
  /** Event loop time spent busy and idle (performance.eventLoopUtilization), ms. */
  loopActiveMs: number;
  loopIdleMs: number;
  liveSubscriptions: number;
  /** Event-loop delay since the last reset (monitorEventLoopDelay), ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Statements the server has sent to PostgreSQL. */
  dbQueries: number;
  /** CPU time of the embedded cluster's processes (0 with BENCH_DATABASE_URL), µs. */
  dbCpuMicros: number;
  /** WAL flushes of the embedded cluster so far (0 with BENCH_DATABASE_URL). */
  walSyncs: number;
}

export interface ProfileSaved {
  type: 'profileSaved';
  seq: number;
  file: string;
}

/** The server's memory after a full garbage collection (and where its heap snapshot went). */
export interface Memory {
  type: 'memory';
  seq: number;
  stats: Stats;
  snapshot: string;
}

export interface Stopped {
  type: 'stopped';
}

export type FromServer = Ready | Stats | ProfileSaved | Memory | Stopped;

export type ToServer =
  | { type: 'stats'; seq: number; resetDelay: boolean }
  | { type: 'profileStart'; seq: number }
  | { type: 'profileStop'; seq: number; file: string }
  /** Collect garbage, then report; with a file, write a heap snapshot there too. */
  | { type: 'memory'; seq: number; snapshot: string }
  | { type: 'stop' };

function hasType(value: unknown): value is { type: string } {
  return (
    typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
  );
}

/** IPC carries JSON; the two ends are ours, so a known `type` is trusted. */
export function asFromServer(value: unknown): FromServer | null {
  return hasType(value) &&
    ['ready', 'stats', 'profileSaved', 'memory', 'stopped'].includes(value.type)
    ? (value as FromServer)
    : null;
}

export function asToServer(value: unknown): ToServer | null {
  return hasType(value) &&
    ['stats', 'profileStart', 'profileStop', 'memory', 'stop'].includes(value.type)
    ? (value as ToServer)
    : null;
}
