// The event row: lifecycle, settings and custom domain state live on it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

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
    /** IANA zone the schedule is shown and exported in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** On a copy: how many of each kind of content it carried from its original; else null. */
    carried: jsonb('carried').$type<Record<string, number>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('events_ext_key').on(sql`lower(${t.extKey})`),
    index('events_user').on(t.userId, t.isArchive),
    // Verified domains only: a pending claim must not block the domain's real owner.
    uniqueIndex('events_domain')
      .on(sql`lower(${t.domain})`)
      .where(sql`${t.domainVerified}`),
  ],
);
