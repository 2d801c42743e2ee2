// The locations of an event's place (halls, rooms, areas), each with its attachments in
// cms_section_items.
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    imageId: text('image_id').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('locations_event').on(t.eventId)],
);
