// The request id on every RPC answer, whatever refused the call (README "Protocols"). The
// interceptor (observe.ts) stamps the calls it sees; the library refuses some before any
// interceptor runs: an unsupported content type, compression or timeout, a body over the limit
// or not the method's message, and a method we do not serve never reaches the library at all.
// So every answer carries `request-id` where its client reads an error's metadata: the
// trailers of gRPC and gRPC-web (the HTTP/2 trailers, the trailer frame ending the body), the
// header otherwise. An unknown method is answered as each protocol says (UNIMPLEMENTED), not
// with the web server's own 404 page.
import { randomUUID } from 'node:crypto';
import { Code, ConnectError } from '@connectrpc/connect';
import type { UniversalServerResponse } from '@connectrpc/connect/protocol';
import {
  compressedFlag,
  pipe,
  transformJoinEnvelopes,
  transformSplitEnvelope,
} from '@connectrpc/connect/protocol';
import { errorToJson } from '@connectrpc/connect/protocol-connect';
import { setTrailerStatus } from '@connectrpc/connect/protocol-grpc';
import { trailerFlag, trailerParse, trailerSerialize } from '@connectrpc/connect/protocol-grpc-web';
import { universalResponseToNodeResponse } from '@connectrpc/connect-node';
import type { FastifyInstance } from 'fastify';
import { grpcStatusMessage } from './grpcStatus';

export const REQUEST_ID = 'request-id';

export const isByteStream = (body: unknown): body is AsyncIterable<Uint8Array> =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

/**
 * A gRPC (HTTP/2) answer with its trailers as gRPC clients read them, set once the body is
 * out (the library fills them as it ends): the status message percent-encoded only where gRPC
 * asks (grpc-js decodes with decodeURI, which leaves the library's %3A and %2C), and the
 * request id on every answer.
 */
function grpcAnswer(response: UniversalServerResponse, requestId: string) {
  const { body, trailer } = response;
  if (!trailer || !isByteStream(body)) return response;
  const finish = (headers: Headers) => {
    const message = headers.get('grpc-message');
    if (message !== null) headers.set('grpc-message', grpcStatusMessage(message));
    if (headers.has('grpc-status') && !headers.has(REQUEST_ID)) headers.set(REQUEST_ID, requestId);
  };
  if (response.header) finish(response.header);
  const ended = async function* () {
    yield* body;
    finish(trailer);
  };
  return { ...response, body: ended() };
}

/** Envelopes of an answer are never refused for their size here: the library wrote them. */
const ANY_LENGTH = 0xffffffff;

/** A gRPC-web answer whose trailer frame carries the request id. */
function grpcWebAnswer(response: UniversalServerResponse, requestId: string) {
  const { body, header } = response;
  if (!isByteStream(body) || !header?.get('content-type')?.startsWith('application/grpc-web')) {
    return response;
  }
  const stamped = pipe(
    body,
    transformSplitEnvelope(ANY_LENGTH),
    async function* (envelopes) {
      for await (const envelope of envelopes) {
        // A compressed trailer frame is one the interceptor wrote, with its details: stamped.
        const plainTrailer =
          (envelope.flags & trailerFlag) !== 0 && (envelope.flags & compressedFlag) === 0;
        if (plainTrailer) {
          const trailer = trailerParse(envelope.data);
          if (!trailer.has(REQUEST_ID)) trailer.set(REQUEST_ID, requestId);
          yield { flags: envelope.flags, data: trailerSerialize(trailer) };
        } else {
          yield envelope;
        }
      }
    },
    transformJoinEnvelopes(),
  );
  return { ...response, body: stamped };
}

/**
 * The answer as it goes out, with the request id where its client reads an error's metadata:
 * in the trailers of a gRPC or gRPC-web answer that has them (only there: Connect-ES joins
 * header and trailer, and would read the id twice), else in its header (Connect, and the bare
 * HTTP refusals such as 415).
 */
export function withRequestId(
  response: UniversalServerResponse,
  requestId: string,
  grpc: boolean,
): UniversalServerResponse {
  const answer = grpc ? grpcAnswer(response, requestId) : grpcWebAnswer(response, requestId);
  if (answer !== response) return answer;
  const header = new Headers(response.header);
  if (!header.has(REQUEST_ID)) header.set(REQUEST_ID, requestId);
  return { ...response, header };
}

export interface RpcProtocols {
  grpc: boolean;
  grpcWeb: boolean;
  connect: boolean;
}

const GRPC = /^application\/grpc(\+proto|\+json)?(;|$)/i;
const GRPC_WEB = /^application\/grpc-web(-text)?(\+proto|\+json)?(;|$)/i;
const CONNECT = /^application\/(json|proto|connect\+proto|connect\+json)(;|$)/i;

/**
 * Answers a POST to a method no service has, as the protocol its content type names does:
 * gRPC with status UNIMPLEMENTED in its trailers, gRPC-web in a trailers-only answer, Connect
 * with 404 and an `unimplemented` error. Anything else goes to the server's ordinary 404.
 */
export function unknownMethodRoute(fastify: FastifyInstance, protocols: RpcProtocols): void {
  fastify.post('/*', async (req, reply) => {
    const type = req.headers['content-type'] ?? '';
    const path = req.url.split('?')[0] ?? '';
    const error = new ConnectError(`Method ${path} is not implemented.`, Code.Unimplemented);
    const requestId = randomUUID();
    const status = new Headers({ [REQUEST_ID]: requestId });
    setTrailerStatus(status, error);
    const web = GRPC_WEB.exec(type);
    if (protocols.grpcWeb && web) {
      reply.header('content-type', `application/grpc-web${web[1] ?? ''}+proto`);
      status.forEach((value, key) => reply.header(key, value));
      return reply.code(200).send();
    }
    if (protocols.grpc && !web && GRPC.test(type)) {
      // Node's HTTP/2 compatibility layer cannot end a stream on its headers, and grpc-js
      // reads a status in headers followed by an empty body as INTERNAL: trailers, then.
      status.set('grpc-message', grpcStatusMessage(status.get('grpc-message') ?? ''));
      reply.hijack();
      const body = (async function* (): AsyncGenerator<Uint8Array> {})();
      const header = new Headers({ 'content-type': 'application/grpc+proto' });
      return universalResponseToNodeResponse(
        { status: 200, header, body, trailer: status },
        reply.raw,
      );
    }
    if (protocols.connect && CONNECT.test(type)) {
      return reply
        .code(404)
        .header(REQUEST_ID, requestId)
        .type('application/json')
        .send(errorToJson(error, undefined));
    }
    return reply.callNotFound();
  });
}
