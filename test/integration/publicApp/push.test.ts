// Web Push over real HTTP (issue 29) against a local stand-in for a push service (an HTTP server
// over https on 127.0.0.1 started here, its certificate trusted by this server alone): an attendee's browser subscription, following the favourites of
// a sync key, gets an encrypted message when a starred session moves or is cancelled, and when
// the organiser publishes a post of their own; nothing for a session it does not star. Each
// message is decrypted here with the subscription's keys (http_ece, RFC 8188/8291) and carries
// the server's VAPID signature. A subscription the push service says is gone is forgotten;
// what is not a subscription is refused by name.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { PostType } from '../../../generated/manager/model_pb';
import { publicFavoritesSyncPath } from '../../../src/common/favoriteSync';
import { publicEventPath } from '../../../src/common/publicEvent';
import { publicPushKeyPath, publicPushPath } from '../../../src/common/publicPush';
import type { PushKeyReply } from '../../../src/common/publicPush';
import { browserKeys, localCertificate, opened, pushService } from '../../support/pushService';
import type { PushService, Received } from '../../support/pushService';
import { as, eventually, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

jest.setTimeout(60_000);

const HOUR = 3600;
const START = Date.UTC(2030, 5, 1, 7, 0) / 1000; // 1 June 2030, 10:00 in Moscow

describe('Web Push to a local push service', () => {
  let server: TestServer;
  let service: PushService;
  let ev: { eventId: string; key: string };
  let o: ReturnType<typeof as>;
  const url = (p: string) => `${server.baseUrl}${p}`;
  const post = (p: string, body: unknown) =>
    fetch(url(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const meeting = async (name: string, startAt: number) => {
    const meetingId = uuidv7();
    await server.clients.meetings.createMeeting(
      { eventId: ev.eventId, meetingId, name, startAt, endAt: startAt + HOUR, speakerIds: [] },
      o,
    );
    return meetingId;
  };
  const move = (meetingId: string, name: string, startAt: number) =>
    server.clients.meetings.updateMeeting(
      {
        eventId: ev.eventId,
        meetingId,
        name,
        startAt,
        endAt: startAt + HOUR,
        showLocationInListMeetings: true,
      },
      o,
    );
  const subscriptions = async () =>
    (
      (await server.app.database.db.execute(
        sql`SELECT endpoint FROM push_subscriptions ORDER BY endpoint`,
      )) as unknown as { rows: { endpoint: string }[] }
    ).rows.map((r) => r.endpoint);

  beforeAll(async () => {
    const tls = await localCertificate();
    service = await pushService(tls);
    server = await startServer({ pushCa: tls.cert, pushHosts: ['127.0.0.1'], outboxRetryMs: 200 });
    const session = await newOrganiser(server);
    o = as(session);
    const eventId = uuidv7();
    const { filteredEventKey } = await server.clients.events.createEvent(
      { eventId, title: 'Push event', language: 'ru', timeZone: 'Europe/Moscow' },
      o,
    );
    ev = { eventId, key: filteredEventKey };
  });
  afterAll(async () => {
    await server?.stop();
    await service?.close();
  });

  it('sends a starred session’s move and the organiser’s post, encrypted and signed', async () => {
    const starred = await meeting('Доклад о звёздах', START);
    const other = await meeting('Обед', START + 3 * HOUR);
    await server.clients.events.publish({ eventId: ev.eventId }, o);
    await eventually(
      () => fetch(url(publicEventPath(ev.key))),
      (r) => r.status === 200,
    );
    const syncKey = randomBytes(16).toString('base64url');
    const synced = await post(publicFavoritesSyncPath(ev.key), {
      key: syncKey,
      marks: { [starred]: { on: true, at: Date.now() } },
    });
    expect(synced.status).toBe(200);
    const { publicKey } = (await (await fetch(url(publicPushKeyPath))).json()) as PushKeyReply;
    const keys = browserKeys();
    const subscribed = await post(publicPushPath(ev.key), {
      key: syncKey,
      language: 'ru',
      subscription: {
        endpoint: `${service.origin}/push/one`,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    expect(subscribed.status).toBe(204);

    // A session it does not star moves, then the starred one.
    await move(other, 'Обед', START + 4 * HOUR);
    await move(starred, 'Доклад о звёздах', START + 2 * HOUR);
    await eventually(
      async () => service.received.length,
      (n) => n >= 1,
    );
    const [first] = service.received;
    if (!first) throw new Error('nothing received');
    expect(first.path).toBe('/push/one');
    expect(first.headers['content-encoding']).toBe('aes128gcm');
    expect(first.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(opened(first, keys)).toEqual({
      title: 'Изменение в вашей программе: Доклад о звёздах',
      body: '1 июня в 10:00 → 1 июня в 12:00',
      url: 'favorites',
      tag: `change-${starred}`,
    });

    // Cancelled: made invisible.
    await server.clients.meetings.setAsInvisibleMeeting(
      { eventId: ev.eventId, meetingId: starred },
      o,
    );
    await eventually(
      async () => service.received.length,
      (n) => n >= 2,
    );
    expect(opened(service.received[1] as Received, keys)).toMatchObject({
      body: '1 июня в 12:00 → отменена',
      tag: `change-${starred}`,
    });

    // The organiser's own post, published: to every subscription. News posts are not pushed.
    for (const [type, title] of [
      [PostType.NEWS_PT, 'Новости дня'],
      [PostType.ORG_PT, 'Зал B закрыт'],
    ] as const) {
      await server.clients.posts.createPost(
        {
          eventId: ev.eventId,
          postId: uuidv7(),
          type,
          title,
          text: '<p>Все доклады — в <strong>зале A</strong>.</p>',
          toPublish: true,
        },
        o,
      );
    }
    await eventually(
      async () => service.received.length,
      (n) => n >= 3,
    );
    expect(opened(service.received[2] as Received, keys)).toMatchObject({
      title: 'Зал B закрыт',
      body: 'Все доклады — в зале A.',
      url: 'notifications',
    });
    // Two passes of the watcher later, nothing more: the other session and the news sent nothing.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(service.received.map((r) => opened(r, keys).tag)).toEqual([
      `change-${starred}`,
      `change-${starred}`,
      expect.stringMatching(/^post-/),
    ]);
  });

  it('forgets a subscription its push service says is gone', async () => {
    const syncKey = randomBytes(16).toString('base64url');
    const keys = browserKeys();
    const endpoint = `${service.origin}/gone/two`;
    const subscribed = await post(publicPushPath(ev.key), {
      key: syncKey,
      language: 'en',
      subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(subscribed.status).toBe(204);
    expect(await subscriptions()).toContain(endpoint);
    await server.clients.posts.createPost(
      {
        eventId: ev.eventId,
        postId: uuidv7(),
        type: PostType.ORG_PT,
        title: 'Again',
        text: '<p>x</p>',
        toPublish: true,
      },
      o,
    );
    await eventually(subscriptions, (list) => !list.includes(endpoint));
    expect(service.received.some((r) => r.path === '/gone/two')).toBe(true);
  });

  it('refuses what is not a subscription, saying which part is wrong', async () => {
    const keys = browserKeys();
    const good = {
      key: randomBytes(16).toString('base64url'),
      language: 'ru',
      subscription: {
        endpoint: `${service.origin}/push/x`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    };
    const cases: [unknown, RegExp][] = [
      [{ ...good, key: 'nope' }, /key/],
      [{ ...good, language: 'de' }, /language/],
      [
        { ...good, subscription: { ...good.subscription, endpoint: 'http://push.example/x' } },
        /endpoint/,
      ],
      [{ ...good, subscription: { ...good.subscription, endpoint: 'not a url' } }, /endpoint/],
      // https, but not a push service this server knows: an address of its own network.
      [
        { ...good, subscription: { ...good.subscription, endpoint: 'https://169.254.169.254/x' } },
        /endpoint/,
      ],
      [
        { ...good, subscription: { ...good.subscription, endpoint: 'https://localhost:9/x' } },
        /endpoint/,
      ],
      [
        {
          ...good,
          subscription: { ...good.subscription, keys: { p256dh: '%%%', auth: keys.auth } },
        },
        /p256dh/,
      ],
      [{ ...good, extra: true }, /extra/],
    ];
    for (const [body, error] of cases) {
      const res = await post(publicPushPath(ev.key), body);
      expect([res.status, ((await res.json()) as { error: string }).error]).toEqual([
        400,
        expect.stringMatching(error),
      ]);
    }
    expect((await post(publicPushPath('no-such-event'), good)).status).toBe(404);
    expect(await subscriptions()).not.toContain(good.subscription.endpoint);
  });
});
