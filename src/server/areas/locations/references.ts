// What may refer to a location (a meeting's place, a post's reference). Deleting a location
// that something still refers to is refused with a message that says how many, so the
// organiser moves those first instead of finding a schedule with holes in it. The meetings and
// posts areas add one entry each; the check and its message need nothing else.
import { and, count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';

export interface LocationReference {
  /** The referring table, its event column and the column holding the location id. */
  table: PgTable;
  eventId: PgColumn;
  locationId: PgColumn;
  /** Further rows that count (e.g. only posts that refer to a location, not to a meeting). */
  where?: SQL;
  /** How the message names them: singular and plural English nouns. */
  noun: [one: string, many: string];
}

/** Today nothing refers to locations; meetings and posts join here when they land. */
export const LOCATION_REFERENCES: readonly LocationReference[] = [];

/** The references to a location, as 'N noun' phrases; empty when nothing refers to it. */
export async function referencesTo(
  q: Queryable,
  references: readonly LocationReference[],
  eventId: string,
  locationId: string,
): Promise<string[]> {
  const phrases: string[] = [];
  for (const ref of references) {
    const [row] = await q
      .select({ n: count() })
      .from(ref.table)
      .where(and(eq(ref.eventId, eventId), eq(ref.locationId, locationId), ref.where));
    const n = row?.n ?? 0;
    if (n > 0) phrases.push(`${n} ${n === 1 ? ref.noun[0] : ref.noun[1]}`);
  }
  return phrases;
}

/** The refusal's message: 'Location is used by 2 meetings and 1 post.' */
export const inUseMessage = (phrases: string[]) => `Location is used by ${phrases.join(' and ')}.`;
