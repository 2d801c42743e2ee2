// Writes of "files and links" items, with their change records. An item belongs to a section
// group or to a location; deleting either deletes its items through removeItemsOf.
import { and, eq } from 'drizzle-orm';
import type { EventRow } from '../../auth/eventAccess';
import { cmsSectionItems } from '../../db/schema';
import type { Writer } from '../../db/writer';

export const itemChanged = (w: Writer, event: EventRow, id: string, removed = false) =>
  w.changed({
    collection: 'cms_section_items',
    docId: id,
    eventId: event.id,
    ownerId: event.userId,
    removed,
  });

/** Deletes the items of a section group or a location (the owner's row is the caller's). */
export async function removeItemsOf(
  w: Writer,
  event: EventRow,
  owner: { groupId: string } | { locationId: string },
): Promise<void> {
  const ofOwner =
    'groupId' in owner
      ? eq(cmsSectionItems.groupId, owner.groupId)
      : eq(cmsSectionItems.locationId, owner.locationId);
  const removed = await w.tx
    .delete(cmsSectionItems)
    .where(and(eq(cmsSectionItems.eventId, event.id), ofOwner))
    .returning({ id: cmsSectionItems.id });
  for (const { id } of removed) itemChanged(w, event, id, true);
}
