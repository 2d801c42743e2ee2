// One write transaction: the rows, plus one change record per document touched, so the live
// hub sees every committed write. A transaction-scoped advisory lock makes the change sequence
// follow commit order.
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database, Tx } from './database';
import type { Collection } from '../areas';
import { changes } from './schema';

export type { Collection } from '../areas';

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

export const CHANGES_CHANNEL = 'changes';
const CHANGE_ORDER_LOCK = 7_261_002;

export function inTransaction<T>(database: Database, work: (w: Writer) => Promise<T>): Promise<T> {
  return inSequencedTransaction(database, work).then(({ result }) => result);
}

/**
 * inTransaction that also tells the sequence number of the last change it recorded (0: none),
 * so a client can tell which live change shows its write.
 */
export function inSequencedTransaction<T>(
  database: Database,
  work: (w: Writer) => Promise<T>,
): Promise<{ result: T; seq: number }> {
  return database.db.transaction(async (tx) => {
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
    if (pending.length === 0 && !closing) return { result, seq: 0 };
    const written = await tx.execute(closingStatement(pending, closing?.statement));
    const row = (written as unknown as { rows: ClosingRow[] }).rows[0];
    closing?.check(Number(row?.closed ?? 0));
    return { result, seq: Number(row?.seq ?? 0) };
  });
}

interface ClosingRow {
  seq: string | null;
  closed: string | null;
}

/**
 * The transaction's last statement, one round trip: the caller's closing statement (first, so
 * it never waits on a row while holding the lock below), then the change records. These take
 * the change-order lock in a one-time filter, which runs before the first sequence number is
 * drawn, so the lock is held only from here to the commit. The NOTIFY wakes every listening
 * hub on commit.
 */
function closingStatement(pending: readonly Change[], closing: SQLWrapper | undefined): SQL {
  const closed = closing ? sql`(SELECT count(*) FROM closed)::text` : sql`NULL`;
  const withClosed = closing ? sql`closed AS (${closing.getSQL()}), ` : sql``;
  if (pending.length === 0) {
    return sql`WITH ${withClosed}none AS (SELECT 1) SELECT ${closed} AS closed, NULL AS seq`;
  }
  const rows = sql.join(
    uniqueChanges(pending).map(
      (c) =>
        sql`(${c.collection}::text, ${c.eventId ?? null}::uuid, ${c.ownerId ?? null}::uuid, ${c.scope ?? ''}::text, ${c.docId}::text, ${c.removed ?? false}::boolean)`,
    ),
    sql`, `,
  );
  return sql`WITH ${withClosed}ins AS (INSERT INTO ${changes} (collection, event_id, owner_id, scope, doc_id, removed) SELECT * FROM (VALUES ${rows}) AS v WHERE (SELECT pg_advisory_xact_lock(${CHANGE_ORDER_LOCK})) IS NOT NULL RETURNING seq) SELECT ${closed} AS closed, (SELECT max(seq) FROM ins)::text AS seq, pg_notify(${CHANGES_CHANNEL}, '')`;
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
