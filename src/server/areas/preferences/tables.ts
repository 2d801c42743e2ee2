// Per-event preferences of the public app, one payload per key.
import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

export const preferences = pgTable(
  'preferences',
  {
    eventId: uuid('event_id').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.key] })],
);
