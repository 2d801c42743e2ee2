// Visitor statistics end to end: page views posted over real HTTP to /api/v1/collect by several
// clients and sessions on chosen days (the server's clock is injected), then read back through
// GetActiveClients, ListActiveClients and ListActiveClient, with paging, the rate limit,
// malformed bodies, unknown events and another organiser.
import { sql } from 'drizzle-orm';
import type { Session } from '../../../generated/manager/auth_pb';
import { CLIENT_LIMITS, NEW_CLIENT_LIMITS } from '../../../src/server/areas/statistics';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

const CODE = { invalidArgument: 3, notFound: 5 };
let clock = new Date('2026-03-10T10:00:00Z');
let server: TestServer;
let a: Session;
let ids = 0;

beforeAll(async () => {
  server = await startServer({}, { now: () => clock });
  a = await newOrganiser(server);
});
afterAll(() => server?.stop());

const at = (iso: string) => {
  clock = new Date(iso);
};
/** A client or session id of the attendee app's shape. */
const newId = (prefix: string) => `${prefix}-${String(++ids).padStart(16, '0')}`;

function post(body: unknown, contentType = 'application/json'): Promise<number> {
  return fetch(`${server.baseUrl}/api/v1/collect`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then((res) => res.status);
}

const hit = (event: { eventId?: string; eventKey?: string }, clientId: string, sessionId: string) =>
  post({ ...event, clientId, sessionId, page: '/schedule' });

async function storedRows(): Promise<number> {
  const result = await server.app.database.db.execute(
    sql`SELECT (SELECT count(*) FROM stat_client_days) + (SELECT count(*) FROM stat_sessions) AS n`,
  );
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n);
}

/** Hits count for published events only (issue 28 §11). */
async function publishedEvent(title: string) {
  const event = await newEvent(server, a, title);
  await server.clients.events.publish({ eventId: event.eventId }, as(a));
  return event;
}

const plain = (rows: { date: string; users: number; sessions: number; pageViews: number }[]) =>
  rows.map(({ date, users, sessions, pageViews }) => ({ date, users, sessions, pageViews }));

const list = (eventId: string, extra: { pageSize?: number; nextPageToken?: string } = {}) =>
  server.clients.events.listActiveClients(
    { eventId, startDate: '2026-01-01', endDate: '2026-12-31', ...extra },
    as(a),
  );

