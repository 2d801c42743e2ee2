// Serves the Connect routes on Fastify. It does what @connectrpc/connect-fastify does, plus:
// every body is read as it streams in, with the message limit applied on the way (see
// requestBody.ts); gRPC-web's text mode is translated to and from the binary one; every answer,
// and an unknown method's, carries the request id (requestIdAnswers.ts); and no Fastify parser
// (not even the JSON one) reads a body before Connect does.
import { randomUUID } from 'node:crypto';
import { Code, ConnectError, createConnectRouter } from '@connectrpc/connect';
import type { ConnectRouter, ConnectRouterOptions, ContextValues } from '@connectrpc/connect';
import {
  universalRequestFromNodeRequest,
  universalResponseToNodeResponse,
} from '@connectrpc/connect-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GRPC_WEB_BINARY_TYPE, decodeBase64Body, isGrpcWebText, textResponse } from './grpcWebText';
import { requestIdKey } from './context';
import { limitedBody } from './requestBody';
import { isByteStream, unknownMethodRoute, withRequestId } from './requestIdAnswers';
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

export function connectPlugin(fastify: FastifyInstance, options: ConnectPluginOptions): void {
  const router = createConnectRouter(options);
  options.routes(router);
  // Connect reads every body itself, within its limit: leave them all unparsed here.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  unknownMethodRoute(fastify, {
    grpc: options.grpc === true,
    grpcWeb: options.grpcWeb !== false,
    connect: options.connect !== false,
  });
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
        const response = withRequestId(
          await handler({ ...universal, body }),
          requestId,
          options.grpc === true,
        );
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
