// The leader's clean-up of what attendees' devices leave on the server (issue 29): a favourites
// set no device has changed for a year goes, and the next sync of a device that still holds its
// stars writes them again; the push watcher's notes go an hour after an event's last
// subscription, never while one remains.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { publicFavoritesSyncPath } from '../../../src/common/favoriteSync';
import type { FavoriteMarks, FavoriteSyncReply } from '../../../src/common/favoriteSync';
import { publicEventPath } from '../../../src/common/publicEvent';
import { publicPushPath, publicPushRemovePath } from '../../../src/common/publicPush';
import { cleanAttendeeState } from '../../../src/server/areas/publicApp/attendeeCleanUp';
import { browserKeys } from '../../support/pushService';
import { as, eventually, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;
const newKey = () => randomBytes(16).toString('base64url');

describe('the clean-up of attendees’ favourites and push notes', () => {
  let server: TestServer;
  let events: { eventId: string; key: string }[];
  const url = (p: string) => `${server.baseUrl}${p}`;
  const post = (p: string, body: unknown) =>
    fetch(url(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sync = async (eventKey: string, key: string, marks: FavoriteMarks) => {
    const res = await post(publicFavoritesSyncPath(eventKey), { key, marks });
    expect(res.status).toBe(200);
    return ((await res.json()) as FavoriteSyncReply).marks;
  };
  const count = async (query: ReturnType<typeof sql>) =>
    Number(
      (
        (await server.app.database.db.execute(query)) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0]?.n,
    );
  const age = (table: 'favorite_sets' | 'push_watch', eventId: string, days: number) =>
    server.app.database.db.execute(
      sql`UPDATE ${sql.raw(table)} SET updated_at = now() - make_interval(secs => ${days * 86_400})
          WHERE event_id = ${eventId}`,
    );

  beforeAll(async () => {
    server = await startServer({ pushHosts: ['127.0.0.1'] });
    const session = await newOrganiser(server);
    events = [];
    for (const title of ['Old festival', 'This year']) {
      const ev = await newEvent(server, session, title);
      await server.clients.events.publish({ eventId: ev.eventId }, as(session));
      await eventually(
        () => fetch(url(publicEventPath(ev.key))),
        (r) => r.status === 200,
      );
      events.push(ev);
    }
  });
  afterAll(() => server?.stop());

  it('drops a set untouched for a year, which a device that kept its stars writes again', async () => {
    const [old, recent] = events as [(typeof events)[0], (typeof events)[0]];
    const at = Date.now() - DAY_MS;
    const oldKey = newKey();
    await sync(old.key, oldKey, { s1: { on: true, at } });
    await sync(recent.key, newKey(), { s2: { on: true, at } });
    await age('favorite_sets', old.eventId, 366);
    await age('favorite_sets', recent.eventId, 300);

    expect(await cleanAttendeeState(server.app.database, new Date())).toMatchObject({
      favoriteSets: 1,
    });
    const sets = sql`SELECT count(*) AS n FROM favorite_sets`;
    expect(await count(sets)).toBe(1);
    // The phone still has its star: its next sync brings the set back.
    expect(await sync(old.key, oldKey, { s1: { on: true, at } })).toEqual({ s1: { on: true, at } });
    expect(await count(sets)).toBe(2);
  });

  it('drops the push notes of an event an hour after its last subscription', async () => {
    const [old, recent] = events as [(typeof events)[0], (typeof events)[0]];
    const subscribe = async (eventKey: string, endpoint: string) => {
      const keys = browserKeys();
      const res = await post(publicPushPath(eventKey), {
        key: newKey(),
        language: 'ru',
        subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      expect(res.status).toBe(204);
    };
    const gone = 'https://127.0.0.1:9/push/left';
    await subscribe(old.key, gone);
    await subscribe(recent.key, 'https://127.0.0.1:9/push/stays');
    const watches = sql`SELECT count(*) AS n FROM push_watch`;
    expect(await count(watches)).toBe(2);
    // The old event's phone unsubscribes; both notes are two hours old.
    expect((await post(publicPushRemovePath(old.key), { endpoint: gone })).status).toBeLessThan(
      300,
    );
    await age('push_watch', old.eventId, 2 / 24);
    await age('push_watch', recent.eventId, 2 / 24);

    expect(await cleanAttendeeState(server.app.database, new Date())).toMatchObject({
      pushWatches: 1,
    });
    expect(
      await count(sql`SELECT count(*) AS n FROM push_watch WHERE event_id = ${recent.eventId}`),
    ).toBe(1);
    // A new subscription to the old event notes its programme again.
    await subscribe(old.key, 'https://127.0.0.1:9/push/back');
    expect(await count(watches)).toBe(2);
  });
});
