// The public read path under a keynote crowd: `npx tsx bench/publicRead.ts`. The product runs
// as `npm start` runs it (its own process and embedded PostgreSQL); this process is the load.
// One published event; closed loops of 64 requests in flight for 10 s each: the attendee
// app's revalidation (If-None-Match → 304), a first load (200, brotli), and beside them a
// small static file of the same server (/a/entry.json, with the attendee app built).
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { publicEventPath } from '../src/common/publicEvent';
import { as, clientsFor } from '../test/integration/harness';
import { startProduct } from '../test/integration/productProcess';
import { percentiles, table } from './stats';
import { closedLoop, keepAliveAgent } from './unary';
import type { Call } from './unary';

const CONCURRENCY = 64;

function get(
  port: number,
  agent: http.Agent,
  p: string,
  headers: Record<string, string>,
  want: number,
): Call {
  return () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: p, agent, headers, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('error', reject);
          res.on('end', () =>
            res.statusCode === want ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.end();
    });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-public-read-'));
  const product = await startProduct(dataDir);
  try {
    const clients = clientsFor(product.baseUrl);
    await clients.users.signUpOrg({ email: 'bench@example.com', password: 'bench-password' });
    const session = await clients.auth.signIn({
      email: 'bench@example.com',
      password: 'bench-password',
    });
    const eventId = uuidv7();
    const { filteredEventKey: key } = await clients.events.createEvent(
      { eventId, title: 'Keynote', language: 'en' },
      as(session),
    );
    for (let i = 0; i < 20; i += 1) {
      await clients.events.addSponsor(
        { eventId, sponsorId: uuidv7(), name: `Sponsor ${i}`, logoId: '' },
        as(session),
      );
    }
    await clients.events.publish({ eventId }, as(session));
    const port = Number(new URL(product.baseUrl).port);
    const first = await fetch(`${product.baseUrl}${publicEventPath(key)}`);
    const etag = first.headers.get('etag') ?? '';
    const size = (await first.arrayBuffer()).byteLength;
    const staticFile = await fetch(`${product.baseUrl}/a/entry.json`);
    const cases: [string, string, Record<string, string>, number][] = [
      ['snapshot, If-None-Match (304)', publicEventPath(key), { 'if-none-match': etag }, 304],
      ['snapshot, first load (200, br)', publicEventPath(key), { 'accept-encoding': 'br' }, 200],
      ...(staticFile.ok
        ? [
            ['static file /a/entry.json (200)', '/a/entry.json', {}, 200] as [
              string,
              string,
              Record<string, string>,
              number,
            ],
          ]
        : []),
    ];
    const rows: string[][] = [];
    for (const [label, p, headers, want] of cases) {
      const agent = keepAliveAgent(CONCURRENCY);
      const result = await closedLoop(get(port, agent, p, headers, want), {
        concurrency: CONCURRENCY,
        warmupMs: 2000,
        durationMs: 10_000,
        maxCalls: 10_000_000,
      });
      agent.destroy();
      const [p50 = 0, p99 = 0] = percentiles(result.latencies, [50, 99]);
      rows.push([
        label,
        result.throughput.toFixed(0),
        p50.toFixed(2),
        p99.toFixed(2),
        String(result.errors),
      ]);
    }
    console.log(
      `Public read path, ${CONCURRENCY} requests in flight, snapshot ${size} bytes uncompressed:`,
    );
    console.log(table(['request', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows));
  } finally {
    product.supervisor.kill('SIGTERM');
    await product.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
