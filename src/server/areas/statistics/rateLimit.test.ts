import { TokenBuckets } from './rateLimit';

describe('TokenBuckets', () => {
  let now = new Date('2026-01-01T00:00:00Z');
  const clock = () => now;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('allows the burst, refuses the next take, and refills over time', () => {
    const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 1, maxKeys: 10 }, clock);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    advance(999);
    expect(buckets.take('a')).toBe(false);
    advance(1);
    expect(buckets.take('a')).toBe(true);
    advance(60_000);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
  });

  it('keeps at most maxKeys keys, forgetting the least recently used', () => {
    const buckets = new TokenBuckets({ capacity: 1, refillPerSecond: 0, maxKeys: 2 }, clock);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('b')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('c')).toBe(true);
    expect(buckets.size).toBe(2);
    // 'b' was the least recently used: forgotten, it starts full again; 'a' is still empty.
    expect(buckets.take('b')).toBe(true);
    expect(buckets.take('c')).toBe(false);
  });
});