describe('statistics', () => {
  it('aggregates users, sessions and page views per UTC day, for the event and for one client', async () => {
    const { eventId, key } = await publishedEvent('Stats event');
    const [c1, c2, c3] = [newId('c'), newId('c'), newId('c')];
    const [s1, s2, s3] = [newId('s'), newId('s'), newId('s')];
    at('2026-03-08T08:00:00Z');
    for (const [client, session] of [
      [c1, s1],
      [c1, s1],
      [c1, s1],
      [c1, s2],
      [c2, s3],
    ]) {
      expect(await hit({ eventId }, client!, session!)).toBe(204);
    }
    at('2026-03-08T23:59:59Z');
    expect(await hit({ eventKey: key.toUpperCase() }, c2, s3)).toBe(204);
    at('2026-03-09T00:00:00Z');
    expect(await hit({ eventId }, c1, s1)).toBe(204);
    at('2026-03-10T10:00:00Z');
    expect(await hit({ eventKey: key }, c3, newId('s'))).toBe(204);
    expect(await hit({ eventKey: key }, c3, newId('s'))).toBe(204);

    const all = await list(eventId);
    expect(plain(all.activeUsers)).toEqual([
      { date: '2026-03-08', users: 2, sessions: 3, pageViews: 6 },
      { date: '2026-03-09', users: 1, sessions: 1, pageViews: 1 },
      { date: '2026-03-10', users: 1, sessions: 2, pageViews: 2 },
    ]);
    expect(all.nextPageToken).toBe('');
    const one = await server.clients.events.listActiveClient(
      { eventId, clientId: c1, startDate: '2026-03-01', endDate: '2026-03-31' },
      as(a),
    );
    expect(plain(one.activeUsers)).toEqual([
      { date: '2026-03-08', users: 1, sessions: 2, pageViews: 4 },
      { date: '2026-03-09', users: 1, sessions: 1, pageViews: 1 },
    ]);
    const narrow = await server.clients.events.listActiveClients(
      { eventId, startDate: '2026-03-09', endDate: '2026-03-09' },
      as(a),
    );
    expect(narrow.activeUsers.map((r) => r.date)).toEqual(['2026-03-09']);
  });

  it('pages by token: 30 days by default, then the rest; a forged or borrowed token is refused', async () => {
    const { eventId } = await publishedEvent('Paged event');
    const client = newId('c');
    for (let day = 1; day <= 35; day += 1) {
      at(new Date(Date.UTC(2026, 3, day, 12)).toISOString());
      expect(await hit({ eventId }, client, newId('s'))).toBe(204);
    }
    const first = await list(eventId);
    expect(first.activeUsers).toHaveLength(30);
    expect(first.activeUsers[0]?.date).toBe('2026-04-01');
    expect(first.nextPageToken).not.toBe('');
    const second = await list(eventId, { nextPageToken: first.nextPageToken });
    expect(second.activeUsers.map((r) => r.date)).toEqual([
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
      '2026-05-05',
    ]);
    expect(second.nextPageToken).toBe('');

    const small = await list(eventId, { pageSize: 2 });
    const next = await list(eventId, { pageSize: 2, nextPageToken: small.nextPageToken });
    expect(next.activeUsers.map((r) => r.date)).toEqual(['2026-04-03', '2026-04-04']);

    const forged = first.nextPageToken.replace(/^2026-04-30/, '2026-04-01');
    const borrowed = await server.clients.events.listActiveClients(
      { eventId, startDate: '2026-04-01', endDate: '2026-05-31', pageSize: 1 },
      as(a),
    );
    for (const token of [forged, borrowed.nextPageToken, 'garbage', 'x'.repeat(5000)]) {
      expect(await refusal(list(eventId, { nextPageToken: token }), CODE.invalidArgument)).toMatch(
        /^nextPageToken: /,
      );
    }
  });

  it('counts clients seen in the last five minutes as active, across UTC midnight', async () => {
    const { eventId } = await publishedEvent('Active event');
    const seen: [string, string][] = [
      ['2026-06-01T23:50:00Z', newId('c')],
      ['2026-06-01T23:58:00Z', newId('c')],
      ['2026-06-02T00:01:00Z', newId('c')],
    ];
    for (const [time, client] of seen) {
      at(time);
      expect(await hit({ eventId }, client, newId('s'))).toBe(204);
    }
    at('2026-06-02T00:02:00Z');
    const active = () => server.clients.events.getActiveClients({ eventId }, as(a));
    expect((await active()).activeclients).toBe(2);
    at('2026-06-02T00:30:00Z');
    expect((await active()).activeclients).toBe(0);
  });

  it('answers 204 for unknown and archived events and stores nothing', async () => {
    const archived = await newEvent(server, a, 'Archived stats');
    await server.clients.events.toArchive({ eventId: archived.eventId }, as(a));
    const before = await storedRows();
    const client = newId('c');
    for (const event of [
      { eventId: '01900000-0000-7000-8000-000000000000' },
      { eventKey: 'no-such-event' },
      { eventId: archived.eventId },
      { eventKey: archived.key },
    ]) {
      expect(await hit(event, client, newId('s'))).toBe(204);
    }
    expect(await storedRows()).toBe(before);
  });

  it('counts no hit of an unpublished event, while answering the same 204', async () => {
    const draft = await newEvent(server, a, 'Draft stats');
    const before = await storedRows();
    expect(await hit({ eventId: draft.eventId }, newId('c'), newId('s'))).toBe(204);
    expect(await hit({ eventKey: draft.key }, newId('c'), newId('s'))).toBe(204);
    expect(await storedRows()).toBe(before);
  });

  it('refuses malformed bodies with 400 (413 when too large) and stores nothing', async () => {
    const { eventId } = await publishedEvent('Malformed target');
    const good = { eventId, clientId: newId('c'), sessionId: newId('s'), page: '/' };
    const before = await storedRows();
    const bodies: [string, unknown, number][] = [
      ['not JSON', '{"eventId":', 400],
      ['an array', [good], 400],
      ['null', 'null', 400],
      ['no client id', { ...good, clientId: undefined }, 400],
      ['a short client id', { ...good, clientId: 'abc' }, 400],
      ['a client id with a slash', { ...good, clientId: `${newId('c')}/x` }, 400],
      ['no session id', { ...good, sessionId: undefined }, 400],
      ['a page without a slash', { ...good, page: 'schedule' }, 400],
      ['a page with a newline', { ...good, page: '/a\nb' }, 400],
      ['a page of 513 characters', { ...good, page: `/${'p'.repeat(512)}` }, 400],
      ['both eventId and eventKey', { ...good, eventKey: 'stats-event' }, 400],
      ['neither eventId nor eventKey', { ...good, eventId: undefined }, 400],
      ['a malformed eventId', { ...good, eventId: 'not-a-uuid' }, 400],
      ['an unknown field', { ...good, userAgent: 'x' }, 400],
      ['a number for the page', { ...good, page: 5 }, 400],
      ['a body over 2 KB', { ...good, page: `/${'p'.repeat(3000)}` }, 413],
    ];
    const answers = [];
    for (const [label, body] of bodies) answers.push([label, await post(body)]);
    expect(answers).toEqual(bodies.map(([label, , status]) => [label, status]));
    expect(await post(good, 'application/xml')).toBe(415);
    expect(await storedRows()).toBe(before);
    // The control: the same body, well-formed, is counted (also as sendBeacon's text/plain).
    expect(await post(good, 'text/plain;charset=UTF-8')).toBe(204);
    expect(await storedRows()).toBeGreaterThan(before);
  });

  it('rate-limits a client id, and an address, with 429, then lets them in again', async () => {
    const { eventId } = await publishedEvent('Flooded event');
    at('2026-07-01T10:00:00Z');
    const client = newId('c');
    const statuses: number[] = [];
    for (let i = 0; i <= CLIENT_LIMITS.capacity; i += 1) {
      statuses.push(await hit({ eventId }, client, newId('s')));
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(CLIENT_LIMITS.capacity);
    expect(statuses[statuses.length - 1]).toBe(429);
    // Many client ids from one address: the address's bucket runs dry too.
    let addressRefused = false;
    for (let i = 0; i < 400 && !addressRefused; i += 1) {
      addressRefused = (await hit({ eventId }, newId('c'), newId('s'))) === 429;
    }
    expect(addressRefused).toBe(true);
    at('2026-07-01T11:00:00Z');
    expect(await hit({ eventId }, client, newId('s'))).toBe(204);
    const today = await server.clients.events.listActiveClient(
      { eventId, clientId: client, startDate: '2026-07-01', endDate: '2026-07-01' },
      as(a),
    );
    expect(today.activeUsers[0]?.pageViews).toBe(CLIENT_LIMITS.capacity + 1);
  });

  it('refuses bad ranges, page sizes and client ids with INVALID_ARGUMENT naming the field', async () => {
    const { eventId } = await newEvent(server, a, 'Bad ranges');
    const range = { eventId, startDate: '2026-01-01', endDate: '2026-01-31' };
    const cases: [string, Record<string, unknown>][] = [
      ['startDate', { startDate: '2026-02-30' }],
      ['startDate', { startDate: '01.01.2026' }],
      ['endDate', { endDate: '' }],
      ['endDate', { startDate: '2026-02-01' }],
      ['endDate', { startDate: '2020-01-01', endDate: '2023-12-31' }],
      ['pageSize', { pageSize: 367 }],
      ['pageSize', { pageSize: -1 }],
    ];
    for (const [field, change] of cases) {
      const message = await refusal(
        server.clients.events.listActiveClients({ ...range, ...change }, as(a)),
        CODE.invalidArgument,
      );
      expect(`${field} ${JSON.stringify(change)} → ${message}`).toMatch(
        new RegExp(`^${field} .* → ${field}: `),
      );
    }
    expect(
      await refusal(
        server.clients.events.listActiveClient({ ...range, clientId: '../x' }, as(a)),
        CODE.invalidArgument,
      ),
    ).toMatch(/^clientId: /);
    // Three years (1096 days) is the longest range allowed.
    await server.clients.events.listActiveClients(
      { eventId, startDate: '2024-01-01', endDate: '2026-12-31' },
      as(a),
    );
  });

  it('refuses another organiser every statistics call as if the event did not exist', async () => {
    const b = await newOrganiser(server);
    const { eventId } = await newEvent(server, a, 'Private stats');
    const range = { eventId, startDate: '2026-01-01', endDate: '2026-01-31' };
    const { events } = server.clients;
    const calls: [string, () => Promise<unknown>][] = [
      ['getActiveClients', () => events.getActiveClients({ eventId }, as(b))],
      ['listActiveClients', () => events.listActiveClients(range, as(b))],
      [
        'listActiveClient',
        () => events.listActiveClient({ ...range, clientId: newId('c') }, as(b)),
      ],
    ];
    for (const [name, call] of calls) {
      expect(`${name}: ${await refusal(call(), CODE.notFound)}`).toBe(`${name}: Event not found.`);
    }
  });
  // Last: its clock is the latest, so the shared buckets of the tests before are not disturbed.
  it('counts a limited number of new visitors per address, however many ids it makes up', async () => {
    const { eventId } = await publishedEvent('Inflated event');
    at('2026-12-01T10:00:00Z');
    const known = newId('c');
    expect(await hit({ eventId }, known, newId('s'))).toBe(204);
    const made = NEW_CLIENT_LIMITS.capacity + 50;
    const statuses: number[] = [];
    for (let i = 0; i < made; i += 1) statuses.push(await hit({ eventId }, newId('c'), newId('s')));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    const [day] = (
      await server.clients.events.listActiveClients(
        { eventId, startDate: '2026-12-01', endDate: '2026-12-01' },
        as(a),
      )
    ).activeUsers;
    expect(day?.users).toBeLessThanOrEqual(NEW_CLIENT_LIMITS.capacity);
    // A visitor already counted today keeps counting page views while new ones wait.
    expect(await hit({ eventId }, known, newId('s'))).toBe(204);
  });
});
