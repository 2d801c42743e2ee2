// The one check of a file id that a call stores (an event's images, a sponsor's logo, a
// location's image, an attachment, a participant's answer…): the file exists, is not removed,
// did not fail, and belongs to the same event, or for an organisation's own images to one of
// the organiser's events. Where a picture is shown it must be an image; where the file is
// read at once (an answer), its processing must have finished. Other areas call it inside
// their write transaction, after the id's format was checked (rpc/fields.ts imageId).
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { UploadRole } from '../../../common/constants';
import { isImageRole } from '../../../common/uploadRoles';
import type { Queryable } from '../../db/database';
import { events, files } from '../../db/schema';
import { invalidArgument } from '../../rpc/errors';

export const FILE_NOT_IN_EVENT = 'no such file in this event.';
export const FILE_NOT_IMAGE = 'the file is not an image.';

/** Where the referenced files must be: one event, or any event of one organiser. */
export type FileScope = { eventId: string } | { ownerId: string };

export interface FileRules {
  /** Each must be an image (an upload role shown as a picture). */
  images?: boolean;
  /** Each must be processed ('ok'), not merely uploaded. */
  processed?: boolean;
}

/**
 * Checks the file ids by field name ('' and undefined mean none); the first one that is not a
 * live file of the scope (or breaks a rule) is refused as INVALID_ARGUMENT naming its field.
 */
export async function assertFilesIn(
  q: Queryable,
  scope: FileScope,
  refs: Readonly<Record<string, string | undefined>>,
  rules: FileRules = {},
): Promise<void> {
  const wanted = Object.entries(refs).filter((ref): ref is [string, string] => !!ref[1]);
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map(([, id]) => id))];
  const live = and(
    inArray(files.id, ids),
    eq(files.removed, false),
    rules.processed ? eq(files.status, 'ok') : ne(files.status, 'error'),
  );
  const columns = { id: files.id, role: files.role };
  const rows =
    'eventId' in scope
      ? await q
          .select(columns)
          .from(files)
          .where(and(live, eq(files.eventId, scope.eventId)))
      : await q
          .select(columns)
          .from(files)
          .innerJoin(events, eq(events.id, files.eventId))
          .where(and(live, eq(events.userId, scope.ownerId)));
  const roles = new Map(rows.map((row) => [row.id, row.role as UploadRole]));
  for (const [field, id] of wanted) {
    const role = roles.get(id);
    if (role === undefined) throw invalidArgument(field, FILE_NOT_IN_EVENT);
    if (rules.images && !isImageRole(role)) throw invalidArgument(field, FILE_NOT_IMAGE);
  }
}
