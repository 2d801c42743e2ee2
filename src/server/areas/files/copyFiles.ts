// The files of an event copied into another event (CopyEvent): each live, processed file of
// the organiser's own (participants' uploads stay behind) gets a new id and a copy of its
// stored bytes under the new event, so nothing of the copy points into the original.
import { and, eq, ne } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { IMAGE_SIZE_SUFFIXES } from '../../../common/constants';
import type { UploadRole } from '../../../common/constants';
import { isImageRole } from '../../../common/uploadRoles';
import { files } from '../../db/schema';
import type { Writer } from '../../db/writer';
import { fileChanged, fileKeys } from './fileRecords';
import type { FileRow } from './fileRecords';
import type { FileStorage } from './storage';

/** The stored objects of a file: its original and, for an image, each rendition's key. */
function objectsOf(file: FileRow): { key: string; optional: boolean }[] {
  const original = { key: fileKeys.original(file), optional: false };
  if (!isImageRole(file.role as UploadRole)) return [original];
  return [
    original,
    ...['', ...IMAGE_SIZE_SUFFIXES].map((suffix) => ({
      key: fileKeys.output(file, file.version, suffix),
      // A narrow image may have fewer renditions stored; the main one is always there.
      optional: suffix !== '',
    })),
  ];
}

/**
 * Copies the organiser's files of `sourceEventId` into the event `to` (rows with their change
 * records, and bytes); answers old id → new id. The bytes are copied before the rows commit:
 * a caller whose transaction fails deletes `{to.id}/` from the storage.
 */
export async function copyEventFiles(
  w: Writer,
  storage: FileStorage,
  sourceEventId: string,
  to: { id: string; userId: string },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows = await w.tx
    .select()
    .from(files)
    .where(
      and(
        eq(files.eventId, sourceEventId),
        eq(files.removed, false),
        eq(files.status, 'ok'),
        ne(files.role, 'form_attachment' satisfies UploadRole),
      ),
    );
  for (const f of rows) {
    const id = uuidv7();
    ids.set(f.id, id);
    const row: FileRow = {
      ...f,
      id,
      eventId: to.id,
      uploadNonce: null,
      derived: f.derived.map((d) => ({ ...d, fileId: `${id}${d.fileId.slice(f.id.length)}` })),
      updatedAt: new Date(),
    };
    const targets = objectsOf(row);
    for (const [i, object] of objectsOf(f).entries()) {
      const target = targets[i];
      if (!target || (object.optional && !(await storage.stat(object.key)))) continue;
      await storage.copy(object.key, target.key);
    }
    await w.tx.insert(files).values(row);
    fileChanged(w, row, to.userId);
  }
  return ids;
}
