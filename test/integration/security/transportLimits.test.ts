// Transport limits an outside client meets (issue 15, items 1 and 12): an RPC body longer than
// the message limit is refused while it streams in, whatever its encoding, and memory stays
// flat under many such bodies at once; slow clients are cut off by header and request
// timeouts, while the live socket, past its upgrade, lives on its own heartbeat.
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import { newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { wireStatus } from '../support/rawRpc';
import { UNFINISHED_BODIES_PER_ADDRESS } from '../../../src/server/bodyGuard';

const MiB = 1024 * 1024;
const RESOURCE_EXHAUSTED = 8;
const SIGN_IN = '/manager.Auth/SignIn';
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Bytes of the body handed to the socket before the answer arrived. */
  sent: number;
}

/**
 * POSTs `prefix` and then `filler` until `total` bytes, as fast as the server takes them, and
 * stops sending as soon as the answer arrives.
 */
function postHuge(
  url: string,
  headers: Record<string, string>,
  prefix: Buffer,
  filler: Buffer,
  total: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers, agent: false });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          sent,
        }),
      );
      res.on('error', reject);
    });
    // Once answered, the server may close while we still write: that is the point.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const chunk = sent === 0 && prefix.length > 0 ? prefix : filler;
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

const zeros = Buffer.alloc(64 * 1024);
const envelopeHeader = (length: number) => {
  const header = Buffer.alloc(5);
  header.writeUInt32BE(length, 1);
  return header;
};

/** Oversized bodies in each encoding the RPC routes take. */
const OVERSIZED: [string, Record<string, string>, Buffer, Buffer][] = [
  [
    'gRPC-web (binary)',
    { 'content-type': 'application/grpc-web+proto', 'x-grpc-web': '1' },
    envelopeHeader(16 * MiB),
    zeros,
  ],
  [
    'gRPC-web (text)',
    { 'content-type': 'application/grpc-web-text', 'x-grpc-web': '1' },
    Buffer.from(Buffer.concat([envelopeHeader(16 * MiB), Buffer.alloc(1)]).toString('base64')),
    Buffer.alloc(64 * 1024, 'A'),
  ],
  ['Connect (binary)', { 'content-type': 'application/proto' }, Buffer.alloc(0), zeros],
  [
    'Connect (JSON)',
    { 'content-type': 'application/json' },
    Buffer.from('{"email":"'),
    Buffer.alloc(64 * 1024, 'a'),
  ],
  [
    'Connect (binary) with its length declared',
    { 'content-type': 'application/proto', 'content-length': String(16 * MiB) },
    Buffer.alloc(0),
    zeros,
  ],
];

/**
 * Opens a raw connection, writes `first`, then `drip` every 200 ms until the server closes it;
 * gives up (ms: Infinity) after 10 s.
 */
function slowClient(server: TestServer, first: string, drip: string) {
  const socket = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  socket.write(first);
  const timer = setInterval(() => socket.write(drip), 200);
  return new Promise<{ ms: number; received: string }>((resolve) => {
    const giveUp = setTimeout(() => resolve({ ms: Infinity, received }), 10_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ ms: Date.now() - opened, received });
    });
  }).finally(() => {
    clearInterval(timer);
    socket.destroy();
  });
}

