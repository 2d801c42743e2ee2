// File rows and their status changes. Every change to a row is written with its change record
// in one transaction, so the console sees requested → uploading → ok / error live.
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database';
import { events, files } from '../../db/schema';
import { inTransaction } from '../../db/writer';
import type { Writer } from '../../db/writer';

export type FileRow = typeof files.$inferSelect;
export type FileUpdate = Partial<Omit<FileRow, 'id' | 'eventId' | 'createdAt' | 'updatedAt'>>;

/** Storage keys of a file: everything of it lives under `{eventId}/{id}/`. */
export const fileKeys = {
  folder: (f: Pick<FileRow, 'eventId' | 'id'>) => `${f.eventId}/${f.id}/`,
  /** The bytes as sent (other files), or the normalised full image (private: crops start here). */
  original: (f: Pick<FileRow, 'eventId' | 'id'>) => `${f.eventId}/${f.id}/original`,
  /** One set of processed outputs; a crop writes a new version and switches the row to it. */
  version: (f: Pick<FileRow, 'eventId' | 'id'>, version: string) =>
    `${f.eventId}/${f.id}/${version}/`,
  output: (f: Pick<FileRow, 'eventId' | 'id'>, version: string, suffix: string) =>
    `${f.eventId}/${f.id}/${version}/${suffix || 'main'}`,
};

export const fileChanged = (
  w: Writer,
  row: Pick<FileRow, 'id' | 'eventId'>,
  ownerId: string | null,
) => w.changed({ collection: 'files', docId: row.id, eventId: row.eventId, ownerId });

/** The file and the owner of its event. */
export async function fileWithOwner(
  q: Queryable,
  fileId: string,
  { forWrite = false } = {},
): Promise<{ file: FileRow; ownerId: string } | undefined> {
  const query = q
    .select({ file: files, ownerId: events.userId })
    .from(files)
    .innerJoin(events, eq(events.id, files.eventId))
    .where(eq(files.id, fileId));
  const [row] = forWrite ? await query.for('update', { of: files }) : await query;
  return row;
}

/**
 * Updates a file (when `where` also holds) and records the change; the new row, or undefined
 * when nothing matched.
 */
export function updateFile(
  database: Database,
  fileId: string,
  set: FileUpdate,
  where?: SQL,
): Promise<FileRow | undefined> {
  return inTransaction(database, async (w) => {
    const [row] = await w.tx
      .update(files)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(files.id, fileId), where))
      .returning();
    if (!row) return undefined;
    const [event] = await w.tx
      .select({ ownerId: events.userId })
      .from(events)
      .where(eq(events.id, row.eventId));
    fileChanged(w, row, event?.ownerId ?? null);
    return row;
  });
}
