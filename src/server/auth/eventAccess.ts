// Every event call starts here: the id must be well formed and the event must be the caller's.
// Another organiser's event answers exactly like a missing one, so ids reveal nothing.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../common/messages';
import { uuidRule } from '../../common/rules';
import type { Queryable } from '../db/database';
import { events } from '../db/schema';
import { notFound, validate } from '../rpc/errors';

export type EventRow = typeof events.$inferSelect;

/** Built once: every event call checks its id. */
export const EVENT_ID_RULE = uuidRule('eventId');

/** The caller's event; inside a write it is locked until the transaction ends. */
export async function ownedEvent(
  q: Queryable,
  uid: string,
  eventId: string,
  { forWrite = true } = {},
): Promise<EventRow> {
  validate(EVENT_ID_RULE, eventId, 'eventId');
  const query = q.select().from(events).where(eq(events.id, eventId));
  const [row] = forWrite ? await query.for('update') : await query;
  if (!row || row.userId !== uid) throw notFound(MESSAGES.eventNotFound);
  return row;
}

/** The change record of the event document itself. */
export const eventChanged = (row: Pick<EventRow, 'id' | 'userId'>) =>
  ({ collection: 'events', docId: row.id, eventId: row.id, ownerId: row.userId }) as const;
