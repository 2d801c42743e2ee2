// An event's URL key stays unique among all events, compared without case, and never takes a
// path of the console or the server (the attendee app lives at /{eventKey}/): those count as taken.
import { sql } from 'drizzle-orm';
import { ConnectError, Code } from '@connectrpc/connect';
import { isReservedEventKey, keyVariant } from '../../../common/eventKey';
import { MESSAGES } from '../../../common/messages';
import type { Queryable } from '../../db/database';
import { events } from '../../db/schema';

/** How many numbered variants each look-up tries: the first, then four times as many each time. */
const FIRST_VARIANTS = 48;
const ROUNDS = 5;

/**
 * Key choices wait for each other until the choosing transaction ends: two events created (or
 * renamed) at the same moment otherwise both found one key free, and the later insert failed
 * on the unique index as an internal error. Creates and renames are rare; the wait is short.
 */
async function lockEventKeys(q: Queryable): Promise<void> {
  await q.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('event-keys', 0))`);
}

/**
 * The first of base, base-2, base-3 … that no other event holds. The variants are looked up in
 * rounds, each one query: a title thousands of events share still gets a key of its own (a
 * random variant taken without a look-up collided with another event's key past the first
 * 49, and the insert failed as an internal error).
 */
export async function freeEventKey(
  q: Queryable,
  base: string,
  exceptEventId?: string,
): Promise<string> {
  await lockEventKeys(q);
  let from = 2;
  let count = FIRST_VARIANTS;
  for (let round = 0; round < ROUNDS; round++) {
    const variants = Array.from({ length: count }, (_, i) => keyVariant(base, from + i));
    const candidates = round === 0 ? [base, ...variants] : variants;
    const taken = await q
      .select({ key: sql<string>`lower(${events.extKey})`, id: events.id })
      .from(events)
      .where(sql`lower(${events.extKey}) IN ${candidates.map((c) => c.toLowerCase())}`);
    const takenKeys = new Set(taken.filter((t) => t.id !== exceptEventId).map((t) => t.key));
    const free = candidates.find((c) => !takenKeys.has(c.toLowerCase()) && !isReservedEventKey(c));
    if (free) return free;
    from += count;
    count *= 4;
  }
  throw new ConnectError(`key: ${MESSAGES.keyTaken}`, Code.AlreadyExists);
}

export async function assertKeyFree(q: Queryable, key: string, eventId: string): Promise<void> {
  if (isReservedEventKey(key))
    throw new ConnectError(`key: ${MESSAGES.keyReserved}`, Code.AlreadyExists);
  await lockEventKeys(q);
  const rows = await q
    .select({ id: events.id })
    .from(events)
    .where(sql`lower(${events.extKey}) = ${key.toLowerCase()} AND ${events.id} <> ${eventId}`);
  if (rows.length > 0) throw new ConnectError(`key: ${MESSAGES.keyTaken}`, Code.AlreadyExists);
}
