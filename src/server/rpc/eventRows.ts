// Rows that belong to one event, keyed by a client-generated uuid: created once (an id that
// exists anywhere is ALREADY_EXISTS naming the id field, so an id of another event reveals
// nothing more than taken), updated and deleted only within their event (else NOT_FOUND).
import { Code, ConnectError } from '@connectrpc/connect';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { uuidRule } from '../../common/rules';
import type { Writer } from '../db/writer';
import type { UpdateMask } from '../../common/updateMask';
import { notFound, validate } from './errors';
import { maskedValues } from './updateMask';

interface EventTable {
  id: PgColumn;
  eventId: PgColumn;
}

export function eventRows<T extends PgTable & EventTable>(table: T, idField: string) {
  const ofEvent = (eventId: string, id: string) =>
    and(eq(table.id, validate(uuidRule(idField), id, idField)), eq(table.eventId, eventId));
  return {
    /** Inserts a new row; a taken id is ALREADY_EXISTS. */
    async insert(w: Writer, values: T['$inferInsert']): Promise<void> {
      const inserted = await w.tx
        .insert(table as PgTable)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0)
        throw new ConnectError(`${idField}: an entry with this id exists.`, Code.AlreadyExists);
    },
    /** The row of this event with this id, locked for the transaction; NOT_FOUND otherwise. */
    async get(w: Writer, eventId: string, id: string): Promise<T['$inferSelect']> {
      const [row] = await w.tx
        .select()
        .from(table as PgTable)
        .where(ofEvent(eventId, id))
        .for('update');
      if (!row) throw notFound();
      return row as T['$inferSelect'];
    },
    async update(w: Writer, eventId: string, id: string, values: PgUpdateSetSource<T>) {
      const updated = await w.tx
        .update(table)
        .set(values)
        .where(ofEvent(eventId, id))
        .returning({ id: table.id });
      if (updated.length === 0) throw notFound();
    },
    /**
     * Sets the columns an update's mask lets through (rpc/updateMask.ts), with the time of the
     * change; false when the mask named none: nothing changed (the row must exist all the same).
     */
    async updateMasked(
      w: Writer,
      eventId: string,
      id: string,
      values: Partial<T['$inferInsert']>,
      mask: UpdateMask | undefined,
      fieldOf?: Readonly<Record<string, string>>,
    ): Promise<boolean> {
      const set = maskedValues(values, mask, fieldOf);
      if (Object.keys(set).length === 0) {
        await this.get(w, eventId, id);
        return false;
      }
      await this.update(w, eventId, id, { ...set, updatedAt: new Date() } as PgUpdateSetSource<T>);
      return true;
    },
    async remove(w: Writer, eventId: string, id: string) {
      const deleted = await w.tx
        .delete(table)
        .where(ofEvent(eventId, id))
        .returning({ id: table.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}
