// Writes to the items of one event (posts, speakers, meetings…), each with its change record:
// insert under a client-generated id, update by id within the event, read one for update.
import { Code, ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uuidRule } from '../../common/rules';
import type { UpdateMask } from '../../common/updateMask';
import type { EventRow } from '../auth/eventAccess';
import type { Collection, Writer } from '../db/writer';
import { notFound, validate } from './errors';
import { maskedValues } from './updateMask';

export interface ItemTableSpec<T extends PgTable> {
  table: T;
  id: AnyPgColumn;
  eventId: AnyPgColumn;
  collection: Collection;
  /** The request field of the item's id, named in refusals. */
  idField: string;
}

export function itemWrites<T extends PgTable>(spec: ItemTableSpec<T>) {
  const { table, collection, idField } = spec;
  const changed = (w: Writer, event: EventRow, id: string) =>
    w.changed({ collection, docId: id, eventId: event.id, ownerId: event.userId });
  const ofEvent = (event: EventRow, id: string) =>
    and(eq(spec.id, validate(uuidRule(idField), id, idField)), eq(spec.eventId, event.id));
  /** The item, locked until the transaction ends; NOT_FOUND when the event has none such. */
  async function get(w: Writer, event: EventRow, id: string): Promise<T['$inferSelect']> {
    const [row] = await w.tx
      .select()
      .from(table as PgTable)
      .where(ofEvent(event, id))
      .for('update');
    if (!row) throw notFound();
    return row as T['$inferSelect'];
  }
  return {
    async insert(w: Writer, event: EventRow, id: string, values: Partial<T['$inferInsert']>) {
      const inserted = await w.tx
        .insert(table)
        .values({ ...values, id, eventId: event.id } as T['$inferInsert'])
        .onConflictDoNothing()
        .returning({ id: spec.id });
      if (inserted.length === 0)
        throw new ConnectError(`${idField}: an item with this id exists.`, Code.AlreadyExists);
      changed(w, event, id);
    },
    /**
     * Sets `values` on the item; with an update mask only the fields it names (the others keep
     * what they hold now, written meanwhile by another client maybe). A mask that names no field
     * of `values` is refused; one that names none at all changes nothing.
     */
    async update(
      w: Writer,
      event: EventRow,
      id: string,
      values: Partial<T['$inferInsert']>,
      mask?: UpdateMask,
    ) {
      const set = maskedValues(values, mask);
      if (Object.keys(set).length === 0) {
        await get(w, event, id);
        return;
      }
      const updated = await w.tx
        .update(table)
        .set({ ...set, updatedAt: new Date() } as Partial<T['$inferInsert']>)
        .where(ofEvent(event, id))
        .returning({ id: spec.id });
      if (updated.length === 0) throw notFound();
      changed(w, event, id);
    },
    get,
  };
}
