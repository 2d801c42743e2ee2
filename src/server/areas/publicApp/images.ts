// The public paths of an event's files: images with their derived widths, and attachments.
// Only files of that event, processed and not removed, are ever named.
import { and, eq, inArray } from 'drizzle-orm';
import type { PublicImage } from '../../../common/publicEvent';
import type { Queryable } from '../../db/database';
import { files } from '../../db/schema';
import { RESOURCE_SIGNATURE_QUERY } from '../../../common/constants';
import { RESOURCES_PATH } from '../files';
import type { ResourceSignatures } from '../files';

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

const FILE_URL = /^\/api\/v1\/event_resources\/([0-9a-f-]{36})\/([0-9a-f-]{36})[^/?]*\?v=[\w-]+$/;

/**
 * The value with every URL of a file of this event signed (a preview of an event that may not
 * be published: its files are served only so). Strings elsewhere are kept as they are.
 */
export function signFileUrls<T>(
  value: T,
  eventId: string,
  signatures: ResourceSignatures,
  nowMs: number,
): T {
  const expiresAt = signatures.expiryAt(nowMs);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const match = FILE_URL.exec(v);
      if (match?.[1] !== eventId || !match[2]) return v;
      const signature = signatures.sign(eventId, match[2], expiresAt);
      return `${v}&${RESOURCE_SIGNATURE_QUERY}=${signature}`;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]));
    }
    return v;
  };
  return walk(value) as T;
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
