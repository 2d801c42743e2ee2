// The schedule of an event: meetings with their times as instants (shown in the event's zone).
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    annotation: text('annotation').notNull().default(''),
    text: text('text').notNull().default(''),
    iconName: text('icon_name').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    locationId: text('location_id').notNull().default(''),
    /** In the order they were added; each once. */
    speakerIds: uuid('speaker_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    headerImageId: text('header_image_id').notNull().default(''),
    showLocationInListMeetings: boolean('show_location_in_list_meetings').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meetings_event').on(t.eventId, t.createdAt)],
);
