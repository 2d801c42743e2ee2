// An event's participants page by page in id order (UUID v7: creation order), by keyset on
// (event_id, id): each page is one indexed range read, so the export holds one page in memory
// however large the event is. Only the columns the export writes are read; the answers come as
// the row's stored snapshot array (a flat list of strings, cheap to parse) when it was formed
// for `fieldsKey`, and as the full jsonb only otherwise.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { participants } from '../../db/schema';
import type { StoredAnswers } from '../../db/schema';

const p = participants;
const exportColumns = (fieldsKey: string) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  clientPhone: p.clientPhone,
  clientSuspended: p.clientSuspended,
  createdAt: p.createdAt,
  /** Text, parsed by the reader: node-postgres would parse a json column into objects. */
  stored: sql<
    string | null
  >`CASE WHEN ${p.snapshotFields} = ${fieldsKey} THEN ${p.snapshotAnswers} END`,
  answers: sql<StoredAnswers | null>`CASE WHEN ${p.snapshotFields} = ${fieldsKey} THEN NULL ELSE ${p.answers} END`,
});

export type ParticipantPageRow = Awaited<ReturnType<typeof page>>[number];

const page = (
  q: Queryable,
  eventId: string,
  fieldsKey: string,
  after: string | undefined,
  size: number,
) =>
  q
    .select(exportColumns(fieldsKey))
    .from(p)
    .where(and(eq(p.eventId, eventId), after ? gt(p.id, after) : undefined))
    .orderBy(asc(p.id))
    .limit(size);

export async function* participantPages(
  q: Queryable,
  eventId: string,
  fieldsKey: string,
  pageSize: number,
): AsyncGenerator<ParticipantPageRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await page(q, eventId, fieldsKey, after, pageSize);
    if (rows.length > 0) yield rows;
    after = rows.at(-1)?.id;
    if (rows.length < pageSize) return;
  }
}
