// An event's URL key stays unique among all events, compared without case, and never takes a
// path of the console or the server (the attendee app lives at /{eventKey}/): those count as taken.
import { sql } from 'drizzle-orm';
import { ConnectError, Code } from '@connectrpc/connect';
import { isReservedEventKey, keyVariant } from '../../../common/eventKey';
import { MESSAGES } from '../../../common/messages';
import type { Queryable } from '../../db/database';
import { events } from '../../db/schema';

/** The first of base, base-2, base-3 … that no other event holds. */
export async function freeEventKey(
  q: Queryable,
  base: string,
  exceptEventId?: string,
): Promise<string> {
  const candidates = [base, ...Array.from({ length: 48 }, (_, i) => keyVariant(base, i + 2))];
  const taken = await q
    .select({ key: sql<string>`lower(${events.extKey})`, id: events.id })
    .from(events)
    .where(sql`lower(${events.extKey}) IN ${candidates.map((c) => c.toLowerCase())}`);
  const takenKeys = new Set(taken.filter((t) => t.id !== exceptEventId).map((t) => t.key));
  const free = candidates.find((c) => !takenKeys.has(c.toLowerCase()) && !isReservedEventKey(c));
  if (free) return free;
  return keyVariant(base, Math.floor(1000 + Math.random() * 9000));
}

export async function assertKeyFree(q: Queryable, key: string, eventId: string): Promise<void> {
  if (isReservedEventKey(key))
    throw new ConnectError(`key: ${MESSAGES.keyReserved}`, Code.AlreadyExists);
  const rows = await q
    .select({ id: events.id })
    .from(events)
    .where(sql`lower(${events.extKey}) = ${key.toLowerCase()} AND ${events.id} <> ${eventId}`);
  if (rows.length > 0) throw new ConnectError(`key: ${MESSAGES.keyTaken}`, Code.AlreadyExists);
}
