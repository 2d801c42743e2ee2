// The server as a factory: database, live hub, RPC services and the WebSocket endpoint on one
// Fastify instance. main.ts only listens; tests build it on a random port.
import path from 'node:path';
import { createContextValues } from '@connectrpc/connect';
import type { ConnectRouter } from '@connectrpc/connect';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import { serveConsole } from './consoleStatic';
import { openDatabase } from './db/database';
import { AREAS } from './areas';
import { DomainVerifier } from './areas/customDomain';
import { createFilesContext } from './areas/files';
import type { FilesContext } from './areas/files';
import { mergeServices } from './areas/registration';
import type { RegisteredService } from './areas/registration';
import type { Database } from './db/database';
import { LiveHub } from './live/hub';
import { LIVE_PATH, createLiveSocketServer } from './live/socket';
import { createMailer } from './mail/mailer';
import { peerAddress } from './rpc/context';
import type { Deps } from './rpc/deps';
import { observeCalls } from './rpc/observe';
import { connectPlugin } from './rpc/connectPlugin';

export interface App {
  fastify: FastifyInstance;
  database: Database;
  hub: LiveHub;
  config: Config;
  files: FilesContext;
  /** The RPC services the areas implement, merged per proto service. */
  services: readonly RegisteredService[];
  close(): Promise<void>;
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The clock of the statistics (tests place hits on chosen days); default the real one. */
  now?: () => Date;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;

export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  // RPC calls are logged once each by observeCalls, with their request id.
  const fastify = Fastify({
    logger: options.logger ?? true,
    logController: new LogController({ disableRequestLogging: true }),
  });
  const log = fastify.log;
  const database = await openDatabase(config.databaseUrl);
  const tokens = new TokenService(config.secret);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const now = options.now ?? (() => new Date());
  const verifier = new DomainVerifier({
    database,
    log,
    intervalMs: config.domainCheckIntervalMs,
    dnsServers: config.dnsServers,
  });
  const files = await createFilesContext(config);
  const deps: Deps = {
    config,
    database,
    tokens,
    mailer,
    log,
    now,
    files,
    checkDomain: (eventId) => verifier.checkSoon(eventId),
  };
  // Throws here, at start-up, when two areas implement one method.
  const services = mergeServices(AREAS, deps);
  const hub = new LiveHub(database, log);
  await hub.start();
  const live = createLiveSocketServer(hub, tokens, log);

  const routes = (router: ConnectRouter) => {
    for (const { service, impl } of services) router.service(service, impl);
  };
  // Encapsulated: its catch-all content type parser applies to the RPC routes only.
  await fastify.register(async (scope) =>
    connectPlugin(scope, {
      routes,
      grpcWeb: true,
      connect: true,
      grpc: true,
      readMaxBytes: MAX_MESSAGE_BYTES,
      interceptors: [observeCalls(log)],
      contextValues: (req) => createContextValues().set(peerAddress, req.ip),
    }),
  );

  for (const area of AREAS) await area.routes?.(fastify, deps);
  await serveConsole(fastify);

  fastify.get('/healthz', async () => {
    await database.db.execute(sql`SELECT 1`);
    return { ok: true, database: database.kind, liveSubscriptions: hub.subscriptionCount };
  });

  fastify.server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === LIVE_PATH) live.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  fastify.addHook('preClose', async () => {
    await live.close();
  });
  fastify.addHook('onClose', async () => {
    await verifier.stop();
    await hub.stop();
    mailer.close();
    await database.close();
    await files.close();
  });

  verifier.start();
  return { fastify, database, hub, config, files, services, close: () => fastify.close() };
}
