// The organisation of an account (one per organiser, keyed by the user id).
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey(),
    orgName: text('org_name').notNull().default(''),
    orgKey: text('org_key'),
    brandImageUrl: text('brand_image_url').notNull().default(''),
    mainImageId: text('main_image_id').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organisations_org_key').on(t.orgKey)],
);
