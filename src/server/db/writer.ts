// One write transaction: the rows, plus one change record per document touched, so the live
// hub sees every committed write. A transaction-scoped advisory lock makes the change sequence
// follow commit order.
import { sql } from 'drizzle-orm';
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
    const result = await work({ tx, changed: (change) => pending.push(change) });
    if (pending.length === 0) return { result, seq: 0 };
    if (database.kind === 'postgres') {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHANGE_ORDER_LOCK})`);
    }
    const rows = sql.join(
      pending.map(
        (c) =>
          sql`(${c.collection}, ${c.eventId ?? null}::uuid, ${c.ownerId ?? null}::uuid, ${c.scope ?? ''}, ${c.docId}, ${c.removed ?? false})`,
      ),
      sql`, `,
    );
    // One statement appends the records and wakes every listening hub (on commit).
    const written = await tx.execute(
      sql`WITH ins AS (INSERT INTO ${changes} (collection, event_id, owner_id, scope, doc_id, removed) VALUES ${rows} RETURNING seq) SELECT pg_notify(${CHANGES_CHANNEL}, ''), (SELECT max(seq) FROM ins)::text AS seq`,
    );
    const seq = (written as unknown as { rows: { seq: string | null }[] }).rows[0]?.seq;
    return { result, seq: Number(seq ?? 0) };
  });
}
