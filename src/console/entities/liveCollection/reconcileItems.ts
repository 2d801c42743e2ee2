// The items of one event a screen shows (posts, speakers, meetings): the live documents with
// the signed-in user's unechoed writes applied in queue order, each marked while it waits.
import type { QueuedWrite } from '../../../client/queue';
import type { AnyQueuedWrite } from '../writes';
import { writeRegistry } from '../writes';

export type Pending<D> = D & { pending: boolean };

/** The working view the writes change: one event's items by id. */
export interface ItemsDraft<D> {
  eventId: string;
  items: Map<string, Pending<D>>;
}

/** Sets fields of an item the draft holds, marking it pending; nothing for an unknown one. */
export function patchItem<D>(draft: ItemsDraft<D>, id: string, patch: Partial<D>): void {
  const current = draft.items.get(id);
  if (current) draft.items.set(id, { ...current, ...patch, pending: true });
}

export function itemsReconciler<D extends { eventId: string }>(
  definitions: readonly AnyQueuedWrite<ItemsDraft<D>>[],
  idOf: (doc: D) => string,
  compare: (a: D, b: D) => number,
) {
  const registry = writeRegistry<ItemsDraft<D>>(definitions);
  // The view of an unchanged document is the same object from one call to the next, so a
  // memoised row of a 1,000-item list re-renders only when its own item changed.
  const views = new WeakMap<D, Pending<D>>();
  const viewOf = (d: D): Pending<D> => {
    let view = views.get(d);
    if (!view) {
      view = { ...d, pending: false };
      views.set(d, view);
    }
    return view;
  };
  // And the list of an event is the array it was while it holds the same views in the same
  // order, so what a screen derives from it (a schedule's days, its conflicts) is not made again
  // when the store changed elsewhere.
  const lists = new Map<string, Pending<D>[]>();
  return (remote: readonly D[], writes: readonly QueuedWrite[], eventId: string) => {
    const draft: ItemsDraft<D> = {
      eventId,
      items: new Map(remote.filter((d) => d.eventId === eventId).map((d) => [idOf(d), viewOf(d)])),
    };
    for (const write of writes) registry.apply(draft, write);
    const list = [...draft.items.values()].sort(compare);
    const before = lists.get(eventId);
    if (before?.length === list.length && before.every((view, i) => view === list[i]))
      return before;
    lists.set(eventId, list);
    return list;
  };
}

/** Newest createdAt first, then by id (ids are UUID v7: later is newer). */
export const newestFirst =
  <D extends { createdAt: number }>(idOf: (d: D) => string) =>
  (a: D, b: D) =>
    b.createdAt - a.createdAt || idOf(b).localeCompare(idOf(a));
