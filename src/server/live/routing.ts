// How change records find their subscribers: a target's selector becomes a route key, and a
// change is looked up under every key it can match. Also the change log's SQL filter of a
// selector, and the lock that keeps the hub's reads in order.
import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { changes } from '../db/schema';
import type { DocRef } from './documents';
import type { Selector } from './targets';

export type ChangeRow = typeof changes.$inferSelect;

export const routeKey = (s: Selector) =>
  [s.collection, s.eventId ?? '', s.ownerId ?? '', s.scope ?? ''].join('|');
export const refOf = (row: ChangeRow): DocRef => ({
  collection: row.collection as DocRef['collection'],
  eventId: row.eventId,
  scope: row.scope,
  docId: row.docId,
});

/** Every route key a change can be seen under: each field either matched or left open. */
export function routeKeysOf(row: ChangeRow): string[] {
  const keys: string[] = [];
  for (const eventId of row.eventId ? [row.eventId, ''] : ['']) {
    for (const ownerId of row.ownerId ? [row.ownerId, ''] : ['']) {
      for (const scope of row.scope ? [row.scope, ''] : ['']) {
        keys.push([row.collection, eventId, ownerId, scope].join('|'));
      }
    }
  }
  return keys;
}

export function selectorWhere(s: Selector): SQL | undefined {
  return and(
    eq(changes.collection, s.collection),
    s.eventId === undefined ? undefined : eq(changes.eventId, s.eventId),
    s.ownerId === undefined ? undefined : eq(changes.ownerId, s.ownerId),
    s.scope === undefined ? undefined : eq(changes.scope, s.scope),
  );
}

/** Runs tasks one at a time, in call order. */
export class SerialLock {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
