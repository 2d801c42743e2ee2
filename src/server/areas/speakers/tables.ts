// The speakers of an event (spec/content.md §3 Speaker).
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

export const speakers = pgTable(
  'speakers',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    name: text('name').notNull(),
    positionName: text('position_name').notNull().default(''),
    /** The short bio (the spec keeps it in companyName). */
    companyName: text('company_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    avatarId: text('avatar_id').notNull().default(''),
    backgroundImageId: text('background_image_id').notNull().default(''),
    backgroundDesktopImageId: text('background_desktop_image_id').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('speakers_event').on(t.eventId, t.createdAt)],
);
