// Per-event texts by language, and the global default wording of the public app.
import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

export const translations = pgTable(
  'translations',
  {
    eventId: uuid('event_id').notNull(),
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.lang, t.key] })],
);

export interface DefaultKeyText {
  label: string;
  placeholder: string;
  value: string;
}

/** Global wording and menu defaults of the public app, seeded by a migration. */
export const defaultKeys = pgTable('default_keys', {
  key: text('key').primaryKey(),
  group: text('group').notNull(),
  sort: integer('sort').notNull(),
  texts: jsonb('texts').$type<Record<string, DefaultKeyText>>().notNull().default({}),
  show: text('show').notNull().default(''),
});
