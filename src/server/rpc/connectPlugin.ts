// Serves the Connect routes on Fastify (gRPC-web, gRPC and Connect). It does what
// @connectrpc/connect-fastify does, plus one thing: a binary request that does not decode
// as the method's input is refused as INVALID_ARGUMENT (the library reports it as INTERNAL,
// with the parser's own text), so hostile bytes look like any other bad input.
import { fromBinary } from '@bufbuild/protobuf';
import type { DescMessage } from '@bufbuild/protobuf';
import { Code, ConnectError, createConnectRouter } from '@connectrpc/connect';
import type { ConnectRouter, ConnectRouterOptions, ContextValues } from '@connectrpc/connect';
import {
  universalRequestFromNodeRequest,
  universalResponseToNodeResponse,
} from '@connectrpc/connect-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface ConnectPluginOptions extends ConnectRouterOptions {
  routes: (router: ConnectRouter) => void;
  contextValues: (req: FastifyRequest) => ContextValues;
}

const ENVELOPED = /^application\/grpc(-web)?\+proto|^application\/grpc(-web)?$/;
const CONNECT_PROTO = /^application\/proto/;

async function* checkedBody(
  body: AsyncIterable<Uint8Array>,
  input: DescMessage,
  contentType: string,
  compressed: boolean,
): AsyncIterable<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const refuse = () =>
    new ConnectError(`request: not a valid ${input.typeName} message.`, Code.InvalidArgument);
  if (ENVELOPED.test(contentType)) {
    for (let offset = 0; offset + 5 <= bytes.length; ) {
      const flags = bytes[offset] ?? 0;
      const length = bytes.readUInt32BE(offset + 1);
      const end = offset + 5 + length;
      if (end > bytes.length) break; // a short envelope is the library's to report
      if ((flags & 0x81) === 0) {
        try {
          fromBinary(input, bytes.subarray(offset + 5, end));
        } catch {
          throw refuse();
        }
      }
      offset = end;
    }
  } else if (CONNECT_PROTO.test(contentType) && !compressed) {
    try {
      fromBinary(input, bytes);
    } catch {
      throw refuse();
    }
  }
  yield bytes;
}

export function connectPlugin(fastify: FastifyInstance, options: ConnectPluginOptions): void {
  const router = createConnectRouter(options);
  options.routes(router);
  // Connect reads the body itself: leave every content type unparsed on these routes.
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  for (const handler of router.handlers) {
    fastify.all(handler.requestPath, async (req, reply) => {
      const universal = universalRequestFromNodeRequest(
        req.raw,
        reply.raw,
        undefined,
        options.contextValues(req),
      );
      const contentType = String(req.headers['content-type'] ?? '');
      const compressed = Boolean(
        req.headers['content-encoding'] && req.headers['content-encoding'] !== 'identity',
      );
      const body =
        universal.body instanceof Uint8Array || !(Symbol.asyncIterator in Object(universal.body))
          ? universal.body
          : checkedBody(
              universal.body as AsyncIterable<Uint8Array>,
              handler.method.input,
              contentType,
              compressed,
            );
      try {
        const response = await handler({ ...universal, body });
        for (const [key, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(key, value);
        }
        await universalResponseToNodeResponse(response, reply.raw);
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
