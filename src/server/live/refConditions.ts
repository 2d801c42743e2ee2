// Conditions that select the rows named by change references, for collection descriptors.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DocRef } from './descriptors';

/** Rows whose id column holds one of the refs' document ids. */
export const byDocIds = (idCol: AnyPgColumn, refs: DocRef[]): SQL =>
  inArray(
    idCol,
    refs.map((r) => r.docId),
  );

/** Rows keyed by (event, key[, extra]) within an event. */
export const byEventAnd = (
  eventCol: AnyPgColumn,
  keyCol: AnyPgColumn,
  refs: DocRef[],
  extra?: (ref: DocRef) => SQL,
): SQL =>
  sql.join(
    refs.map((r) => sql`(${and(eq(eventCol, r.eventId ?? ''), eq(keyCol, r.docId), extra?.(r))})`),
    sql` OR `,
  );

/** Seconds since the epoch of a timestamp, as documents carry them. */
export const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : undefined);
