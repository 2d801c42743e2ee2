// A file id another area stores (a location's image, a speaker's avatar, an attachment's
// file): its format, then the one ownership check (assertFilesIn). Otherwise the public app
// would show another event's file, or nothing.
import type { Queryable } from '../../db/database';
import { imageId } from '../../rpc/fields';
import { assertFilesIn } from './fileRefs';

/** The id of a file of the event ('' and undefined: no file); refuses a file of another event. */
export async function eventFileId(
  q: Queryable,
  eventId: string,
  value: string | undefined,
  field: string,
  { image = false } = {},
): Promise<string> {
  const id = imageId(value ?? '', field);
  await assertFilesIn(q, { eventId }, { [field]: id }, { images: image });
  return id;
}
