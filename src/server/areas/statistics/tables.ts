// Visitor statistics of an event.
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Visitor statistics, one row per client per event per UTC day: a hit is one upsert here (plus
 * one into stat_sessions). Daily users are the rows of a day, sessions and page views their sums;
 * last_seen answers 'active now'.
 */
export const statClientDays = pgTable(
  'stat_client_days',
  {
    eventId: uuid('event_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: text('client_id').notNull(),
    sessions: integer('sessions').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.day, t.clientId] }),
    index('stat_client_days_client').on(t.eventId, t.clientId, t.day),
  ],
);

/** The sessions of a client on a day: an insert that conflicts is a session already counted. */
export const statSessions = pgTable(
  'stat_sessions',
  {
    eventId: uuid('event_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: text('client_id').notNull(),
    sessionId: text('session_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.clientId, t.sessionId] })],
);
