import { itemsReconciler, newestFirst } from './reconcileItems';

interface Item {
  eventId: string;
  id: string;
  createdAt: number;
}

const item = (id: string, createdAt: number, eventId = 'e1'): Item => ({ eventId, id, createdAt });

describe('itemsReconciler', () => {
  it("gives an event's list back as the same array while its items are the same", () => {
    const reconcile = itemsReconciler<Item>(
      [],
      (i) => i.id,
      newestFirst((i) => i.id),
    );
    const a = item('a', 1);
    const b = item('b', 2);
    const other = item('x', 3, 'e2');
    const first = reconcile([a, b], [], 'e1');
    expect(first.map((i) => i.id)).toEqual(['b', 'a']);
    // Another event's item arrived, and the remote list is a new array: e1's list is the same.
    expect(reconcile([a, other, b], [], 'e1')).toBe(first);
    // One item changed (a new document): a new list, the unchanged item's view kept.
    const changed = reconcile([{ ...a, createdAt: 5 }, b], [], 'e1');
    expect(changed).not.toBe(first);
    expect(changed.map((i) => i.id)).toEqual(['a', 'b']);
    expect(changed[1]).toBe(first[0]);
    // One item fewer: a new list.
    expect(reconcile([b], [], 'e1')).toEqual([first[0]]);
    expect(reconcile([b], [], 'e1')).not.toBe(first);
  });
});
