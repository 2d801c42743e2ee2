// The public rate limits' token buckets, kept in PostgreSQL: two nodes (two connections to one
// database, as two servers have) draw on one bucket, it refills with time, and the clean-up
// forgets only buckets that are full again.
import { openDatabase } from '../../../src/server/db/database';
import type { Database } from '../../../src/server/db/database';
import { TokenBuckets, deleteFullBuckets } from '../../../src/server/areas/statistics';
import { freshDatabase } from '../../support/testDatabase';

let now = new Date('2026-01-01T00:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let drop: () => Promise<void>;
let nodeA: Database;
let nodeB: Database;

beforeAll(async () => {
  const db = await freshDatabase();
  drop = db.drop;
  [nodeA, nodeB] = await Promise.all([openDatabase(db.url), openDatabase(db.url)]);
});
afterAll(async () => {
  await Promise.all([nodeA?.close(), nodeB?.close()]);
  await drop?.();
});

const limits = { capacity: 3, refillPerSecond: 1 };

it('allows the burst across two nodes, refuses the next take, and refills over time', async () => {
  const a = new TokenBuckets('test', limits, nodeA, clock);
  const b = new TokenBuckets('test', limits, nodeB, clock);
  expect([await a.take('ip'), await b.take('ip'), await a.take('ip'), await b.take('ip')]).toEqual([
    true,
    true,
    true,
    false,
  ]);
  expect(await b.take('other')).toBe(true);
  advance(999);
  expect(await a.take('ip')).toBe(false);
  advance(1);
  expect(await b.take('ip')).toBe(true);
  advance(60_000);
  const four = [await a.take('ip'), await b.take('ip'), await a.take('ip'), await b.take('ip')];
  expect(four).toEqual([true, true, true, false]);
});

it('keeps limits of different names apart', async () => {
  const one = new TokenBuckets('one', { capacity: 1, refillPerSecond: 0 }, nodeA, clock);
  const two = new TokenBuckets('two', { capacity: 1, refillPerSecond: 0 }, nodeB, clock);
  expect(await one.take('k')).toBe(true);
  expect(await one.take('k')).toBe(false);
  expect(await two.take('k')).toBe(true);
});

it('holds under parallel takes: exactly the capacity goes through', async () => {
  const a = new TokenBuckets('parallel', { capacity: 5, refillPerSecond: 0.001 }, nodeA, clock);
  const b = new TokenBuckets('parallel', { capacity: 5, refillPerSecond: 0.001 }, nodeB, clock);
  const takes = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('burst')),
  );
  expect(takes.filter(Boolean)).toHaveLength(5);
});

it('cleans up only buckets that are full again', async () => {
  const fast = new TokenBuckets('fast', { capacity: 2, refillPerSecond: 1 }, nodeA, clock);
  const slow = new TokenBuckets('slow', { capacity: 2, refillPerSecond: 0.01 }, nodeA, clock);
  await fast.take('k');
  await slow.take('k');
  await slow.take('k');
  advance(2_000);
  expect(await deleteFullBuckets(nodeA, now)).toBeGreaterThanOrEqual(1);
  // The slow bucket is still empty: it was kept, so the limit still holds.
  expect(await slow.take('k')).toBe(false);
  expect(await fast.take('k')).toBe(true);
});
