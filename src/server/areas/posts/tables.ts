// The news posts of an event (spec/content.md §3 Post).
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    refObjectType: smallint('ref_object_type').notNull().default(0),
    refObjectId: text('ref_object_id').notNull().default(''),
    /** Set while the post is published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    toPublish: boolean('to_publish').notNull().default(false),
    toPin: boolean('to_pin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('posts_event').on(t.eventId, t.createdAt)],
);
