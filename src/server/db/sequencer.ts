// Gives committed change records their place in the change log. A write appends its records
// to `pending_changes` and takes no shared lock, so concurrent writes commit together and share
// one WAL flush (PostgreSQL's group commit). After its commit it asks the sequencer, which moves
// every committed pending record into `changes` in one transaction that draws the sequence
// numbers under the change-order lock and holds it to its commit. So `seq` order is the order
// of those moves: a reader that sees a number has seen every smaller one that will ever exist
// (a move that rolls back burns numbers nobody waits for), as the live hub, resume tokens and
// snapshots require. One move serves every write that committed before it started.
import type { Pool, QueryResult } from 'pg';

export const CHANGES_CHANNEL = 'changes';
const CHANGE_ORDER_LOCK = 7_261_002;
/** How often a node looks for records another node (or a crash) left unmoved. */
const SWEEP_MS = 2_000;

/**
 * One round trip, one implicit transaction (a simple query of several statements). The lock is
 * taken by its own statement, so the move's snapshot is taken after it: a move that waited for
 * another node's sees that node's work as done. The NOTIFY wakes every listening hub on commit.
 */
const MOVE = `SELECT pg_advisory_xact_lock(${CHANGE_ORDER_LOCK});
WITH moved AS (DELETE FROM pending_changes RETURNING *),
numbered AS MATERIALIZED (
  SELECT nextval('changes_seq_seq'::regclass) AS seq, m.*
  FROM (SELECT * FROM moved ORDER BY id) AS m),
inserted AS (
  INSERT INTO changes (seq, collection, event_id, owner_id, scope, doc_id, removed, at)
  SELECT seq, collection, event_id, owner_id, scope, doc_id, removed, at FROM numbered)
SELECT id::text AS id, seq::text AS seq, collection, event_id::text AS event_id FROM numbered;
SELECT pg_notify('${CHANGES_CHANNEL}', '')`;

/** Pending record id → the sequence number it got. */
export type Moved = ReadonlyMap<string, number>;

/** What a move placed, told to this node's own readers before any write's answer is sent. */
export interface MovedChange {
  seq: number;
  collection: string;
  eventId: string | null;
}

/**
 * Moved records remembered: a write's records may be moved by a run that started before the
 * write asked (its commit was already visible), so each caller looks its ids up in the recent
 * moves, not only in its own run's.
 */
const REMEMBERED = 10_000;
/**
 * Every record moved leaves a dead row in pending_changes, and autovacuum visits a database
 * about once a minute: at 1,000 writes/s the move would scan tens of thousands of dead rows.
 * So the sequencer vacuums the table itself after this many (a few ms on a table this small).
 */
const VACUUM_AFTER = 5_000;

export class ChangeSequencer {
  private tail: Promise<unknown> = Promise.resolve();
  /** The move not started yet: callers join it, since it will see their commits. */
  private queued: Promise<Moved> | null = null;
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;
  private readonly recent = new Map<string, number>();
  private movedSinceVacuum = 0;
  private readonly listeners = new Set<(moved: readonly MovedChange[]) => void>();

  constructor(private readonly pool: Pool) {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /**
   * Moves everything committed before this call; resolves with the records this node moved
   * lately (read it at once: older ones are forgotten).
   */
  sequence(): Promise<Moved> {
    if (this.queued) return this.queued;
    const run = this.tail.then(() => {
      this.queued = null;
      return this.move();
    });
    this.queued = run;
    this.tail = run.catch(() => undefined);
    return run;
  }

  /**
   * Calls `listener` with the records of each move of this node, before the writes waiting for
   * it are answered: a cache of this node drops what they changed in time for the writer's next
   * read (other nodes learn it from the NOTIFY). Returns the unsubscribe.
   */
  onMoved(listener: (moved: readonly MovedChange[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    await this.tail;
  }

  private async move(): Promise<Moved> {
    // The driver answers a simple query of several statements with one result per statement.
    const results = (await this.pool.query(MOVE)) as unknown as QueryResult<{
      id: string;
      seq: string;
      collection: string;
      event_id: string | null;
    }>[];
    const rows = results[1]?.rows ?? [];
    for (const row of rows) this.recent.set(row.id, Number(row.seq));
    if (rows.length > 0 && this.listeners.size > 0) {
      const moved = rows.map((row) => ({
        seq: Number(row.seq),
        collection: row.collection,
        eventId: row.event_id,
      }));
      for (const listener of this.listeners) {
        try {
          listener(moved);
        } catch {
          // A reader's failure is its own: the records are placed and the writes answered.
        }
      }
    }
    this.movedSinceVacuum += rows.length;
    if (this.movedSinceVacuum >= VACUUM_AFTER) {
      this.movedSinceVacuum = 0;
      // Beside the moves, not in their way; another node's vacuum at the same time is enough.
      this.pool.query('VACUUM (SKIP_LOCKED) pending_changes').catch(() => undefined);
    }
    for (const id of this.recent.keys()) {
      if (this.recent.size <= REMEMBERED) break;
      this.recent.delete(id);
    }
    return this.recent;
  }

  /** Records left behind (a failed move, a node that died after its commit) move here. */
  private async sweep(): Promise<void> {
    if (this.closed || this.queued) return;
    try {
      const { rows } = await this.pool.query<{ waiting: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM pending_changes) AS waiting',
      );
      if (rows[0]?.waiting && !this.closed) await this.sequence();
    } catch {
      // The database is away; the next sweep tries again.
    }
  }
}
