// The server as a factory: database, live hub, RPC services and the WebSocket endpoint on one
// Fastify instance. main.ts only listens; tests build it on a random port.
import path from 'node:path';
import { createContextValues } from '@connectrpc/connect';
import { sql } from 'drizzle-orm';
import type { ConnectRouter } from '@connectrpc/connect';
import { compressionGzip } from '@connectrpc/connect-node';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { liveSessions, sessionIsLive } from './auth/sessions';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import { serveConsole } from './consoleStatic';
import { registerSecurityHeaders } from './securityHeaders';
import { BODY_TIMEOUT_MS, UNFINISHED_BODIES_PER_ADDRESS, registerBodyGuard } from './bodyGuard';
import { registerHealthRoute } from './health';
import { Metrics, registerMetricsRoute } from './metrics';
import { openDatabase } from './db/database';
import { AREAS } from './areas';
import { DomainVerifier } from './areas/customDomain';
import { deleteFullBuckets } from './areas/statistics';
import { pruneThrottle } from './areas/auth';
import { createFilesContext, RESOURCES_PATH, UPLOAD_PATH } from './areas/files';
import type { FilesContext } from './areas/files';
import { mergeServices } from './areas/registration';
import type { RegisteredService } from './areas/registration';
import type { Database } from './db/database';
import { LiveHub } from './live/hub';
import { LIVE_PATH, createLiveSocketServer } from './live/socket';
import { Leadership, periodicJob } from './db/leadership';
import { createMailer } from './mail/mailer';
import { OUTBOX_CHANNEL } from './outbox/outbox';
import { OutboxSender } from './outbox/sender';
import { createPushSender } from './push/pushSender';
import { createSmsSender } from './sms/smsSender';
import { peerAddress } from './rpc/context';
import type { Deps } from './rpc/deps';
import { observeCalls } from './rpc/observe';
import { describeRefusals } from './rpc/refusals';
import { checkRequests } from './rpc/requestChecks';
import type { RequestCheck } from './rpc/requestChecks';
import { refuseNulText } from './rpc/textGuard';
import { safeError } from './safeError';
import { registerRobotsRoute } from './robots';
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
  /**
   * Leaves the balancer's pool (SIGTERM): /readyz answers 503, live sockets are told to
   * reconnect now (elsewhere), no connection is accepted, requests in flight finish.
   */
  drain(): Promise<void>;
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The clock of the statistics (tests place hits on chosen days); default the real one. */
  now?: () => Date;
  /** The built console it serves; default dist/console (a bench serves an older build beside). */
  consoleDir?: string;
}

