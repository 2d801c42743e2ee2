// The request id on every RPC error (issue 27, finding 7), also one raised before the
// interceptors run: a method we do not serve, an unsupported content type or compression, a
// body over the limit or not the method's message, a bad timeout. Read as outside clients
// read it: the Connect-ES clients (gRPC-web and Connect), @grpc/grpc-js, and raw HTTP where no
// client can send the fault; each finds the id once, where its protocol keeps an error's
// metadata (the trailers of gRPC and gRPC-web, the header of Connect).
import http2 from 'node:http2';
import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import type { Transport } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import { Auth, SessionSchema, SignInRequestSchema } from '../../../generated/manager/auth_pb';
import {
  Health,
  HealthCheckRequestSchema,
  HealthCheckResponseSchema,
} from '../../../generated/grpc/health/v1/health_pb';
import { bufCurl } from '../support/bufCurl';
import { grpcJsClient } from './grpcJs';
import type { GrpcJsError } from './grpcJs';
import { startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { envelope, grpcWebFrames } from '../support/rawRpc';

jest.setTimeout(60_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGN_IN = '/manager.Auth/SignIn';
const UNKNOWN = '/manager.Auth/NoSuchMethod';
/** Over the server's 1 MiB message limit. */
const OVERSIZED = { email: 'x'.repeat(1_100_000), password: 'x' };

const signInBytes = (message = {}) =>
  toBinary(SignInRequestSchema, create(SignInRequestSchema, message));

describe('the request id on RPC errors raised before the interceptors', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A short request timeout: HTTP/2 keeps a refused body's stream open until it passes, and
    // the server's stop waits for it.
    server = await startServer({ grpcPort: 0, requestTimeoutMs: 3000 });
  });
  afterAll(() => server?.stop());

  /** The error a Connect-ES call fails with. */
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => {
        throw new Error('the call succeeded');
      },
      (e: unknown) => ConnectError.from(e),
    );

  describe.each([
    ['gRPC-web', () => createGrpcWebTransport({ baseUrl: server.baseUrl, httpVersion: '1.1' })],
    ['Connect', () => createConnectTransport({ baseUrl: server.baseUrl, httpVersion: '1.1' })],
  ] as [string, () => Transport][])('%s, read by the Connect-ES client', (_name, transport) => {
    it('finds one request id on a message over the limit', async () => {
      const error = await failure(createClient(Auth, transport()).signIn(OVERSIZED));
      expect(error.code).toBe(Code.ResourceExhausted);
      expect(error.metadata.get('request-id')).toMatch(UUID);
    });

    it('finds UNIMPLEMENTED and one request id on a service not served here', async () => {
      // grpc.health.v1 is served on GRPC_PORT only.
      const error = await failure(createClient(Health, transport()).check({}));
      expect(error.code).toBe(Code.Unimplemented);
      expect(error.metadata.get('request-id')).toMatch(UUID);
    });
  });

  describe('gRPC-web on the wire', () => {
    const post = async (path: string, headers: Record<string, string>, body: Uint8Array) => {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/grpc-web+proto', ...headers },
        body: new Uint8Array(body),
      });
      return { res, ...grpcWebFrames(Buffer.from(await res.arrayBuffer())) };
    };

    it.each([
      ['a body that is not the message', {}, envelope(new Uint8Array([0xff, 0xff, 0xff])), 3],
      ['an unknown compression', { 'grpc-encoding': 'br' }, envelope(signInBytes()), 12],
      ['gzip that is not gzip', { 'grpc-encoding': 'gzip' }, Buffer.from([1, 0, 0, 0, 2, 1, 2]), 3],
      ['a bad timeout', { 'grpc-timeout': 'soon' }, envelope(signInBytes()), 3],
    ] as [string, Record<string, string>, Uint8Array, number][])(
      'puts it in the trailer of %s',
      async (_fault, headers, body, status) => {
        const { res, trailer } = await post(SIGN_IN, headers, body);
        expect(res.status).toBe(200);
        expect(trailer.get('grpc-status')).toBe(String(status));
        expect(trailer.get('request-id')).toMatch(UUID);
        expect(res.headers.get('request-id')).toBeNull();
      },
    );

    it('answers an unknown method UNIMPLEMENTED, trailers only, with the request id', async () => {
      const { res } = await post(UNKNOWN, {}, envelope(signInBytes()));
      expect(res.status).toBe(200);
      expect(res.headers.get('grpc-status')).toBe('12');
      expect(res.headers.get('request-id')).toMatch(UUID);
    });

    it('tells `buf curl` the method is not implemented here', async () => {
      const check = '/grpc.health.v1.Health/Check';
      expect(await bufCurl(['--protocol', 'grpcweb'], `${server.baseUrl}${check}`, {})).toEqual({
        code: 'unimplemented',
        message: `Method ${check} is not implemented.`,
      });
    });

    it('names the request in a refused content type', async () => {
      const res = await fetch(`${server.baseUrl}${SIGN_IN}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(res.status).toBe(415);
      expect(res.headers.get('request-id')).toMatch(UUID);
    });
  });

  describe('Connect on the wire', () => {
    const post = (path: string, headers: Record<string, string>, body: string) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });

    it.each([
      ['JSON that does not parse', {}, '{', 400, 'invalid_argument'],
      ['an unknown compression', { 'content-encoding': 'br' }, '{}', 501, 'unimplemented'],
      ['gzip that is not gzip', { 'content-encoding': 'gzip' }, 'plain', 400, 'invalid_argument'],
      ['a bad timeout', { 'connect-timeout-ms': 'soon' }, '{}', 400, 'invalid_argument'],
    ] as [string, Record<string, string>, string, number, string][])(
      'puts it in the header of %s',
      async (_fault, headers, body, status, code) => {
        const res = await post(SIGN_IN, headers, body);
        expect(res.status).toBe(status);
        expect(((await res.json()) as { code: string }).code).toBe(code);
        expect(res.headers.get('request-id')).toMatch(UUID);
      },
    );

    it('answers an unknown method 404 unimplemented, with the request id', async () => {
      const res = await post(UNKNOWN, {}, '{}');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'unimplemented',
        message: `Method ${UNKNOWN} is not implemented.`,
      });
      expect(res.headers.get('request-id')).toMatch(UUID);
    });

    it('leaves other unknown paths to the ordinary 404', async () => {
      const res = await post('/no/such/page', { 'content-type': 'text/plain' }, 'x');
      expect(res.status).toBe(404);
      expect(res.headers.get('request-id')).toBeNull();
    });
  });

  describe('gRPC (GRPC_PORT)', () => {
    const port = () => server.app.grpcPort() ?? 0;
    const grpcFailure = (call: Promise<unknown>) =>
      call.then(
        () => {
          throw new Error('the call succeeded');
        },
        (error: GrpcJsError) => error,
      );

    it('gives grpc-js UNIMPLEMENTED and the request id for an unknown method', async () => {
      const client = grpcJsClient(port());
      try {
        const error = await grpcFailure(
          client.call(UNKNOWN, SignInRequestSchema, SessionSchema, signInBytes()),
        );
        expect(error.code).toBe(Code.Unimplemented);
        expect(error.details).toBe(`Method ${UNKNOWN} is not implemented.`);
        expect(error.metadata.get('request-id')).toEqual([expect.stringMatching(UUID)]);
        // A message over the limit, refused before the interceptors too.
        const big = await grpcFailure(
          client.call(
            '/grpc.health.v1.Health/Check',
            HealthCheckRequestSchema,
            HealthCheckResponseSchema,
            create(HealthCheckRequestSchema, { service: 'x'.repeat(1_100_000) }),
          ),
        );
        expect(big.code).toBe(Code.ResourceExhausted);
        expect(big.metadata.get('request-id')).toEqual([expect.stringMatching(UUID)]);
      } finally {
        client.close();
      }
    });

    it('names the request in a refused content type', async () => {
      const session = http2.connect(`http://127.0.0.1:${port()}`);
      try {
        const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
          const stream = session.request({
            ':method': 'POST',
            ':path': SIGN_IN,
            'content-type': 'text/plain',
          });
          stream.on('response', resolve).on('error', reject);
          stream.resume();
          stream.end('hello');
        });
        expect(headers[':status']).toBe(415);
        expect(headers['request-id']).toMatch(UUID);
      } finally {
        session.close();
      }
    });
  });
});
