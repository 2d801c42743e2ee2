import { mergeMarks, nextMarkTime, sameMarks, starredIds } from './favoriteSync';

describe('the favourites merge', () => {
  it('takes the later change per session, whichever side it comes from', () => {
    const a = { s1: { on: true, at: 10 }, s2: { on: false, at: 30 } };
    const b = { s1: { on: false, at: 20 }, s2: { on: true, at: 25 }, s3: { on: true, at: 1 } };
    const merged = {
      s1: { on: false, at: 20 },
      s2: { on: false, at: 30 },
      s3: { on: true, at: 1 },
    };
    expect(mergeMarks(a, b)).toEqual(merged);
    expect(mergeMarks(b, a)).toEqual(merged);
    expect(starredIds(merged)).toEqual(new Set(['s3']));
  });

  it('lets a removal win a tie, so the result does not depend on the order', () => {
    const on = { s1: { on: true, at: 5 } };
    const off = { s1: { on: false, at: 5 } };
    expect(mergeMarks(on, off)).toEqual(off);
    expect(mergeMarks(off, on)).toEqual(off);
  });

  it('dates a new change after the one it replaces, even from a clock that is behind', () => {
    expect(nextMarkTime({ on: true, at: 1000 }, 400)).toBe(1001);
    expect(nextMarkTime({ on: true, at: 1000 }, 5000)).toBe(5000);
    expect(nextMarkTime(undefined, 7)).toBe(7);
  });

  it('tells equal sets of marks from different ones', () => {
    expect(sameMarks({ a: { on: true, at: 1 } }, { a: { on: true, at: 1 } })).toBe(true);
    expect(sameMarks({ a: { on: true, at: 1 } }, { a: { on: true, at: 2 } })).toBe(false);
    expect(sameMarks({}, { a: { on: true, at: 1 } })).toBe(false);
  });
});