describe('transport limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
  });
  afterAll(() => server?.stop());

  describe('an RPC body over the message limit (1 MiB)', () => {
    it.each(OVERSIZED)(
      'is refused while it streams in: %s',
      async (_name, headers, prefix, filler) => {
        const answer = await postHuge(
          `${server.baseUrl}${SIGN_IN}`,
          headers,
          prefix,
          filler,
          16 * MiB,
        );
        expect(wireStatus(answer.headers, answer.body).code).toBe(RESOURCE_EXHAUSTED);
        // Answered near the limit, not after the whole body: the rest was never read.
        expect(answer.sent).toBeLessThan(6 * MiB);
      },
    );

    it('keeps memory flat when 20 arrive at once', async () => {
      await fetch(`${server.baseUrl}/healthz`);
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const [, headers, prefix, filler] = OVERSIZED[0]!;
      try {
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            postHuge(`${server.baseUrl}${SIGN_IN}`, headers, prefix, filler, 16 * MiB),
          ),
        );
        const health = await fetch(`${server.baseUrl}/healthz`);
        expect(health.status).toBe(200);
        for (const answer of answers) {
          expect(wireStatus(answer.headers, answer.body).code).toBe(RESOURCE_EXHAUSTED);
          expect(answer.sent).toBeLessThan(6 * MiB);
        }
      } finally {
        clearInterval(sampler);
      }
      // 20 bodies of 16 MiB read whole would take 320 MiB; refused at 1 MiB, about 20.
      expect((peak - baseline) / MiB).toBeLessThan(96);
    });
  });

  describe('slow clients', () => {
    it('are cut off when their headers take too long', async () => {
      const closed = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          slowClient(server, `POST ${SIGN_IN} HTTP/1.1\r\nHost: test\r\n`, `x-slow-${i}: 1\r\n`),
        ),
      );
      for (const { ms } of closed) expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
    });

    it('are cut off when their body takes too long', async () => {
      const request =
        `POST ${SIGN_IN} HTTP/1.1\r\nHost: test\r\ncontent-type: application/proto\r\n` +
        'content-length: 100000\r\n\r\n';
      const closed = await Promise.all(
        Array.from({ length: 20 }, () => slowClient(server, request, '\n')),
      );
      for (const { ms, received } of closed) {
        expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
      }
    });

    it('leave the live socket alone: it keeps its own heartbeat', async () => {
      const session = await newOrganiser(server);
      const live = await LiveClient.connect(server.wsUrl, session.idToken);
      try {
        // Idle for longer than the request timeout and two rounds of Node's checks.
        await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 1500));
        expect(live.closed).toBeNull();
        const before = live.frames.length;
        live.send({ kind: { case: 'ping', value: {} } });
        await live.until(() =>
          live.frames.slice(before).some((frame) => frame.kind.case === 'heartbeat'),
        );
      } finally {
        await live.close();
      }
    });
  });
});

// Issue 28 §6: bodies that trickle. A body other than an upload's has BODY_TIMEOUT, well under
// the request's two minutes; and one address holds at most a few unfinished bodies at once.
describe('slow bodies', () => {
  const BODY_TIMEOUT_MS = 1000;
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ requestTimeoutMs: 30_000, bodyTimeoutMs: BODY_TIMEOUT_MS });
  });
  afterAll(() => server?.stop());

  const trickle = (path: string, extra = '') =>
    slowClient(
      server,
      `POST ${path} HTTP/1.1\r\nHost: test\r\ncontent-type: application/proto\r\n` +
        `${extra}content-length: 100000\r\n\r\n`,
      '\n',
    );

  it('cuts a trickling body off at the body timeout, long before the request timeout', async () => {
    const closed = await Promise.all(Array.from({ length: 5 }, () => trickle(SIGN_IN)));
    for (const { ms, received } of closed) {
      expect(ms).toBeLessThan(BODY_TIMEOUT_MS + 3000);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('refuses an address more unfinished bodies than its share, at once and closed', async () => {
    const extra = 8;
    const started = Date.now();
    const all = await Promise.all(
      Array.from({ length: UNFINISHED_BODIES_PER_ADDRESS + extra }, () => trickle(SIGN_IN)),
    );
    const refused = all.filter(({ received }) => /^HTTP\/1\.1 429 /.test(received));
    expect(refused).toHaveLength(extra);
    // Refused as they came, not when the others' bodies timed out.
    for (const { ms } of refused) expect(ms).toBeLessThan(BODY_TIMEOUT_MS);
    expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 5000);
    // The others were cut off by the body timeout; the address is free again after.
    expect(all.filter(({ received }) => /^HTTP\/1\.1 408 /.test(received))).toHaveLength(
      UNFINISHED_BODIES_PER_ADDRESS,
    );
    const again = await fetch(`${server.baseUrl}${SIGN_IN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(again.status).not.toBe(429);
  });
});
