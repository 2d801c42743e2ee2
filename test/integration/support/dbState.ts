// The whole database as data, to show that a refused call wrote nothing: the count and full
// contents of every table the schema declares, in a stable order; and the few rows the write
// path's tests read directly.
import { count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import { changes, events } from '../../../src/server/db/schema';
import type { TestServer } from './harness';

/** Every table a refused call could leave a trace in: all of them, read from the schema. */
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

export type DbState = Record<string, unknown>;

function rowsOf(result: unknown): unknown[] {
  if (typeof result === 'object' && result !== null && 'rows' in result) {
    const { rows } = result;
    if (Array.isArray(rows)) return rows;
  }
  throw new Error('unexpected result of execute()');
}

/** How many mails the outbox has still to send (to one address, or to anyone). */
export async function mailWaiting(server: TestServer, to?: string): Promise<number> {
  const [waiting] = await server.app.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM outbox
     WHERE ($1::text IS NULL OR recipient = $1) AND sent_at IS NULL AND failed_at IS NULL`,
    [to ?? null],
  );
  return waiting?.n ?? 0;
}

/**
 * Waits until the outbox has sent every mail asked for so far: a test that compares the whole
 * database before and after a call must not see the outbox's own sending as the call's write.
 */
export async function outboxSent(server: TestServer, waitMs = 10_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  while ((await mailWaiting(server)) > 0) {
    if (Date.now() > deadline)
      throw new Error(`the outbox still has mail to send after ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function dbState(
  server: TestServer,
  except: readonly string[] = [],
): Promise<DbState> {
  // Mails (a sign-up's verification, an accepted call's) go out after their calls answered:
  // once they are sent, every change between two snapshots is the calls' in between.
  await outboxSent(server);
  const state: DbState = {};
  for (const table of TABLES) {
    if (except.includes(table)) continue;
    const result = await server.app.database.db.execute(
      sql`SELECT count(*)::int AS count,
                 coalesce(jsonb_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text), '[]'::jsonb) AS rows
          FROM ${sql.raw(table)} t`,
    );
    state[table] = rowsOf(result)[0];
  }
  return state;
}

/** How many change records the event has in the log. */
export async function changeCount(server: TestServer, eventId: string): Promise<number> {
  const [row] = await server.app.database.db
    .select({ n: count() })
    .from(changes)
    .where(eq(changes.eventId, eventId));
  return row!.n;
}

/** The event's row as stored. */
export async function eventRow(server: TestServer, eventId: string) {
  const [row] = await server.app.database.db.select().from(events).where(eq(events.id, eventId));
  return row!;
}
