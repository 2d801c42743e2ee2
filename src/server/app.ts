// The server as a factory: database, live hub, RPC services and the WebSocket endpoint on one
// Fastify instance. main.ts only listens; tests build it on a random port.
import path from 'node:path';
import { createContextValues } from '@connectrpc/connect';
import type { ConnectRouter } from '@connectrpc/connect';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { liveSessions, sessionIsLive } from './auth/sessions';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import { serveConsole } from './consoleStatic';
import { registerSecurityHeaders } from './securityHeaders';
import { registerHealthRoute } from './health';
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
import { refuseNulText } from './rpc/textGuard';
import { safeError } from './safeError';
import { connectPlugin } from './rpc/connectPlugin';
import { authorisedServices } from './rpc/authorise';
import { writeQueueService } from './rpc/writeBatch';
import type { ConnectPluginOptions } from './rpc/connectPlugin';
import { grpcPortOf, listenGrpc } from './rpc/grpcListener';
import type { GrpcServer } from './rpc/grpcListener';

export interface App {
  fastify: FastifyInstance;
  database: Database;
  hub: LiveHub;
  config: Config;
  files: FilesContext;
  /** The RPC services the areas implement, merged per proto service. */
  services: readonly RegisteredService[];
  /** The port gRPC (HTTP/2) is served on, when GRPC_PORT is set. */
  grpcPort(): number | undefined;
  close(): Promise<void>;
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The clock of the statistics (tests place hits on chosen days); default the real one. */
  now?: () => Date;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;
/** Slow clients may not hold connections: headers within 10 s, a whole request (uploads
 * over venue Wi-Fi included) within two minutes. The live socket, once upgraded, is not a
 * request any more: its own heartbeat watches it. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 120_000;

/** Every logged error goes through safeError: no query parameters, rows or secrets. */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, err: safeError } };
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  // RPC calls are logged once each by observeCalls, with their request id.
  const requestTimeout = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(config.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout);
  const fastify = Fastify({
    logger: withSafeErrors(options.logger ?? true),
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout,
    // The client address and scheme from X-Forwarded-* only when a trusted proxy sent them.
    trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
    // Node checks both timeouts every connectionsCheckingInterval (30 s by default).
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(1000, headersTimeout / 2),
    },
  });
  const log = fastify.log;
  // Before any route: route-level options (the attendee pages') are read as routes are added.
  await registerSecurityHeaders(fastify);
  const database = await openDatabase(config.databaseUrl);
  const tokens = new TokenService(config.secret, (sid) => sessionIsLive(database.db, sid));
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
  const services = authorisedServices(mergeServices(AREAS, deps), deps);
  services.push(writeQueueService(services, log));
  const hub = new LiveHub(database, log);
  await hub.start();
  const live = createLiveSocketServer(hub, tokens, log, (sids) => liveSessions(database.db, sids));

  const routes = (router: ConnectRouter) => {
    for (const { service, impl } of services) router.service(service, impl);
  };
  const rpc: ConnectPluginOptions = {
    routes,
    readMaxBytes: MAX_MESSAGE_BYTES,
    interceptors: [observeCalls(log), refuseNulText()],
    contextValues: (req) => createContextValues().set(peerAddress, req.ip),
  };
  // Encapsulated: its catch-all content type parser applies to the RPC routes only. gRPC is
  // served over HTTP/2 only, on its own port (rpc/grpcListener.ts says why).
  await fastify.register(async (scope) =>
    connectPlugin(scope, { ...rpc, grpcWeb: true, connect: true, grpc: false }),
  );
  let grpc: GrpcServer | undefined;
  if (config.grpcPort !== undefined) {
    const { host, grpcPort: port, trustedProxies } = config;
    grpc = await listenGrpc(
      rpc,
      { host, port, trustedProxies, requestTimeoutMs: requestTimeout },
      log,
    );
  }

  for (const area of AREAS) await area.routes?.(fastify, deps);
  await serveConsole(fastify, { sourceMaps: config.serveSourceMaps });

  registerHealthRoute(fastify, { database, hub, token: config.healthToken });

  fastify.server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === LIVE_PATH) live.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  fastify.addHook('preClose', async () => {
    await live.close();
  });
  fastify.addHook('onClose', async () => {
    await grpc?.close();
    await verifier.stop();
    await hub.stop();
    mailer.close();
    await database.close();
    await files.close();
  });

  verifier.start();
  return {
    fastify,
    database,
    hub,
    config,
    files,
    services,
    grpcPort: () => (grpc ? grpcPortOf(grpc) : undefined),
    close: () => fastify.close(),
  };
}
