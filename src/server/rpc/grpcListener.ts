// gRPC needs HTTP/2 end to end. Without TLS there is no ALPN, so one cleartext port cannot
// offer HTTP/1.1 (console, gRPC-web, Connect, the live socket) and HTTP/2 at once: gRPC gets a
// port of its own (GRPC_PORT), served by a second Fastify instance with the same routes, limits
// and trusted proxies (the client address throttling counts by), and the main port does not
// offer it.
import { constants } from 'node:http2';
import type { Http2Server, Http2Session } from 'node:http2';
import type { DescService } from '@bufbuild/protobuf';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { connectPlugin } from './connectPlugin';
import type { ConnectPluginOptions } from './connectPlugin';
import { grpcStandardServices } from './grpcStandard';

export type GrpcServer = FastifyInstance<Http2Server>;

/** Concurrent streams a client may open on one HTTP/2 connection (issue 15, item 1). */
export const MAX_STREAMS_PER_CONNECTION = 100;

export interface GrpcSettings {
  /** The product's services, listed by reflection. */
  services: readonly DescService[];
  /** Whether the product can serve: grpc.health.v1 answers SERVING while it can. */
  healthy: () => Promise<boolean>;
  host: string;
  port: number;
  trustedProxies?: string[];
  /** Time a client has to send a whole request, as on the main port. */
  requestTimeoutMs: number;
}

export async function listenGrpc(
  options: ConnectPluginOptions,
  at: GrpcSettings,
  log: FastifyBaseLogger,
): Promise<GrpcServer> {
  const server = Fastify({
    http2: true,
    // As on the main port: X-Forwarded-For is believed from a trusted proxy only.
    trustProxy: at.trustedProxies?.length ? at.trustedProxies : false,
    loggerInstance: log,
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Fastify's own session tracking waits for a 'connect' event that server sessions do not
  // emit, so close would wait for every client's idle timeout: end the sessions here.
  const sessions = new Set<Http2Session>();
  server.server.on('session', (session) => {
    // Node offers a client some 4 billion concurrent streams; a refused body's stream is kept
    // (with up to 64 KB buffered) until the request timeout, so cap the streams per connection.
    session.settings({ maxConcurrentStreams: MAX_STREAMS_PER_CONNECTION });
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.addHook('preClose', async () => {
    for (const session of sessions) session.close();
  });
  // Node's HTTP/2 server has no request timeout, and a session's idle timeout is reset by every
  // frame: a stream that drips its body would be held for ever. Each stream gets the main
  // port's deadline to arrive whole, and is cancelled when it misses it.
  server.server.on('stream', (stream) => {
    const deadline = setTimeout(() => stream.close(constants.NGHTTP2_CANCEL), at.requestTimeoutMs);
    const received = () => clearTimeout(deadline);
    stream.once('end', received);
    stream.once('close', received);
  });
  await server.register(async (scope) =>
    connectPlugin(scope, {
      ...options,
      routes: (router) => {
        options.routes(router);
        grpcStandardServices(router, at.services, at.healthy);
      },
      grpc: true,
      grpcWeb: false,
      connect: false,
    }),
  );
  await server.listen({ host: at.host, port: at.port });
  return server;
}

/** The port the gRPC listener is bound to. */
export function grpcPortOf(server: GrpcServer): number {
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('gRPC is not listening');
  return address.port;
}
