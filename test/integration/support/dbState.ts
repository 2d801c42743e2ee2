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

export async function dbState(
  server: TestServer,
  except: readonly string[] = [],
): Promise<DbState> {
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
