// Event teams (issue 24): the members of an event besides its owner (events.user_id), the
// invitations sent by e-mail, and the audit of who changed the team, when and how.
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { events } from '../events/tables';

export const eventMembers = pgTable(
  'event_members',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    /** A MemberRole of src/common/teamRights.ts: editor, door or viewer. */
    role: text('role').notNull(),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_members_user').on(t.userId)],
);

export const eventInvitations = pgTable(
  'event_invitations',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The hash of the link's secret; the secret itself is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once: accepted, or revoked by the owner. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by'),
  },
  (t) => [
    index('event_invitations_event').on(t.eventId),
    index('event_invitations_token').on(t.tokenHash),
    index('event_invitations_open')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.closedAt} IS NULL`),
  ],
);

/** One line per team change: invited, joined, role changed, removed, revoked, handed over. */
export const teamAudit = pgTable(
  'team_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Who did it. */
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    /** Whom it concerns: the member, or the invited address. */
    subjectUserId: uuid('subject_user_id'),
    subjectEmail: text('subject_email').notNull().default(''),
    role: text('role').notNull().default(''),
    previousRole: text('previous_role').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('team_audit_event').on(t.eventId, t.id)],
);
