// What the database side of a call costs, for the bench server: the statements the server
// sends (every pg client's query() counted, pool and LISTEN alike) and the CPU time of the
// embedded cluster's processes (the postmaster and its children, from /proc; clock ticks).
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

let queries = 0;

/** Counts every query() of every pg client from now on; call before the app connects. */
export function countQueries(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function counted(this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
}

export const queriesSoFar = (): number => queries;

const TICK_MICROS = 10_000; // USER_HZ is 100 on Linux

/** CPU time so far of the postmaster `pid` and its live children, µs (0 without /proc). */
export function clusterCpuMicros(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces): state, ppid, … utime (14), stime (15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      if (Number(entry) !== pid && ppid !== pid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * TICK_MICROS;
}

let walSyncs = 0;

/**
 * Follows the cluster's WAL flushes (`pg_stat_wal.wal_sync`, PostgreSQL 14–17) every 250 ms on a
 * connection of its own, whose statements are not counted as the server's. Backends report the
 * counter at most once a second, so a 10 s window is right to about a tenth. Flushes per call
 * below 1 mean commits shared a flush.
 */
export function followWalSyncs(url: string): () => Promise<void> {
  const client = new pg.Client({ connectionString: url });
  let stopped = false;
  const poll = async (): Promise<void> => {
    while (!stopped) {
      queries -= 1;
      const { rows } = await client.query<{ n: string }>(
        'SELECT wal_sync::text AS n FROM pg_stat_wal',
      );
      walSyncs = Number(rows[0]?.n ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const running = client
    .connect()
    .then(poll)
    .catch(() => undefined);
  return async () => {
    stopped = true;
    await running;
    await client.end().catch(() => undefined);
  };
}

export const walSyncsSoFar = (): number => walSyncs;
