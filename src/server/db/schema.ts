// The database schema (Drizzle): the shared core's tables here, each area's in its own
// areas/<area>/tables.ts, re-exported below so that drizzle-kit and the database see them all
// (db/database.ts hands this module to Drizzle). Every write that a live target can see also
// appends to `changes` in the same transaction.
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

export * from '../areas/auth/tables';
export * from '../areas/organisation/tables';
export * from '../areas/events/tables';
export * from '../areas/translations/tables';
export * from '../areas/preferences/tables';
export * from '../areas/organizersAndSponsors/tables';
export * from '../areas/files/tables';
export * from '../areas/statistics/tables';
export * from '../areas/forms/tables';
export * from '../areas/participants/tables';
export * from '../areas/locations/tables';
export * from '../areas/cms/tables';
export * from '../areas/posts/tables';
export * from '../areas/speakers/tables';
export * from '../areas/meetings/tables';
export * from '../areas/publicApp/tables';
export * from '../outbox/tables';
export * from '../areas/team/tables';
export * from '../areas/history/tables';

/** What a change record says: which document of which collection, whose, and whether removed. */
const changeRecordColumns = () => ({
  collection: text('collection').notNull(),
  eventId: uuid('event_id'),
  ownerId: uuid('owner_id'),
  scope: text('scope').notNull().default(''),
  docId: text('doc_id').notNull(),
  removed: boolean('removed').notNull().default(false),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The change log behind the live feed. `seq` order is commit order: writes append to
 * `pending_changes`, and the sequencer (db/sequencer.ts) moves committed records here under a
 * lock held to its commit, so a reader never sees a sequence number before a smaller one.
 */
export const changes = pgTable(
  'changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    ...changeRecordColumns(),
  },
  (t) => [index('changes_event').on(t.eventId, t.seq), index('changes_owner').on(t.ownerId, t.seq)],
);

/**
 * Change records of committed writes not yet given their place in `changes`: a write appends
 * here without any shared lock, so concurrent commits share one WAL flush (db/sequencer.ts).
 */
export const pendingChanges = pgTable('pending_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...changeRecordColumns(),
});

/** Exactly-once ledger: the last mutation applied per (user, client) and its outcome. */
export const mutationLedger = pgTable(
  'mutation_ledger',
  {
    userId: uuid('user_id').notNull(),
    clientId: text('client_id').notNull(),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    response: text('response'),
    errorCode: smallint('error_code'),
    errorMessage: text('error_message'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

/** How far the change log has been pruned: a resume token below this gets a reset. */
export const changeHorizon = pgTable('change_horizon', {
  id: smallint('id').primaryKey(),
  prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull(),
});
