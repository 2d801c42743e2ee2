// The attendee app's registration codes: one row per code sent. The code itself is never
// stored, only its HMAC under the server secret; the answers wait here until the phone is
// proven, so no participant exists for a number nobody confirmed.
import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export interface PendingRegistration {
  answers: { fieldId: string; value: string }[];
  survey: { fieldId: string; value: string }[];
}

export const registrationCodes = pgTable(
  'registration_codes',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    /** Digits only, with the country code. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The forms' answers of a new registration; null when the code signs a phone in again. */
    pending: jsonb('pending').$type<PendingRegistration>(),
    createdAt: createdAt(),
  },
  (t) => [index('registration_codes_created').on(t.createdAt)],
);
