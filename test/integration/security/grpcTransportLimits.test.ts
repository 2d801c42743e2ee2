// The gRPC port's transport limits (issue 15, items 1, 12 and 15): over HTTP/2 as over
// HTTP/1.1, a body over the message limit is refused while it streams in, and a stream that
// drips its body is cancelled at the request timeout, while other calls go on.
import http2 from 'node:http2';
import type { ClientHttp2Stream, IncomingHttpHeaders } from 'node:http2';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { createClients } from '../../../src/common/clients';
import { MAX_STREAMS_PER_CONNECTION } from '../../../src/server/rpc/grpcListener';
import { newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { envelope } from '../support/rawRpc';

const MiB = 1024 * 1024;
const RESOURCE_EXHAUSTED = '8';
const SIGN_IN = '/manager.Auth/SignIn';
const REQUEST_TIMEOUT_MS = 2000;

/** A gRPC stream to SignIn whose body the test writes. */
function openCall(session: http2.ClientHttp2Session): ClientHttp2Stream {
  return session.request({
    ':method': 'POST',
    ':path': SIGN_IN,
    'content-type': 'application/grpc',
    te: 'trailers',
  });
}

/** When the stream ends, its headers and trailers merged, and how it was reset (0: not). */
function outcome(stream: ClientHttp2Stream) {
  const headers: IncomingHttpHeaders = {};
  stream.on('response', (h) => Object.assign(headers, h));
  stream.on('trailers', (h) => Object.assign(headers, h));
  stream.on('data', () => undefined);
  stream.on('error', () => undefined);
  return new Promise<{ headers: IncomingHttpHeaders; rstCode: number }>((resolve) =>
    stream.on('close', () => resolve({ headers, rstCode: stream.rstCode ?? 0 })),
  );
}

describe('gRPC port transport limits', () => {
  let server: TestServer;
  let session: http2.ClientHttp2Session;
  const grpcUrl = () => `http://127.0.0.1:${server.app.grpcPort() ?? 0}`;

  beforeAll(async () => {
    server = await startServer({ grpcPort: 0, requestTimeoutMs: REQUEST_TIMEOUT_MS });
    session = http2.connect(grpcUrl());
  });
  afterAll(async () => {
    session?.close();
    await server?.stop();
  });

  it('refuses a body over the message limit (1 MiB) while it streams in', async () => {
    const stream = openCall(session);
    void outcome(stream);
    const trailers = new Promise<IncomingHttpHeaders>((resolve) =>
      stream.once('trailers', resolve),
    );
    let answered = false;
    stream.once('response', () => {
      answered = true;
    });
    let sent = 0;
    const zeros = Buffer.alloc(64 * 1024);
    stream.write(envelope(Buffer.alloc(0), 16 * MiB));
    // As fast as flow control lets us, until the answer comes.
    while (!answered && sent < 16 * MiB && !stream.closed) {
      sent += zeros.length;
      if (!stream.write(zeros)) {
        await new Promise((resolve) => {
          stream.once('drain', resolve);
          stream.once('response', resolve);
          stream.once('close', resolve);
        });
      }
    }
    // The answer is whole with its trailers. (The server then resets the stream, its body
    // unsent, at the request timeout: Node's HTTP/2 keeps it open until the body ends.)
    const headers = await trailers;
    expect(headers['grpc-status']).toBe(RESOURCE_EXHAUSTED);
    expect(sent).toBeLessThan(6 * MiB);
  });

  it('cancels streams that drip their body past the request timeout, not other calls', async () => {
    const opened = Date.now();
    const drips = Array.from({ length: 20 }, () => {
      const stream = openCall(session);
      const ended = outcome(stream);
      stream.write(envelope(Buffer.alloc(0), 1000));
      const timer = setInterval(() => stream.write(Buffer.alloc(1)), 200);
      return ended.finally(() => clearInterval(timer));
    });
    // Meanwhile a real client signs in on the same port.
    const organiser = await newOrganiser(server);
    const grpc = createClients(createGrpcTransport({ baseUrl: grpcUrl() }));
    const email = organiser.user?.email ?? '';
    expect((await grpc.auth.signIn({ email, password: organiser.password })).idToken).not.toBe('');

    const closed = await Promise.all(drips);
    expect(Date.now() - opened).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
    for (const { rstCode } of closed) expect(rstCode).toBe(http2.constants.NGHTTP2_CANCEL);
  });

  it('lets a connection open at most 100 streams at once', async () => {
    const client = http2.connect(grpcUrl());
    try {
      // The server sends its limit in a SETTINGS frame once the connection is up: the last
      // settings the client holds after a short wait are the ones it must keep to.
      let last: http2.Settings = {};
      await new Promise<void>((resolve) => {
        const done = setTimeout(resolve, 1000);
        client.on('remoteSettings', (settings) => {
          last = settings;
          if (settings.maxConcurrentStreams === 100) {
            clearTimeout(done);
            resolve();
          }
        });
      });
      expect(MAX_STREAMS_PER_CONNECTION).toBe(100);
      expect(last.maxConcurrentStreams).toBe(100);
    } finally {
      client.close();
    }
  });
});
