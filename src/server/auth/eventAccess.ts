// Every event call and event target is authorised here, against the rights table of
// src/common/teamRights.ts: the caller's role in the event (its owner, or a member) must have
// the right the call or target declares. Someone with no role answers exactly like a missing
// event, so ids reveal nothing; a member without the right is told so (PERMISSION_DENIED).
import { eq } from 'drizzle-orm';
import { Code, ConnectError } from '@connectrpc/connect';
import { MESSAGES } from '../../common/messages';
import { uuidRule } from '../../common/rules';
import { may } from '../../common/teamRights';
import type { Right, Role } from '../../common/teamRights';
import type { Database, Queryable } from '../db/database';
import { events } from '../db/schema';
import { notFound, validate } from '../rpc/errors';

export type EventRow = typeof events.$inferSelect;

/** Whether an event row may be shown to the public at all (its app, its files). */
export const isPublic = (e: Pick<EventRow, 'publishedAt' | 'isArchive'>) =>
  e.publishedAt !== null && !e.isArchive;

/** Built once: every event call checks its id. */
export const EVENT_ID_RULE = uuidRule('eventId');

/**
 * The role lookup of every event call, written once: Drizzle would build it again on each call
 * (11 % of a write's CPU with the rest of its building); this text is prepared once per pool
 * connection (db/namedStatements.ts).
 */
const ROLE_SQL = `SELECT events.user_id AS owner, event_members.role
FROM events LEFT JOIN event_members
  ON event_members.event_id = events.id AND event_members.user_id = $2::uuid
WHERE events.id = $1::uuid`;

/** The caller's role in the event, or null: no such event, or not theirs. */
export async function roleIn(
  database: Pick<Database, 'query'>,
  uid: string,
  eventId: string,
): Promise<Role | null> {
  const [row] = await database.query<{ owner: string; role: string | null }>(ROLE_SQL, [
    eventId,
    uid,
  ]);
  if (!row) return null;
  if (row.owner === uid) return 'owner';
  return (row.role as Role | null) ?? null;
}

/** Refuses unless the caller's role in the event has the right; answers the role. */
export async function authorise(
  database: Pick<Database, 'query'>,
  uid: string,
  eventId: string,
  right: Right,
): Promise<Role> {
  validate(EVENT_ID_RULE, eventId, 'eventId');
  const role = await roleIn(database, uid, eventId);
  if (!role) throw notFound(MESSAGES.eventNotFound);
  if (!may(role, right)) throw new ConnectError(MESSAGES.notAllowedForRole, Code.PermissionDenied);
  return role;
}

/**
 * The event a call was authorised for (see rpc/authorise.ts); inside a write it is locked until
 * the transaction ends.
 */
export async function eventRow(
  q: Queryable,
  eventId: string,
  { forWrite = true } = {},
): Promise<EventRow> {
  validate(EVENT_ID_RULE, eventId, 'eventId');
  const query = q.select().from(events).where(eq(events.id, eventId));
  const [row] = forWrite ? await query.for('update') : await query;
  if (!row) throw notFound(MESSAGES.eventNotFound);
  return row;
}

/** The change record of the event document itself. */
export const eventChanged = (row: Pick<EventRow, 'id' | 'userId'>) =>
  ({ collection: 'events', docId: row.id, eventId: row.id, ownerId: row.userId }) as const;
