// The one check of a file id that a call stores (an event's images, a sponsor's logo…): the
// file exists, is not removed, and belongs to the same event, or for an organisation's own
// images to one of the organiser's events. Other areas call it inside their write transaction,
// after the id's format was checked (rpc/fields.ts imageId).
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { events, files } from '../../db/schema';
import { invalidArgument } from '../../rpc/errors';

export const FILE_NOT_IN_EVENT = 'no such file in this event.';

/** Where the referenced files must be: one event, or any event of one organiser. */
export type FileScope = { eventId: string } | { ownerId: string };

/**
 * Checks the file ids by field name ('' and undefined mean none); the first one that is not a
 * live file of the scope is refused as INVALID_ARGUMENT naming its field.
 */
export async function assertFilesIn(
  q: Queryable,
  scope: FileScope,
  refs: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const wanted = Object.entries(refs).filter((ref): ref is [string, string] => !!ref[1]);
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map(([, id]) => id))];
  const live = and(inArray(files.id, ids), eq(files.removed, false));
  const rows =
    'eventId' in scope
      ? await q
          .select({ id: files.id })
          .from(files)
          .where(and(live, eq(files.eventId, scope.eventId)))
      : await q
          .select({ id: files.id })
          .from(files)
          .innerJoin(events, eq(events.id, files.eventId))
          .where(and(live, eq(events.userId, scope.ownerId)));
  const found = new Set(rows.map((row) => row.id));
  const missing = wanted.find(([, id]) => !found.has(id));
  if (missing) throw invalidArgument(missing[0], FILE_NOT_IN_EVENT);
}
