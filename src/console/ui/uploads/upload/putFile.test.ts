import { cappedPercent } from './putFile';

describe('upload progress', () => {
  it('stays at most 99 % until the server reports the file processed', () => {
    expect(cappedPercent(0, 1000)).toBe(0);
    expect(cappedPercent(505, 1000)).toBe(50);
    expect(cappedPercent(999, 1000)).toBe(99);
    expect(cappedPercent(1000, 1000)).toBe(99);
    expect(cappedPercent(10, 0)).toBe(0);
  });
});
