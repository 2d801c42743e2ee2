// Writes to the items of one event (posts, speakers, meetings…), each with its change record:
// insert under a client-generated id, update by id within the event, read one for update.
import { Code, ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uuidRule } from '../../common/rules';
import type { EventRow } from '../auth/eventAccess';
import type { Collection, Writer } from '../db/writer';
import { notFound, validate } from './errors';

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
    async update(w: Writer, event: EventRow, id: string, values: Partial<T['$inferInsert']>) {
      const updated = await w.tx
        .update(table)
        .set({ ...values, updatedAt: new Date() } as Partial<T['$inferInsert']>)
        .where(ofEvent(event, id))
        .returning({ id: spec.id });
      if (updated.length === 0) throw notFound();
      changed(w, event, id);
    },
    /** The item, locked until the transaction ends; NOT_FOUND when the event has none such. */
    async get(w: Writer, event: EventRow, id: string): Promise<T['$inferSelect']> {
      const [row] = await w.tx
        .select()
        .from(table as PgTable)
        .where(ofEvent(event, id))
        .for('update');
      if (!row) throw notFound();
      return row as T['$inferSelect'];
    },
  };
}
