// Two server nodes behind Debian's HAProxy (deploy/haproxy.cfg) on one PostgreSQL (the run's),
// files in an S3-compatible server (s3rver) and mail through a real SMTP server, all on
// 127.0.0.1 and each node a process of its own, as `npm run cluster` starts them. What one
// node did, the other honours: an upload, a sign-in throttle, a mail asked for while SMTP was
// down; and the console's write queue, draining through the balancer while node A dies by
// SIGKILL in the middle of a batch, loses nothing, doubles nothing, and a live subscriber on
// node B sees every write.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { LIVE_TARGETS } from '../../src/common/liveTargets';
import { networkOnline } from '../../src/client/lifecycle';
import type { AppStore } from '../../src/console/app/store';
import { eventWrites } from '../../src/console/entities/events';
import { speakerWrites } from '../../src/console/entities/speakers/speakerWrites';
import { enqueue } from '../../src/console/entities/writes';
import { ChangeKind } from '../../generated/live/live_pb';
import type { Session } from '../../generated/manager/auth_pb';
import { startBalancer, startNode, freePort } from '../support/balancedNodes';
import type { Balancer, NodeProcess } from '../support/balancedNodes';
import { startS3Server } from '../support/s3Server';
import type { S3Server } from '../support/s3Server';
import { startSmtpServer } from '../support/smtpServer';
import type { SmtpServer } from '../support/smtpServer';
import { freshDatabase } from '../support/testDatabase';
import { signedInConsole, until, useConsoleGlobals } from '../integration/support/consoleHarness';
import {
  as,
  clientsFor,
  eventually,
  newEvent,
  newOrganiser,
  refusal,
} from '../integration/support/harness';
import type { Clients } from '../integration/support/harness';
import { photo, put, requestUpload } from '../integration/support/filesHarness';
import { LiveClient } from '../integration/support/liveClient';

jest.setTimeout(120_000);

const RESOURCE_EXHAUSTED = 8;
const UNAUTHENTICATED = 16;

let database: { url: string; drop(): Promise<void> };
let db: Client;
let s3: S3Server;
let smtp: SmtpServer;
let dataDir: string;
let a: NodeProcess;
let b: NodeProcess;
let balancer: Balancer;
/** The nodes' and the balancer's clients: every call goes over HTTP to that process. */
let viaA: { baseUrl: string; clients: Clients };
let viaB: { baseUrl: string; clients: Clients };
let viaBalancer: { baseUrl: string; clients: Clients };
const stores: AppStore[] = [];
const lives: LiveClient[] = [];

/** The node's connections name it in pg_stat_activity (application_name). */
const nodeDatabaseUrl = (name: string) => {
  const url = new URL(database.url);
  url.searchParams.set('application_name', `eventapp-${name}`);
  return url.toString();
};

beforeAll(async () => {
  database = await freshDatabase();
  db = new Client({ connectionString: database.url });
  await db.connect();
  [s3, smtp, dataDir] = await Promise.all([
    startS3Server(),
    startSmtpServer(),
    mkdtemp(path.join(tmpdir(), 'eventapp-cluster-')),
  ]);
  const balancerPort = await freePort();
  const secret = randomBytes(32).toString('base64url');
  const env = (name: string) => ({
    ...process.env,
    ...s3.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, name),
    DATABASE_URL: nodeDatabaseUrl(name),
    STORAGE_URL: s3.storageUrl,
    SMTP_URL: smtp.smtpUrl,
    OUTBOX_RETRY: '200',
    SECRET: secret,
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    TRUSTED_PROXY: '127.0.0.1',
    DNS_SERVERS: '127.0.0.1:9',
    LOG_LEVEL: 'warn',
  });
  [a, b] = await Promise.all([startNode('a', env('a')), startNode('b', env('b'))]);
  balancer = await startBalancer(balancerPort, { a: a.port, b: b.port });
  viaA = { baseUrl: a.baseUrl, clients: clientsFor(a.baseUrl) };
  viaB = { baseUrl: b.baseUrl, clients: clientsFor(b.baseUrl) };
  viaBalancer = { baseUrl: balancer.baseUrl, clients: clientsFor(balancer.baseUrl) };
  useConsoleGlobals(balancer.baseUrl);
}, 180_000);

