// A file id another area stores (a location's image, an attachment's file): it must name a
// file of the same event that is not removed and did not fail, and an image where an image is
// shown. Otherwise the public app would show another event's file, or nothing.
import { and, eq, ne } from 'drizzle-orm';
import type { UploadRole } from '../../../common/constants';
import { isImageRole } from '../../../common/uploadRoles';
import type { Queryable } from '../../db/database';
import { files } from '../../db/schema';
import { invalidArgument } from '../../rpc/errors';
import { imageId } from '../../rpc/fields';

/** The id of a file of the event ('' stays '': no file); refuses a file of another event. */
export async function eventFileId(
  q: Queryable,
  eventId: string,
  value: string,
  field: string,
  { image = false } = {},
): Promise<string> {
  const id = imageId(value, field);
  if (id === '') return id;
  const [row] = await q
    .select({ role: files.role })
    .from(files)
    .where(
      and(
        eq(files.id, id),
        eq(files.eventId, eventId),
        eq(files.removed, false),
        ne(files.status, 'error'),
      ),
    );
  if (!row) throw invalidArgument(field, 'no such file in this event.');
  if (image && !isImageRole(row.role as UploadRole)) {
    throw invalidArgument(field, 'the file is not an image.');
  }
  return id;
}
