// The keynote crowd against the database (issue 13): 10,000 attendees each open the app for
// the first time (the snapshot, 200) and then revalidate it (If-None-Match, 304), 64 at a time,
// on the bench server in this process, whose every PostgreSQL statement is counted
// (bench/dbCounters.ts). The public cache should answer them all from memory: a handful of
// statements for the first build, not one per attendee. With --balancer (balancedCrowd): the
// same crowd against one node and then through HAProxy to two, timed (bench/README.md).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { publicEventPath } from '../src/common/publicEvent';
import { clientsFor } from '../test/integration/support/harness';
import { SMALL_SERVER_SETTINGS, startCluster } from '../scripts/postgresCluster.mjs';
import { serverEnv } from '../scripts/serverEnv.mjs';
import { freePort, startBalancer, startNode } from '../test/support/balancedNodes';
import { startS3Server } from '../test/support/s3Server';
import { queriesSoFar } from './dbCounters';
import { startBenchServer } from './serverCore';
import { keepAliveAgent } from './unary';
import type { Call } from './unary';

export const ATTENDEES = 10_000;
const IN_FLIGHT = 64;

/** One GET that must answer `want`; resolves with the response's ETag. */
export function get(
  port: number,
  agent: http.Agent,
  p: string,
  headers: Record<string, string>,
  want: number,
): () => Promise<string> {
  return () =>
    new Promise<string>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: p, agent, headers, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('error', reject);
          res.on('end', () =>
            res.statusCode === want
              ? resolve(String(res.headers.etag ?? ''))
              : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.end();
    });
}

/** As a load call (the ETag dropped). */
export const asCall =
  (request: () => Promise<string>): Call =>
  () =>
    request().then(() => undefined);

export interface CrowdTiming {
  seconds: number;
  requestsPerSecond: number;
  /** Latency of the requests, ms. */
  p50: number;
  p99: number;
}

/** The crowd against the public app of event `key` at 127.0.0.1:`port`. */
export async function crowd(port: number, key: string): Promise<CrowdTiming> {
  const agent = keepAliveAgent(IN_FLIGHT);
  const latencies: number[] = [];
  const timed = async (request: () => Promise<string>) => {
    const start = performance.now();
    const etag = await request();
    latencies.push(performance.now() - start);
    return etag;
  };
  let next = 0;
  const attendee = async () => {
    const path = publicEventPath(key);
    const etag = await timed(get(port, agent, path, { 'accept-encoding': 'br' }, 200));
    await timed(get(port, agent, path, { 'if-none-match': etag }, 304));
  };
  const start = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ATTENDEES) {
        next += 1;
        await attendee();
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { seconds, requestsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

export interface CrowdResult {
  attendees: number;
  requests: number;
  statements: number;
}

export async function keynoteCrowd(): Promise<CrowdResult> {
  const server = await startBenchServer('file');
  try {
    const { apiPort: port, idToken } = server.ready;
    const clients = clientsFor(`http://127.0.0.1:${port}`);
    const auth = { headers: { 'access-token': idToken } };
    const eventId = uuidv7();
    const { filteredEventKey: key } = await clients.events.createEvent(
      { eventId, title: 'Keynote', language: 'en' },
      auth,
    );
    await clients.events.publish({ eventId }, auth);
    // Let the publish's own notification be read before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = queriesSoFar();
    await crowd(port, key);
    const statements = queriesSoFar() - before;
    return { attendees: ATTENDEES, requests: ATTENDEES * 2, statements };
  } finally {
    await server.stop();
  }
}

export interface BalancedCrowd {
  oneNode: CrowdTiming;
  twoNodes: CrowdTiming;
}

/**
 * The crowd in the several-node arrangement (`npm run cluster`'s parts): an embedded
 * PostgreSQL, s3rver, two nodes as processes and Debian's HAProxy, on 127.0.0.1. The same
 * crowd goes first to node A directly, then through the balancer to both nodes.
 */
export async function balancedCrowd(): Promise<BalancedCrowd> {
  const dir = await mkdtemp(path.join(tmpdir(), 'eventapp-bench-crowd-'));
  const pg = await startCluster({
    dir: path.join(dir, 'postgres'),
    settings: SMALL_SERVER_SETTINGS,
  });
  const s3 = await startS3Server();
  const parts: { stop(): Promise<void> }[] = [];
  try {
    const balancerPort = await freePort();
    const secret = randomBytes(32).toString('base64url');
    const env = (name: string) =>
      serverEnv({
        ...process.env,
        ...s3.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, name),
        DATABASE_URL: pg.url('postgres'),
        STORAGE_URL: s3.storageUrl,
        SECRET: secret,
        PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
        TRUSTED_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      });
    // One after the other: both migrate the same database at start.
    const a = await startNode('a', env('a'));
    parts.push(a);
    const b = await startNode('b', env('b'));
    parts.push(b);
    const balancer = await startBalancer(balancerPort, { a: a.port, b: b.port });
    parts.unshift(balancer);

    const clients = clientsFor(a.baseUrl);
    const email = `crowd.${randomBytes(4).toString('hex')}@example.com`;
    await clients.users.signUpOrg({ email, password: 'crowd bench password' });
    const session = await clients.auth.signIn({ email, password: 'crowd bench password' });
    const auth = { headers: { 'access-token': session.idToken } };
    const eventId = uuidv7();
    const { filteredEventKey: key } = await clients.events.createEvent(
      { eventId, title: 'Keynote', language: 'en' },
      auth,
    );
    await clients.events.publish({ eventId }, auth);
    // Each node builds its public snapshot once before the clock starts.
    for (const node of [a, b]) {
      await get(node.port, keepAliveAgent(1), publicEventPath(key), {}, 200)();
    }
    const oneNode = await crowd(a.port, key);
    const twoNodes = await crowd(balancerPort, key);
    return { oneNode, twoNodes };
  } finally {
    for (const part of parts) await part.stop();
    await s3.stop();
    await pg.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/publicCrowd.ts`: the statements of the crowd on one in-process server;
// `--balancer`: one node beside two behind HAProxy, in the same run.
if (require.main === module) {
  const row = (name: string, t: CrowdTiming) =>
    `${name}: ${ATTENDEES * 2} requests in ${t.seconds.toFixed(1)} s, ` +
    `${Math.round(t.requestsPerSecond)} req/s, p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms`;
  const run = process.argv.includes('--balancer')
    ? balancedCrowd().then(({ oneNode, twoNodes }) => {
        console.log(row('one node, direct        ', oneNode));
        console.log(row('two nodes behind HAProxy', twoNodes));
      })
    : keynoteCrowd().then((r) =>
        console.log(
          `${r.attendees} attendees, ${r.requests} requests: ${r.statements} PostgreSQL statements`,
        ),
      );
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
