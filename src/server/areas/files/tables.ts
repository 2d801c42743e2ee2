// Uploaded files of an event.
import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

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