const MAX_MESSAGE_BYTES = 1024 * 1024;
const DOMAIN_CHECK_CHANNEL = 'domain_check';
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
  await registerSecurityHeaders(fastify, [`${RESOURCES_PATH}/`]);
  registerBodyGuard(fastify, {
    bodyTimeoutMs: Math.min(config.bodyTimeoutMs ?? BODY_TIMEOUT_MS, requestTimeout),
    perAddress: UNFINISHED_BODIES_PER_ADDRESS,
    longBodies: (pathname) => pathname.startsWith(`${UPLOAD_PATH}/`),
  });
  const database = await openDatabase(config.databaseUrl);
  const tokens = new TokenService(config.secret, (sid) => sessionIsLive(database.db, sid));
  const outboxDir = path.join(config.dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log });
  const now = options.now ?? (() => new Date());
  const verifier = new DomainVerifier({
    database,
    log,
    intervalMs: config.domainCheckIntervalMs,
    dnsServers: config.dnsServers,
  });
  const push = createPushSender(config, database);
  const sender = new OutboxSender({
    database,
    mailer,
    sms: createSmsSender({ smsUrl: config.smsUrl, outboxDir, log }),
    push,
    log,
    now,
    retryMs: config.outboxRetryMs ?? 5_000,
    giveUpMs: config.outboxGiveUpMs ?? 24 * 3600_000,
  });
  // Background work runs on the node that leads; the others pass it requests by NOTIFY.
  const leadership = new Leadership(config.databaseUrl, log);
  leadership.add(sender);
  leadership.add({ name: 'domains', start: () => verifier.start(), stop: () => verifier.stop() });
  leadership.add(
    periodicJob('rate limit clean-up', 60_000, () => deleteFullBuckets(database, now()), log),
  );
  leadership.add(
    periodicJob('sign-in throttle clean-up', 60_000, () => pruneThrottle(database.db, now()), log),
  );
  const unlisten = [
    await database.listen(OUTBOX_CHANNEL, () => sender.wake()),
    await database.listen(DOMAIN_CHECK_CHANNEL, (eventId) => {
      if (eventId) verifier.checkSoon(eventId);
    }),
  ];
  const checkDomain = (eventId: string) => {
    if (leadership.isLeader) verifier.checkSoon(eventId);
    else
      void database
        .query('SELECT pg_notify($1, $2)', [DOMAIN_CHECK_CHANNEL, eventId])
        .catch((error: unknown) => log.warn({ err: error }, 'domain check not passed on'));
  };
  const files = await createFilesContext(config);
  // Filled in below, once the hub and the socket server exist.
  const gauges = { liveSockets: () => 0, liveSubscriptions: () => 0 };
  const metrics = new Metrics({
    liveSockets: () => gauges.liveSockets(),
    liveSubscriptions: () => gauges.liveSubscriptions(),
    outboxBacklog: async () => {
      const [row] = await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
        [],
      );
      return row?.n ?? 0;
    },
  });
  const deps: Deps = {
    config,
    database,
    tokens,
    log,
    now,
    files,
    metrics,
    checkDomain,
    vapidPublicKey: push.publicKey,
    addLeaderJob: (job) => leadership.add(job),
  };
  // Throws here, at start-up, when two areas implement one method.
  const services = authorisedServices(mergeServices(AREAS, deps), deps);
  // Every call's checks, alone or inside a batch of queued writes.
  const requestChecks: readonly RequestCheck[] = [refuseNulText];
  services.push(
    writeQueueService(services, log, requestChecks, (writes) =>
      metrics.queueBatchWrites.observe(writes),
    ),
  );
  const hub = new LiveHub(database, log);
  await hub.start();
  const live = createLiveSocketServer(hub, tokens, log, (sids) => liveSessions(database.db, sids));
  gauges.liveSockets = () => live.socketCount;
  gauges.liveSubscriptions = () => hub.subscriptionCount;

  const routes = (router: ConnectRouter) => {
    for (const { service, impl } of services) router.service(service, impl);
  };
  const rpc: ConnectPluginOptions = {
    routes,
    readMaxBytes: MAX_MESSAGE_BYTES,
    // gzip both ways on every protocol, as Connect, gRPC-web and gRPC clients expect: requests
    // are inflated within readMaxBytes; answers of 1 KiB or more are compressed when the client
    // accepts gzip (smaller ones gain less than the CPU costs).
    acceptCompression: [compressionGzip],
    compressMinBytes: 1024,
    interceptors: [observeCalls(log, metrics), describeRefusals(), checkRequests(requestChecks)],
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
      {
        host,
        port,
        trustedProxies,
        requestTimeoutMs: requestTimeout,
        services: services.map((s) => s.service),
        healthy: async () => {
          await database.db.execute(sql`SELECT 1`);
          return true;
        },
      },
      log,
    );
  }

  for (const area of AREAS) await area.routes?.(fastify, deps);
  registerRobotsRoute(fastify);
  await serveConsole(fastify, { dir: options.consoleDir, sourceMaps: config.serveSourceMaps });

  let draining = false;
  registerHealthRoute(fastify, {
    database,
    hub,
    token: config.healthToken,
    draining: () => draining,
  });
  registerMetricsRoute(fastify, metrics, config.healthToken);

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
    await leadership.close();
    await Promise.all(unlisten.map((stop) => stop()));
    await hub.stop();
    mailer.close();
    await database.close();
    await files.close();
  });

  await leadership.start();
  return {
    fastify,
    database,
    hub,
    config,
    files,
    services,
    grpcPort: () => (grpc ? grpcPortOf(grpc) : undefined),
    close: () => fastify.close(),
    async drain() {
      draining = true;
      await fastify.close();
    },
  };
}
