import { moved } from './attachmentOrder';

const items = (...sorts: number[]) => sorts.map((numSort, i) => ({ itemId: `i${i}`, numSort }));

describe('moved', () => {
  it('renumbers the list in its new order and writes only what changes', () => {
    expect(moved(items(10, 20, 30), 'i2', -1)).toEqual([
      { itemId: 'i2', numSort: 20 },
      { itemId: 'i1', numSort: 30 },
    ]);
  });

  it('separates items that share a number', () => {
    expect(moved(items(0, 0, 0), 'i0', 1)).toEqual([
      { itemId: 'i1', numSort: 10 },
      { itemId: 'i0', numSort: 20 },
      { itemId: 'i2', numSort: 30 },
    ]);
  });

  it('moves nothing past either end, nor an unknown item', () => {
    expect(moved(items(10, 20), 'i0', -1)).toEqual([]);
    expect(moved(items(10, 20), 'i1', 1)).toEqual([]);
    expect(moved(items(10, 20), 'x', 1)).toEqual([]);
  });
});
