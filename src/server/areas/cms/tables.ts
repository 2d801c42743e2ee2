// Section groups (info 'esi' and place 'poesi' sections) and their "files and links" items.
// An item belongs to a section group or to a location: exactly one of group_id, location_id.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { SectionKey } from '../../../common/cms';
import { createdAt, updatedAt } from '../../db/columns';

export const cmsSections = pgTable(
  'cms_sections',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    sectionKey: text('section_key').$type<SectionKey>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    numSort: integer('num_sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cms_sections_event').on(t.eventId)],
);

export const cmsSectionItems = pgTable(
  'cms_section_items',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    groupId: uuid('group_id'),
    locationId: uuid('location_id'),
    title: text('title').notNull(),
    /** ContentType of the contract: 1 link, 2 text, 3 image, 4 file. */
    contentType: smallint('content_type').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    text: text('text').notNull().default(''),
    imageId: text('image_id').notNull().default(''),
    imageTitle: text('image_title').notNull().default(''),
    fileId: text('file_id').notNull().default(''),
    numSort: integer('num_sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cms_section_items_event').on(t.eventId),
    check('cms_section_items_one_owner', sql`(${t.groupId} IS NULL) <> (${t.locationId} IS NULL)`),
  ],
);
