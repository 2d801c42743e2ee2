// Participants (clients) of an event: the people who registered, with their form answers.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/** One answer: fieldResultId is the field's id (one answer per field and form). */
export interface StoredAnswer {
  fieldId: string;
  fieldType: number;
  value: string;
}

/** formId → answers in the order given; multiple choice is comma-separated text (§3). */
export type StoredAnswers = Record<string, StoredAnswer[]>;

export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    clientPhone: text('client_phone').notNull().default(''),
    clientSuspended: boolean('client_suspended').notNull().default(false),
    answers: jsonb('answers').$type<StoredAnswers>().notNull().default({}),
    /** When the participant's QR code was scanned at the door; null until then. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The answers as the snapshot sends them, ready (snapshotAnswers.ts); null: form them. */
    snapshotAnswers: text('snapshot_answers'),
    /** The key of the field list snapshotAnswers was formed for. */
    snapshotFields: text('snapshot_fields'),
    /**
     * The short code typed at the door (common/checkIn.ts), made by the database's door_code()
     * for every insert path (registration, the console, an import) and for older rows.
     */
    doorCode: text('door_code')
      .notNull()
      .default(sql`door_code()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Ids are UUID v7: (event, id) is also creation order, the key the snapshot and export page by.
  (t) => [
    index('participants_event').on(t.eventId, t.id),
    index('participants_door_code').on(t.eventId, t.doorCode),
  ],
);
