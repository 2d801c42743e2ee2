// Favourites shared by sync key over real HTTP (issue 29): the server's store merges what each
// device sends (per session the later change wins; a removal is kept and beats an older star),
// keeps nothing but the key's hash, answers an unknown key with nothing and stores no row for
// it, and refuses what is not a sync request by name: unpublished events, bad keys, ids and
// times, too many marks, too many requests per key and per address.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FAVORITE_SYNC_LIMITS, publicFavoritesSyncPath } from '../../../src/common/favoriteSync';
import type { FavoriteMarks, FavoriteSyncReply } from '../../../src/common/favoriteSync';
import { publicEventPath } from '../../../src/common/publicEvent';
import {
  FAVORITES_ADDRESS_LIMITS,
  FAVORITES_KEY_LIMITS,
} from '../../../src/server/areas/publicApp/favoriteSyncRoutes';
import { as, eventually, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

jest.setTimeout(60_000);

const newKey = () => randomBytes(16).toString('base64url');
// A day ago: the server refuses marks from a clock far ahead of its own.
const T0 = Date.now() - 86_400_000;

describe('favourites synced by key', () => {
  // A clock that stands still: the rate limits' buckets never refill, whatever the machine's load.
  const frozen = new Date();
  let server: TestServer;
  const ctx = {
    get server() {
      return server;
    },
  };
  let ev: { eventId: string; key: string };
  let unpublished: { eventId: string; key: string };

  const url = (p: string) => `${ctx.server.baseUrl}${p}`;
  const post = (body: unknown, eventKey = ev.key) =>
    fetch(url(publicFavoritesSyncPath(eventKey)), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sync = async (key: string, marks: FavoriteMarks) => {
    const res = await post({ key, marks });
    expect(res.status).toBe(200);
    return ((await res.json()) as FavoriteSyncReply).marks;
  };
  const rows = async () =>
    (
      (await ctx.server.app.database.db.execute(
        sql`SELECT key_hash, marks FROM favorite_sets ORDER BY key_hash`,
      )) as unknown as { rows: { key_hash: string; marks: FavoriteMarks }[] }
    ).rows;
  const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

  beforeAll(async () => {
    server = await startServer({}, { now: () => frozen });
    const session = await newOrganiser(ctx.server);
    ev = await newEvent(ctx.server, session, 'Sync event');
    unpublished = await newEvent(ctx.server, session, 'Draft event');
    await ctx.server.clients.events.publish({ eventId: ev.eventId }, as(session));
    await eventually(
      () => fetch(url(publicEventPath(ev.key))),
      (r) => r.status === 200,
    );
  });

  afterAll(() => server?.stop());

  it('merges two devices into one set, a later removal kept as a tombstone', async () => {
    const key = newKey();
    // Device A stars two sessions; device B, linked later, brings one of its own.
    expect(await sync(key, { a1: { on: true, at: T0 }, a2: { on: true, at: T0 } })).toEqual({
      a1: { on: true, at: T0 },
      a2: { on: true, at: T0 },
    });
    const onB = await sync(key, { b1: { on: true, at: T0 + 5 } });
    expect(Object.keys(onB).sort()).toEqual(['a1', 'a2', 'b1']);
    // B unstars a1 after it saw it; A, still holding its older star, learns of the removal.
    await sync(key, { ...onB, a1: { on: false, at: T0 + 10 } });
    const onA = await sync(key, { a1: { on: true, at: T0 }, a2: { on: true, at: T0 } });
    expect(onA.a1).toEqual({ on: false, at: T0 + 10 });
    // A stars a1 again, later than the removal: it is back for both.
    expect((await sync(key, { a1: { on: true, at: T0 + 20 } })).a1).toEqual({
      on: true,
      at: T0 + 20,
    });
    // A change at the same instant as another: the removal wins on every device.
    expect((await sync(key, { a2: { on: false, at: T0 } })).a2).toEqual({ on: false, at: T0 });
    // Nothing but the key's hash is stored.
    const stored = await rows();
    expect(stored.map((r) => r.key_hash)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it('keeps keys and events apart, and stores no row for a key that only reads', async () => {
    const key = newKey();
    const before = (await rows()).length;
    expect(await sync(key, {})).toEqual({});
    expect(await rows()).toHaveLength(before);
    await sync(key, { x1: { on: true, at: T0 } });
    expect(await sync(newKey(), {})).toEqual({});
    expect(await sync(key, {})).toEqual({ x1: { on: true, at: T0 } });
  });

  it('counts every device of a key that syncs at the same moment', async () => {
    const key = newKey();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => sync(key, { [`d${i}`]: { on: true, at: T0 + i } })),
    );
    expect(Object.keys(await sync(key, {})).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `d${i}`),
    );
  });

  it('refuses what is not a sync request, saying which part is wrong', async () => {
    const key = newKey();
    const marks = { m1: { on: true, at: T0 } };
    const cases: [unknown, number, RegExp][] = [
      ['not an object', 400, /JSON object/],
      [{ key: 'short', marks }, 400, /^key:/],
      [{ key, marks: [] }, 400, /^marks:/],
      [{ key, marks, extra: 1 }, 400, /Unknown field: extra/],
      [{ key, marks: { 'a b': { on: true, at: T0 } } }, 400, /not a session id/],
      [{ key, marks: { m1: { on: 'yes', at: T0 } } }, 400, /m1\.on/],
      [{ key, marks: { m1: { on: true, at: 1.5 } } }, 400, /m1\.at/],
      [{ key, marks: { m1: { on: true, at: Date.now() + 3 * 86_400_000 } } }, 400, /clock/],
    ];
    for (const [body, status, error] of cases) {
      const res = await post(body);
      expect([res.status, await errorOf(res)]).toEqual([status, expect.stringMatching(error)]);
    }
    const draft = await post({ key, marks }, unpublished.key);
    expect(draft.status).toBe(404);
    expect((await post({ key, marks }, 'no-such-event')).status).toBe(404);
    // None of the refused writes stored anything under the key.
    expect(await sync(key, {})).toEqual({});
  });

  it('caps the marks a key holds, tombstones included', async () => {
    const key = newKey();
    const many = (from: number, count: number, on: boolean): FavoriteMarks =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`s${from + i}`, { on, at: T0 + i }]),
      );
    const tooMany = await post({ key, marks: many(0, FAVORITE_SYNC_LIMITS.marks + 1, true) });
    expect([tooMany.status, await errorOf(tooMany)]).toEqual([413, expect.stringMatching(/2000/)]);
    // Each send within the cap, their union over it: the second is refused whole.
    const half = FAVORITE_SYNC_LIMITS.marks / 2;
    await sync(key, many(0, half + 1, false));
    const over = await post({ key, marks: many(half + 1, half, true) });
    expect(over.status).toBe(413);
    expect(Object.keys(await sync(key, {}))).toHaveLength(half + 1);
  });

  it('limits the requests of one key, then of one address', async () => {
    const key = newKey();
    // The server's clock stands still here: no bucket refills during the test.
    const statuses: number[] = [];
    for (let i = 0; i <= FAVORITES_KEY_LIMITS.capacity; i++) {
      statuses.push((await post({ key, marks: {} })).status);
    }
    expect(statuses.slice(-2)).toEqual([200, 429]);
    // Another key from the same address still syncs, until the address's bucket is empty.
    expect((await post({ key: newKey(), marks: {} })).status).toBe(200);
    const more: number[] = [];
    for (let i = 0; i < FAVORITES_ADDRESS_LIMITS.capacity; i++) {
      more.push((await post({ key: newKey(), marks: {} })).status);
    }
    expect(more).toContain(429);
    expect(more.at(-1)).toBe(429);
  });
});
