// Whether write commits share WAL flushes, without HTTP, Connect or the handlers in the way:
// 16 writers in this process run the writer's transaction (a row update and one change record)
// on the embedded cluster with fsync on, alternating two ways of recording the change:
// - "lock": the record appended under the change-order lock held to COMMIT, with NOTIFY in the
//   write (the change log before the sequencer);
// - "sequencer": the record appended as pending, then moved by the sequencer (db/sequencer.ts).
// `npx tsx bench/commitGroup.ts` prints writes/s and WAL flushes per write for each window.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMALL_SERVER_SETTINGS, startCluster } from '../scripts/postgresCluster.mjs';
import { openDatabase } from '../src/server/db/database';
import type { Database } from '../src/server/db/database';
import { inSequencedTransaction } from '../src/server/db/writer';
import { table } from './stats';

const WRITERS = 16;
const WINDOW_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const ROUNDS = 2;

type Mode = 'lock' | 'sequencer';

async function walSyncs(database: Database): Promise<number> {
  // Backends report WAL counters when idle, at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const result = await database.db.execute(sql`SELECT wal_sync::text AS n FROM pg_stat_wal`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

function write(database: Database, mode: Mode, row: string, n: number): Promise<unknown> {
  const update = sql`UPDATE change_horizon SET pruned_through = ${n} WHERE id = ${row}`;
  if (mode === 'sequencer') {
    return inSequencedTransaction(database, async (w) => {
      await w.tx.execute(update);
      w.changed({ collection: 'events', docId: `bench-${row}` });
    });
  }
  return database.db.transaction(async (tx) => {
    await tx.execute(update);
    await tx.execute(
      sql`WITH ins AS (INSERT INTO changes (collection, doc_id) SELECT 'events', ${`bench-${row}`} WHERE (SELECT pg_advisory_xact_lock(7261002)) IS NOT NULL RETURNING seq) SELECT (SELECT max(seq) FROM ins), pg_notify('changes', '')`,
    );
  });
}

async function window(database: Database, mode: Mode) {
  const syncsBefore = await walSyncs(database);
  const end = performance.now() + WINDOW_MS;
  let done = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; performance.now() < end; n += 1) {
        await write(database, mode, String(100 + w), n);
        done += 1;
      }
    }),
  );
  const seconds = WINDOW_MS / 1000;
  const syncs = (await walSyncs(database)) - syncsBefore;
  return [mode, `${Math.round(done / seconds)}/s`, (syncs / done).toFixed(2)];
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eventapp-commits-'));
  const cluster = await startCluster({ dir, settings: SMALL_SERVER_SETTINGS });
  const database = await openDatabase(cluster.url());
  try {
    // One row per writer, so writers never wait on each other's row locks.
    for (let w = 0; w < WRITERS; w += 1) {
      await database.db.execute(
        sql`INSERT INTO change_horizon (id, pruned_through) VALUES (${100 + w}, 0) ON CONFLICT DO NOTHING`,
      );
    }
    const rows: string[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of ['lock', 'sequencer'] as const) rows.push(await window(database, mode));
    }
    console.log(
      `Commit grouping: ${WRITERS} writers, ${WINDOW_MS / 1000} s a window, fsync on. ` +
        `Load average ${os.loadavg()[0]?.toFixed(1)}.`,
    );
    console.log(table(['change records', 'writes/s', 'WAL flushes/write'], rows));
  } finally {
    await database.close();
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
