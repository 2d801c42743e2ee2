// An event's participants page by page in id order (UUID v7: creation order), by keyset on
// (event_id, id): each page is one indexed range read, so the snapshot and the export hold
// one page in memory however large the event is.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { participants } from '../../db/schema';

export type ParticipantRow = typeof participants.$inferSelect;

export async function* participantPages(
  q: Queryable,
  eventId: string,
  pageSize: number,
): AsyncGenerator<ParticipantRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await q
      .select()
      .from(participants)
      .where(and(eq(participants.eventId, eventId), after ? gt(participants.id, after) : undefined))
      .orderBy(asc(participants.id))
      .limit(pageSize);
    if (rows.length > 0) yield rows;
    after = rows.at(-1)?.id;
    if (rows.length < pageSize) return;
  }
}
