// Tables shared by every node: the durable mail, SMS and Web Push outbox, and the public rate limits'
// token buckets.
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A mail: subject, text and HTML parts. An SMS: its text. A push: the keys and the message. */
export type OutboxPayload =
  | { kind: 'mail'; subject: string; text: string; html: string }
  | { kind: 'sms'; text: string }
  | { kind: 'push'; p256dh: string; auth: string; data: string };

export type OutboxChannel = OutboxPayload['kind'];

/**
 * Messages to send, written in the transaction that asks for them; the leader's sender
 * (outbox/sender.ts) delivers them with retries. A sent message keeps its row without its
 * payload (links in it are credentials); one that failed for a day keeps failed_at and the
 * last error, for the user who asked to see.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<OutboxPayload>(),
    /** The account that asked for it, when one did (null: an attendee's SMS or push). */
    requestedBy: uuid('requested_by'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('outbox_requested_by').on(t.requestedBy, t.createdAt),
  ],
);

/**
 * Token buckets of the public rate limits, shared by every node. `full_at` is when the bucket
 * will be full again: a row past it says nothing a missing row would not, so the leader's
 * clean-up deletes it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    fullAt: timestamp('full_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_full_at').on(t.fullAt)],
);
