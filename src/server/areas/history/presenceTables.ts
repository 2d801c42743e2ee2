// Who has an event open in the console, and on which screen (issue 25, presence): one row per
// console tab, refreshed by its heartbeat; a row older than PRESENCE_TTL_SECONDS is gone.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
