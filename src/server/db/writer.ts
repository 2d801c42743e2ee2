// One write transaction: the rows, plus one change record per document touched, so the live
// hub sees every committed write. The records are appended as pending; after the commit the
// sequencer gives them their place in the change log (db/sequencer.ts), so writes take no
// shared lock and concurrent commits share one WAL flush.
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from './database';
import type { Collection } from '../areas';
import { actorSettings, currentActor } from './actor';
import { pendingChanges } from './schema';

export type { Collection } from '../areas';
export { CHANGES_CHANNEL } from './sequencer';

export interface Change {
  collection: Collection;
  docId: string;
  eventId?: string | null;
  ownerId?: string | null;
  /** A sub-scope of the collection, such as the language of a translation. */
  scope?: string;
  removed?: boolean;
}

export interface Writer {
  readonly tx: Tx;
  changed(change: Change): void;
  /**
   * Runs `statement` (data-modifying, with RETURNING) in the transaction's last statement,
   * beside the change records, to save a round trip; `check` gets its row count and may
   * throw to roll the transaction back.
   */
  closeWith(statement: SQLWrapper, check: (rows: number) => void): void;
}

interface Closing {
  statement: SQLWrapper;
  check: (rows: number) => void;
}

export function inTransaction<T>(database: Database, work: (w: Writer) => Promise<T>): Promise<T> {
  return inSequencedTransaction(database, work).then(({ result }) => result);
}

/**
 * inTransaction that also tells the sequence number of the last change it recorded (0: none;
 * null: not known, when another node moved its records or the move failed and is retried),
 * so a client can tell which live change shows its write. It resolves once its changes are in
 * the log, so a read after the answer sees them (live, public snapshot, exports).
 */
export async function inSequencedTransaction<T>(
  database: Database,
  work: (w: Writer) => Promise<T>,
): Promise<{ result: T; seq: number | null }> {
  const { result, ids } = await database.db.transaction(async (tx) => {
    const pending: Change[] = [];
    let closing: Closing | undefined;
    const result = await work({
      tx,
      changed: (change) => pending.push(change),
      closeWith: (statement, check) => {
        if (closing) throw new Error('closeWith: one closing statement per transaction');
        closing = { statement, check };
      },
    });
    if (pending.length === 0 && !closing) return { result, ids: [] };
    const written = await tx.execute(closingStatement(pending, closing?.statement));
    const row = (written as unknown as { rows: ClosingRow[] }).rows[0];
    closing?.check(Number(row?.closed ?? 0));
    return { result, ids: row?.ids ?? [] };
  });
  if (ids.length === 0) return { result, seq: 0 };
  return { result, seq: await placeOf(database, ids) };
}

/** The highest sequence number the sequencer gave these records, or null if not known here. */
export async function placeOf(database: Database, ids: readonly string[]): Promise<number | null> {
  let moved;
  try {
    moved = await database.sequenceChanges();
  } catch {
    // Committed all the same: the sequencer's sweep moves the records when the database is back.
    return null;
  }
  let seq = 0;
  for (const id of ids) {
    const placed = moved.get(id);
    if (placed === undefined) return null;
    seq = Math.max(seq, placed);
  }
  return seq;
}

interface ClosingRow {
  ids: string[] | null;
  closed: string | null;
}

/**
 * The transaction's last statement, one round trip: the caller's closing statement, then the
 * pending change records, whose ids the sequencer later maps to their sequence numbers.
 */
function closingStatement(pending: readonly Change[], closing: SQLWrapper | undefined): SQL {
  const closed = closing ? sql`(SELECT count(*) FROM closed)::text` : sql`NULL`;
  const withClosed = closing ? sql`closed AS (${closing.getSQL()}), ` : sql``;
  // The writer, for the event history's triggers (they run at commit, after this statement).
  const actor = currentActor();
  const withActor = actor ? sql`act AS (${actorSettings(actor)}), ` : sql``;
  const acted = actor ? sql`, (SELECT count(*) FROM act) AS acted` : sql``;
  if (pending.length === 0) {
    return sql`WITH ${withClosed}${withActor}none AS (SELECT 1) SELECT ${closed} AS closed, NULL AS ids${acted}`;
  }
  const rows = sql.join(
    uniqueChanges(pending).map(
      (c) =>
        sql`(${c.collection}::text, ${c.eventId ?? null}::uuid, ${c.ownerId ?? null}::uuid, ${c.scope ?? ''}::text, ${c.docId}::text, ${c.removed ?? false}::boolean)`,
    ),
    sql`, `,
  );
  return sql`WITH ${withClosed}${withActor}ins AS (INSERT INTO ${pendingChanges} (collection, event_id, owner_id, scope, doc_id, removed) VALUES ${rows} RETURNING id) SELECT ${closed} AS closed, (SELECT array_agg(id::text) FROM ins) AS ids${acted}`;
}

/** One record per document: a write that touches one twice (its row, its title) says it once. */
function uniqueChanges(pending: readonly Change[]): Change[] {
  const seen = new Map<string, Change>();
  for (const c of pending) {
    const key = JSON.stringify([
      c.collection,
      c.docId,
      c.eventId ?? null,
      c.ownerId ?? null,
      c.scope ?? '',
      c.removed ?? false,
    ]);
    seen.delete(key);
    seen.set(key, c);
  }
  return [...seen.values()];
}
