// References between the content of one event (post → location / meeting / speaker; meeting →
// location, speakers). Each must name an item of the same event, else the call is
// INVALID_ARGUMENT naming the field: an id of another event reveals nothing about it. Files
// have their own check, the files area's assertFilesIn.
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import { uuidRule } from '../../common/rules';
import type { Tx } from '../db/database';
import { locations, meetings, speakers } from '../db/schema';
import { invalidArgument, validate } from './errors';

interface RefTable {
  table: PgTable;
  id: AnyPgColumn;
  eventId: AnyPgColumn;
}

const TABLES = {
  speaker: { table: speakers, id: speakers.id, eventId: speakers.eventId },
  meeting: { table: meetings, id: meetings.id, eventId: meetings.eventId },
  location: { table: locations, id: locations.id, eventId: locations.eventId },
} satisfies Record<string, RefTable>;

export type RefKind = keyof typeof TABLES;

const NOUN: Record<RefKind, string> = {
  speaker: 'a speaker',
  meeting: 'a meeting',
  location: 'a location',
};

/** Checks that every id names an item of this kind in the event; '' ids are skipped. */
export async function assertInEvent(
  tx: Tx,
  eventId: string,
  kind: RefKind,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids.filter((id) => id !== ''))];
  for (const id of wanted) validate(uuidRule(field), id, field);
  const ref: RefTable = TABLES[kind];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: ref.id })
    .from(ref.table)
    .where(and(eq(ref.eventId, eventId), inArray(ref.id, wanted)));
  const present = new Set(found.map((r) => String(r.id)));
  const missing = wanted.find((id) => !present.has(id));
  if (missing !== undefined) {
    throw invalidArgument(field, `must name ${NOUN[kind]} of this event.`);
  }
}
