// Serves the Connect routes on Fastify. It does what @connectrpc/connect-fastify does, plus:
// every body is read as it streams in, with the message limit applied on the way (see
// requestBody.ts); gRPC-web's text mode is translated to and from the binary one; and no
// Fastify parser (not even the JSON one) reads a body before Connect does.
import { randomUUID } from 'node:crypto';
import { Code, ConnectError, createConnectRouter } from '@connectrpc/connect';
import type { ConnectRouter, ConnectRouterOptions, ContextValues } from '@connectrpc/connect';
import type { UniversalServerResponse } from '@connectrpc/connect/protocol';
import {
  universalRequestFromNodeRequest,
  universalResponseToNodeResponse,
} from '@connectrpc/connect-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GRPC_WEB_BINARY_TYPE, decodeBase64Body, isGrpcWebText, textResponse } from './grpcWebText';
import { requestIdKey } from './context';
import { grpcStatusMessage } from './grpcStatus';
import { limitedBody } from './requestBody';
import type { BodyShape } from './requestBody';

export interface ConnectPluginOptions extends ConnectRouterOptions {
  routes: (router: ConnectRouter) => void;
  contextValues: (req: FastifyRequest) => ContextValues;
  readMaxBytes: number;
}

const ENVELOPED = /^application\/(grpc|connect\+)/i;
const BINARY = /^application\/(grpc(-web)?(\+proto)?|proto|connect\+proto)(;|$)/i;

function shapeOf(headers: Headers): BodyShape {
  const type = headers.get('content-type') ?? '';
  const enveloped = ENVELOPED.test(type);
  // Enveloped messages name their compression in grpc-encoding (Connect streams in
  // connect-content-encoding) and flag each compressed one; a Connect unary body has the
  // HTTP header.
  const named = enveloped
    ? (headers.get('grpc-encoding') ?? headers.get('connect-content-encoding'))
    : headers.get('content-encoding');
  const encoding = named === null || named === 'identity' ? null : named.trim().toLowerCase();
  const length = Number(headers.get('content-length') ?? NaN);
  return {
    enveloped,
    checkable: BINARY.test(type),
    encoding,
    declaredLength: Number.isFinite(length) ? length : undefined,
  };
}

const isByteStream = (body: unknown): body is AsyncIterable<Uint8Array> =>
  typeof body === 'object' && body !== null && Symbol.asyncIterator in body;

/**
 * A gRPC (HTTP/2) answer with its trailers as gRPC clients read them, set once the body is
 * out (the library fills them as it ends): the status message percent-encoded only where gRPC
 * asks (grpc-js decodes with decodeURI, which leaves the library's %3A and %2C), and the
 * request id on every answer, also an error raised before the interceptors saw the call.
 */
function grpcTrailers(response: UniversalServerResponse, requestId: string) {
  const { body, trailer } = response;
  if (!trailer || !isByteStream(body)) return response;
  const finish = (headers: Headers) => {
    const message = headers.get('grpc-message');
    if (message !== null) headers.set('grpc-message', grpcStatusMessage(message));
    if (headers.has('grpc-status') && !headers.has('request-id')) {
      headers.set('request-id', requestId);
    }
  };
  if (response.header) finish(response.header);
  const ended = async function* () {
    yield* body;
    finish(trailer);
  };
  return { ...response, body: ended() };
}

export function connectPlugin(fastify: FastifyInstance, options: ConnectPluginOptions): void {
  const router = createConnectRouter(options);
  options.routes(router);
  // Connect reads every body itself, within its limit: leave them all unparsed here.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  for (const handler of router.handlers) {
    fastify.all(handler.requestPath, async (req, reply) => {
      const requestId = randomUUID();
      const universal = universalRequestFromNodeRequest(
        req.raw,
        reply.raw,
        undefined,
        options.contextValues(req).set(requestIdKey, requestId),
      );
      const text = isGrpcWebText(universal.header.get('content-type') ?? '');
      if (text) universal.header.set('content-type', GRPC_WEB_BINARY_TYPE);
      let { body } = universal;
      if (isByteStream(body)) {
        const shape = shapeOf(universal.header);
        body = limitedBody(
          text ? decodeBase64Body(body) : body,
          handler.method.input,
          shape,
          options.readMaxBytes,
        );
        // A gzip unary body arrives inflated (limitedBody): the library must not inflate it
        // again, nor hold it to the compressed length.
        if (!shape.enveloped && shape.encoding === 'gzip') {
          universal.header.delete('content-encoding');
          universal.header.delete('content-length');
        }
      }
      try {
        let response = await handler({ ...universal, body });
        if (options.grpc) response = grpcTrailers(response, requestId);
        for (const [key, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(key, value);
        }
        // Answered before the whole body arrived (refused at its limit, or unread): close the
        // connection rather than drain the rest. HTTP/2 has no such header; its flow control
        // stops the sender instead.
        if (!req.raw.complete && req.raw.httpVersionMajor === 1) {
          reply.raw.setHeader('connection', 'close');
        }
        await universalResponseToNodeResponse(text ? textResponse(response) : response, reply.raw);
      } catch (error) {
        if (ConnectError.from(error).code !== Code.Aborted) {
          req.log.error(
            { err: error },
            `rpc ${handler.service.typeName}/${handler.method.name} failed`,
          );
        }
      }
    });
  }
}
