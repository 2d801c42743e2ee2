// The event history (issue 25): one row per row change of an event's content, written by the
// database itself (triggers of the history migration) in the write's own transaction, so no
// write path can forget it. Rows of one write share `tx`; `actor_id`, `actor_role` and
// `method` (and `mutation`) come from the transaction's settings (db/writer.ts sets them with the change records).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const eventHistory = pgTable(
  'event_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull(),
    /** The writing transaction: the rows of one write. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    method: text('method'),
    /**
     * The queued write it came from, as '{client id}:{mutation id}' (null outside a write queue):
     * an editor's undo finds its own write by it. Never shown to anyone.
     */
    mutation: text('mutation'),
    /** The table written: the area the entry belongs to. */
    tableName: text('table_name').notNull(),
    docId: text('doc_id').notNull(),
    /** 'I' added, 'U' changed, 'D' removed. */
    op: text('op').$type<'I' | 'U' | 'D'>().notNull(),
    /** What the row is called (its name or title when it has one), as of the change. */
    label: text('label').notNull().default(''),
    /** Changed: the changed columns' old values; removed: the whole row. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** Changed: the changed columns' new values; added: the whole row. */
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('event_history_event').on(t.eventId, t.id),
    index('event_history_doc').on(t.tableName, t.docId, t.id),
    index('event_history_tx').on(t.tx),
    index('event_history_actor')
      .on(t.eventId, t.actorId, t.id)
      .where(sql`${t.actorId} IS NOT NULL`),
  ],
);

/**
 * Who has an event open in the console, and on which screen (presence): one row per console
 * tab, refreshed by its heartbeat; a row older than PRESENCE_TTL_SECONDS is gone.
 */
export const eventPresence = pgTable(
  'event_presence',
  {
    eventId: uuid('event_id').notNull(),
    /** The console tab (a random id per page load). */
    tabId: text('tab_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The screen's path below /edit/{eventKey} ('' the dashboard). */
    screen: text('screen').notNull().default(''),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tabId] }), index('event_presence_seen').on(t.seenAt)],
);