afterAll(async () => {
  for (const store of stores) store.dispatch({ type: 'session/signedOut' });
  await Promise.all(lives.map((l) => l.close()));
  await Promise.all([balancer?.stop(), a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await db?.end();
  await Promise.all([s3?.stop(), smtp?.down(), database?.drop()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

/** The node's open live sockets, from its /metrics. */
async function liveSockets(node: { baseUrl: string }): Promise<number> {
  const metrics = await (await fetch(`${node.baseUrl}/metrics`)).text();
  return Number(/^eventapp_live_sockets (\d+)$/m.exec(metrics)?.[1]);
}

/** A file as the organiser's console reads it (an unpublished event's files need the session). */
const resource = async (
  node: { baseUrl: string },
  eventId: string,
  fileId: string,
  idToken: string,
) => {
  const res = await fetch(`${node.baseUrl}/api/v1/event_resources/${eventId}/${fileId}`, {
    headers: { 'access-token': idToken },
  });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

it('serves from node B an image uploaded through node A', async () => {
  const org = await newOrganiser(viaBalancer);
  const { eventId } = await newEvent(viaBalancer, org);
  const upload = await requestUpload(viaA, org, eventId, { role: 'event__header' });
  const answer = await put(viaA, upload.uploadLink, await photo(1200, 800));
  expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });

  const fromA = await resource(a, eventId, upload.fileId, org.idToken);
  const fromB = await resource(b, eventId, upload.fileId, org.idToken);
  expect(fromB.res.status).toBe(200);
  expect(fromB.res.headers.get('content-type')).toBe('image/jpeg');
  expect(fromB.res.headers.get('etag')).toBe(fromA.res.headers.get('etag'));
  expect(fromB.body.equals(fromA.body)).toBe(true);
  expect(fromB.body.length).toBeGreaterThan(1000);
});

it('holds on node B a sign-in throttle started on node A', async () => {
  const email = `owner.${randomBytes(4).toString('hex')}@example.com`;
  const password = 'right horse battery';
  await viaBalancer.clients.users.signUpOrg({ email, password });
  // Behind the trusted balancer the forwarded address is the client's.
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  for (let i = 0; i < 5; i += 1) {
    await refusal(
      viaA.clients.auth.signIn({ email, password: 'wrong password' }, from('203.0.113.66')),
      UNAUTHENTICATED,
    );
  }
  expect(
    await refusal(
      viaB.clients.auth.signIn({ email, password }, from('203.0.113.66')),
      RESOURCE_EXHAUSTED,
    ),
  ).toBe('Too many sign-in attempts. Try again later.');
  // The owner elsewhere is let in by the same node: it is the throttle, not the account.
  const session = await viaB.clients.auth.signIn({ email, password }, from('198.51.100.7'));
  expect(session.user?.email).toBe(email);
});

it('delivers once, when SMTP is back, a verification mail asked for while it was down', async () => {
  await smtp.down();
  const org = await newOrganiser(viaBalancer);
  await viaBalancer.clients.auth.sendEmailVerification({}, as(org));
  const [waiting] = await eventually(
    () =>
      rows<{ attempts: number; sent: boolean }>(
        'SELECT attempts, sent_at IS NOT NULL AS sent FROM outbox WHERE recipient = $1',
        [org.email],
      ),
    ([row]) => (row?.attempts ?? 0) >= 2,
    15_000,
  );
  expect(waiting).toMatchObject({ sent: false });
  expect(waiting?.attempts).toBeGreaterThanOrEqual(2);

  await smtp.up();
  const toOrg = () => smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(org.email));
  await eventually(
    async () => toOrg().length,
    (n) => n > 0,
    20_000,
  );
  // Long enough for a second copy to arrive from the other node, if one were sent.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(toOrg()).toHaveLength(1);
  expect(toOrg()[0]?.text).toMatch(/mode=verifyEmail/);
});

it("loses and doubles none of the console's writes when node A dies mid-drain", async () => {
  // A console whose live socket the balancer gave to node A (each sign-in is a new draw).
  let tab: { session: Session; store: AppStore } | undefined;
  for (let tries = 0; !tab && tries < 8; tries += 1) {
    const session = await newOrganiser(viaBalancer);
    const before = await liveSockets(a);
    const store = await signedInConsole(session);
    stores.push(store);
    await until(() => store.getState().live.status === 'online', 'the live socket');
    if ((await liveSockets(a)) > before) tab = { session, store };
    else store.dispatch({ type: 'session/signedOut' });
  }
  if (!tab) throw new Error("no console's live socket landed on node A in 8 sign-ins");
  const { session, store } = tab;
  const uid = session.user?.uid ?? '';
  const eventId = uuidv7();
  store.dispatch(enqueue(eventWrites.create, { eventId, title: 'Keynote', language: 'ru' }));
  await until(() => store.getState().queue.pending.length === 0, 'the event to be created');
  const { clientId } = store.getState().queue;

  // A subscriber on node B, directly.
  const live = await LiveClient.connect(b.wsUrl, session.idToken);
  lives.push(live);
  const target = await live.listen(1, LIVE_TARGETS.speakers.path({ eventId }));

  // The test holds the queue's ledger row, so each batch waits inside its transaction on the
  // node that took it: let B's batches through until one waits on A. (A connection of its own:
  // pg_stat_activity, read by `db`, holds still for the length of a transaction.)
  const locker = new Client({ connectionString: database.url });
  await locker.connect();
  const ledgerLock = async () => {
    await locker.query('BEGIN');
    await locker.query(
      'SELECT 1 FROM mutation_ledger WHERE user_id = $1 AND client_id = $2 FOR UPDATE',
      [uid, clientId],
    );
  };
  await ledgerLock();
  const ids = Array.from({ length: 200 }, () => uuidv7());
  for (const [n, speakerId] of ids.entries()) {
    store.dispatch(enqueue(speakerWrites.create, { eventId, speakerId, name: `Speaker ${n}` }));
  }
  const waitingOn = async () => {
    const [row] = await eventually(
      () =>
        rows<{ node: string }>(
          `SELECT application_name AS node FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%mutation_ledger%'`,
        ),
      (found) => found.length > 0,
      10_000,
    );
    return row?.node;
  };
  let node = await waitingOn();
  const seen = [node];
  while (node === 'eventapp-b' && seen.length < 8) {
    // B's batch commits; the test's next lock waits for that commit, before the next batch.
    await locker.query('COMMIT');
    await ledgerLock();
    node = await waitingOn();
    seen.push(node);
  }
  expect(node).toBe('eventapp-a');
  const appliedBefore = await rows<{ n: number }>(
    'SELECT count(*)::int AS n FROM speakers WHERE event_id = $1',
    [eventId],
  );
  expect(appliedBefore[0]?.n).toBeLessThan(ids.length);

  a.process.kill('SIGKILL');
  await a.exited;
  await locker.query('COMMIT');
  await locker.end();
  // The queue retries through the balancer, which has only node B left.
  store.dispatch(networkOnline());
  await until(
    () => store.getState().queue.pending.length === 0,
    `the queue to drain (seen: ${seen.join(', ')})`,
    90_000,
  );
  expect(store.getState().queue.failed).toEqual([]);

  const stored = await rows<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM speakers WHERE event_id = $1',
    [eventId],
  );
  expect(new Set(stored.map((s) => s.id))).toEqual(new Set(ids));
  expect(stored).toHaveLength(ids.length);
  const [changes] = await rows<{ n: number; docs: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT doc_id)::int AS docs FROM changes
     WHERE event_id = $1 AND collection = 'speakers'`,
    [eventId],
  );
  // One change record per speaker: no write was applied twice.
  expect(changes).toEqual({ n: ids.length, docs: ids.length });
  const [ledger] = await rows<{ last: number; error: number | null }>(
    `SELECT last_mutation_id::int AS last, error_code AS error FROM mutation_ledger
     WHERE user_id = $1 AND client_id = $2`,
    [uid, clientId],
  );
  expect(ledger).toEqual({ last: ids.length + 1, error: null });

  // The subscriber on B saw every speaker arrive, each once.
  await live.until(() => target.docs.size === ids.length, 20_000);
  expect(new Set(target.docs.keys())).toEqual(new Set(ids));
  const added = target.changes.filter((c) => c.kind === ChangeKind.ADDED).map((c) => c.docId);
  expect(added.sort()).toEqual([...ids].sort());

  // The console's live socket is open again, and only node B is there to hold it.
  expect(
    await eventually(
      () => liveSockets(b),
      (n) => n === 2,
      20_000,
    ),
  ).toBe(2);
  expect(store.getState().live.status).toBe('online');
  await expect(fetch(`${a.baseUrl}/readyz`)).rejects.toThrow();
});
