// The public paths of an event's files: images with their derived widths, and attachments.
// Only files of that event, processed and not removed, are ever named.
import { and, eq, inArray } from 'drizzle-orm';
import type { PublicImage } from '../../../common/publicEvent';
import type { Queryable } from '../../db/database';
import { files } from '../../db/schema';
import { RESOURCES_PATH } from '../files';

export type FileRow = typeof files.$inferSelect;

export const fileUrl = (eventId: string, file: FileRow, suffix = '') =>
  `${RESOURCES_PATH}/${eventId}/${file.id}${suffix}?v=${file.version}`;

export function image(eventId: string, file: FileRow | undefined): PublicImage | null {
  if (!file) return null;
  const widths: Record<string, string> = {};
  for (const d of file.derived) {
    const suffix = d.fileId.slice(file.id.length);
    widths[suffix] = fileUrl(eventId, file, suffix);
  }
  return { src: fileUrl(eventId, file), widths };
}

/** The event's usable files among these ids (ids of any other shape are skipped). */
export async function eventFiles(
  q: Queryable,
  eventId: string,
  ids: string[],
): Promise<Map<string, FileRow>> {
  const wanted = [...new Set(ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await q
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, wanted),
        eq(files.eventId, eventId),
        eq(files.status, 'ok'),
        eq(files.removed, false),
      ),
    );
  return new Map(rows.map((f) => [f.id, f]));
}
