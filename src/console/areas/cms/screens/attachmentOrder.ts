// Reordering attachments writes numSort (spec §2.13): the list in its new order is numbered
// 10, 20, 30…, and only the items whose number changes are written.
export interface Sortable {
  itemId: string;
  numSort: number;
}

/** The items to write, with their new numbers, after moving `itemId` by `step` (±1). */
export function moved<T extends Sortable>(items: readonly T[], itemId: string, step: -1 | 1): T[] {
  const from = items.findIndex((i) => i.itemId === itemId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return [];
  const order = [...items];
  const [item] = order.splice(from, 1);
  order.splice(to, 0, item as T);
  return order
    .map((i, index) => ({ ...i, numSort: (index + 1) * 10 }))
    .filter((i, index) => i.numSort !== order[index]?.numSort);
}
