// The attendee app's own tables. Registration codes: one row per code sent. The code itself is
// never stored, only its HMAC under the server secret; the answers wait here until the phone is
// proven, so no participant exists for a number nobody confirmed.
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

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

/**
 * The starred sessions that the devices sharing one sync key share (favoriteSync.ts). The key is
 * a capability: only its SHA-256 is kept, so the table cannot be read back into working links.
 */
export const favoriteSets = pgTable(
  'favorite_sets',
  {
    eventId: uuid('event_id').notNull(),
    keyHash: text('key_hash').notNull(),
    marks: jsonb('marks').$type<Record<string, { on: boolean; at: number }>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.keyHash] })],
);

/**
 * The attendee app's Web Push subscriptions, per event: each follows the favourites of a sync
 * key (its hash, as in favorite_sets). The endpoint is the browser's push service URL.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    eventId: uuid('event_id').notNull(),
    keyHash: text('key_hash').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_event').on(t.eventId)],
);

/**
 * What the push watcher last saw of an event with subscriptions: its sessions' slots and its
 * published organiser posts, to tell what changed since (push/pushWatcher.ts).
 */
export const pushWatch = pgTable('push_watch', {
  eventId: uuid('event_id').primaryKey(),
  programme: jsonb('programme').notNull().$type<PushProgramme>(),
  updatedAt: updatedAt(),
});

export interface PushProgramme {
  meetings: { id: string; name: string; startAt: number; endAt: number; locationId: string }[];
  locations: { id: string; name: string }[];
  /** Published organiser posts already sent. */
  posts: string[];
}
