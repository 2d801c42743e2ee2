// The organizer entries and sponsors shown on an event.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const orgInfos = pgTable(
  'org_infos',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    logoId: text('logo_id').notNull().default(''),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('org_infos_event').on(t.eventId)],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    logoId: text('logo_id').notNull().default(''),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sponsors_event').on(t.eventId)],
);
