// The database schema (Drizzle). Same schema and migrations on PGlite and PostgreSQL.
// Every write that a live target can see also appends to `changes` in the same transaction.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    role: smallint('role').notNull().default(1),
    displayName: text('display_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Rotating refresh tokens; reuse of a rotated one revokes its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** Single-use e-mail action codes (verifyEmail, resetPassword); only their hash is stored. */
export const actionCodes = pgTable('action_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  mode: text('mode').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed sign-in counters per account and per client address. */
export const signInThrottle = pgTable('sign_in_throttle', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

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

export interface ThemeDoc {
  currentTheme: string;
  dark: Record<string, string>;
  light: Record<string, string>;
}

export interface DnsRecordDoc {
  type: string;
  domain: string;
  answer: string;
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    extKey: text('ext_key').notNull(),
    language: text('language').notNull(),
    isArchive: boolean('is_archive').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    slogan: text('slogan').notNull().default(''),
    copyright: text('copyright').notNull().default(''),
    mainImageId: text('main_image_id').notNull().default(''),
    backgroundImageId: text('background_image_id').notNull().default(''),
    backgroundDesktopImageId: text('background_desktop_image_id').notNull().default(''),
    iconFileId: text('icon_file_id').notNull().default(''),
    theme: jsonb('theme').$type<ThemeDoc>().notNull(),
    showMenuItems: jsonb('show_menu_items').$type<Record<string, boolean>>().notNull(),
    place: jsonb('place').$type<Record<string, string>>().notNull().default({}),
    domain: text('domain'),
    domainVerified: boolean('domain_verified').notNull().default(false),
    dnsRecords: jsonb('dns_records').$type<DnsRecordDoc[]>().notNull().default([]),
    qrIsVisible: boolean('qr_is_visible').notNull().default(false),
    requiredRegistration: boolean('required_registration').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_ext_key').on(sql`lower(${t.extKey})`),
    index('events_user').on(t.userId, t.isArchive),
    uniqueIndex('events_domain').on(sql`lower(${t.domain})`),
  ],
);

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

export const preferences = pgTable(
  'preferences',
  {
    eventId: uuid('event_id').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.key] })],
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

export const orgInfos = pgTable(
  'org_infos',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    logoId: text('logo_id').notNull().default(''),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('org_infos_event').on(t.eventId)],
);

export const sponsors = pgTable(
  'sponsors',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    logoId: text('logo_id').notNull().default(''),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sponsors_event').on(t.eventId)],
);

export interface DerivedFileDoc {
  fileId: string;
  cropXy: string;
  size: string;
}

/**
 * Uploaded files of an event (spec/console.md §3 File). The bytes live in the file storage
 * under `{eventId}/{id}/…`; `version` names the current set of processed outputs, so a crop
 * switches to new bytes in one row update. `uploadNonce` is the pending upload link's nonce,
 * cleared when the link is used (single use).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    role: text('role').notNull(),
    origFilename: text('orig_filename').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<FileStatus>().notNull().default('requested'),
    errMsg: text('err_msg').notNull().default(''),
    removed: boolean('removed').notNull().default(false),
    cropXy: text('crop_xy').notNull().default(''),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    version: text('version').notNull().default(''),
    derived: jsonb('derived').$type<DerivedFileDoc[]>().notNull().default([]),
    uploadNonce: text('upload_nonce'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('files_event').on(t.eventId, t.removed)],
);

export type FileStatus = 'requested' | 'uploading' | 'ok' | 'error';

/**
 * The change log behind the live feed. `seq` order is commit order: writers take a
 * transaction-scoped advisory lock before appending (see changes.ts).
 */
export const changes = pgTable(
  'changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    collection: text('collection').notNull(),
    eventId: uuid('event_id'),
    ownerId: uuid('owner_id'),
    scope: text('scope').notNull().default(''),
    docId: text('doc_id').notNull(),
    removed: boolean('removed').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('changes_event').on(t.eventId, t.seq), index('changes_owner').on(t.ownerId, t.seq)],
);

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

/**
 * Visitor statistics, one row per client per event per UTC day: a hit is one upsert here (plus
 * one into stat_sessions). Daily users are the rows of a day, sessions and page views their sums;
 * last_seen answers 'active now'.
 */
export const statClientDays = pgTable(
  'stat_client_days',
  {
    eventId: uuid('event_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: text('client_id').notNull(),
    sessions: integer('sessions').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.day, t.clientId] }),
    index('stat_client_days_client').on(t.eventId, t.clientId, t.day),
  ],
);

/** The sessions of a client on a day: an insert that conflicts is a session already counted. */
export const statSessions = pgTable(
  'stat_sessions',
  {
    eventId: uuid('event_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clientId: text('client_id').notNull(),
    sessionId: text('session_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.clientId, t.sessionId] })],
);
