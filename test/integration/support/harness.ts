// Integration test driver: a real server on a random port with a database of its own (a clone
// of the run's migrated template), real gRPC-web clients and real mail files.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create, toBinary } from '@bufbuild/protobuf';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { createClients } from '../../../src/common/clients';
import type { Clients } from '../../../src/common/clients';
import { buildApp } from '../../../src/server/app';
import { freshDatabase } from '../../support/testDatabase';
import { outboxMailLinks } from '../../support/mailOutbox';
import { LiveClient } from './liveClient';
import { mailWaiting } from './dbState';
import type { App, AppOptions } from '../../../src/server/app';
import type { Config } from '../../../src/server/config';

export interface TestServer {
  app: App;
  baseUrl: string;
  wsUrl: string;
  dataDir: string;
  clients: Clients;
  /** Stops and starts it again on the same database and secret (a new port). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export type { Clients };

export function clientsFor(baseUrl: string): Clients {
  return createClients(createGrpcWebTransport({ baseUrl, httpVersion: '1.1' }));
}

/**
 * A server of its own; `config` overrides defaults (DNS servers, check interval…). Given a
 * databaseUrl (and the secret) of another server, it is a second node of that one: see
 * startNodeBeside.
 */
export async function startServer(
  config: Partial<Config> = {},
  options: Pick<AppOptions, 'now' | 'logger'> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-test-'));
  const database = config.databaseUrl
    ? { url: config.databaseUrl, drop: async () => undefined }
    : await freshDatabase();
  const secret = config.secret ?? randomBytes(16).toString('hex');
  const boot = async () => {
    const app = await buildApp(
      {
        host: '127.0.0.1',
        port: 0,
        dataDir,
        databaseUrl: database.url,
        publicUrl: 'http://console.test',
        secret,
        publicHost: 'console.test',
        domainCheckIntervalMs: 60_000,
        // Nothing listens there: a domain set by a test that brings no DNS server stays pending
        // at once, instead of asking the machine's resolver.
        dnsServers: ['127.0.0.1:9'],
        ...config,
      },
      {
        logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
        ...options,
      },
    );
    await app.fastify.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.fastify.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${port}`;
    return { app, baseUrl, wsUrl: `ws://127.0.0.1:${port}/live`, clients: clientsFor(baseUrl) };
  };
  const server: TestServer = {
    ...(await boot()),
    dataDir,
    async restart() {
      // As a killed process would: requests in flight lose their connections.
      await closeDroppingConnections(server.app);
      Object.assign(server, await boot());
    },
    async stop() {
      await closeDroppingConnections(server.app);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Another node of a server: the same database and secret, its own port and data directory. */
export const startNodeBeside = (server: TestServer, config: Partial<Config> = {}) =>
  startServer({
    databaseUrl: server.app.config.databaseUrl,
    secret: server.app.config.secret,
    ...config,
  });

/**
 * Closes the app, dropping its connections until it is closed: those accepted while its
 * close hooks ran too (a queue retrying against a server being restarted). Waiting for their
 * requests held a soak's restart or close for over a minute on a loaded machine.
 */
async function closeDroppingConnections(app: App): Promise<void> {
  const drop = () => app.fastify.server.closeAllConnections();
  const timer = setInterval(drop, 100);
  try {
    const closing = app.close();
    drop();
    await closing;
  } finally {
    clearInterval(timer);
  }
}

/** Call options for a signed-in organiser, optionally as a queued mutation. */
export function as(session: Session, mutation?: { clientId: string; mutationId: number }) {
  const headers: Record<string, string> = { 'access-token': session.idToken };
  if (mutation) {
    headers['client-id'] = mutation.clientId;
    headers['mutation-id'] = String(mutation.mutationId);
  }
  return { headers };
}

let accounts = 0;

/** Signs up a new organiser and signs in. */
/** One call as a WriteQueue/SendWrites batch carries it: what the console's queue sends. */
export function queuedWrite<S extends DescMessage>(
  service: string,
  method: string,
  schema: S,
  init: MessageInitShape<S>,
  mutationId = 1n,
) {
  return { service, method, request: toBinary(schema, create(schema, init)), mutationId };
}

export async function newOrganiser(
  server: Pick<TestServer, 'clients'>,
  password = 'correct horse',
): Promise<Session & { password: string; email: string }> {
  accounts += 1;
  const email = `org${accounts}.${randomBytes(3).toString('hex')}@example.com`;
  await server.clients.users.signUpOrg({ email, password });
  const session = await server.clients.auth.signIn({ email, password });
  return Object.assign(session, { password, email });
}

/** Creates an event and returns its id and key. */
export async function newEvent(
  server: Pick<TestServer, 'clients'>,
  session: Session,
  title = 'Test event',
) {
  const eventId = uuidv7();
  const res = await server.clients.events.createEvent(
    { eventId, title, language: '' },
    as(session),
  );
  return { eventId, key: res.filteredEventKey };
}

/**
 * The action links of the mails sent to an address, oldest first. A reset mail is sent after
 * the call has answered (so that its timing reveals no account): wait a while for a first one.
 */
export async function mailLinks(
  server: TestServer,
  to: string,
  waitMs = 3_000,
  linkPath = '/auth/action',
): Promise<URL[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // Mail goes out through the outbox after the call has answered: read once what was asked
    // for this address has been sent (or the wait is over).
    const waiting = await mailWaiting(server, to);
    const links = await outboxMailLinks(server.dataDir, to, 'http://console.test', linkPath);
    if ((links.length > 0 && waiting === 0) || Date.now() > deadline) return links;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Expects a call to fail with a gRPC code; returns the error message. */
export async function refusal(call: Promise<unknown>, code: number): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) throw new Error(`expected code ${code}, but the call succeeded`);
  const { code: actual, rawMessage } = error as { code: number; rawMessage: string };
  if (actual !== code) throw new Error(`expected code ${code}, got ${actual}: ${rawMessage}`);
  return rawMessage;
}

/**
 * One server for a test file, and live clients that are closed after each test: registers the
 * hooks, and hands out the server (once started) and a `connect` that tracks its clients.
 */
/** One server for a test file (startServer's arguments), started before its first test. */
export function serverPerFile(...args: Parameters<typeof startServer>) {
  let server: TestServer | undefined;
  const open: LiveClient[] = [];
  beforeAll(async () => {
    server = await startServer(...args);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(() => server?.stop());
  const started = () => {
    if (!server) throw new Error('the server starts in beforeAll');
    return server;
  };
  return {
    get server() {
      return started();
    },
    async connect(session: Session): Promise<LiveClient> {
      const live = await LiveClient.connect(started().wsUrl, session.idToken);
      open.push(live);
      return live;
    },
  };
}

/**
 * Reads until `ok` holds or `ms` pass, and returns the last reading (the caller's assertion
 * then says what was wrong). For what shows a moment after a commit: a write of this server is
 * read at once by its public cache, but what other nodes or the listeners see follows the change
 * log's notification.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
