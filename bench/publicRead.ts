// The public read path under a keynote crowd: `npx tsx bench/publicRead.ts`. The product runs
// as `npm start` runs it (its own process and embedded PostgreSQL); this process is the load.
// One published event; closed loops of 64 requests in flight for 10 s each: the attendee
// app's revalidation (If-None-Match → 304), a first load (200, brotli), and beside them a
// small static file of the same server (/a/entry.json, with the attendee app built); each row
// with the machine's load average before–after (a shared machine's figures need it). Then the
// keynote crowd (bench/publicCrowd.ts): how many database statements 10,000 attendees cost.
import { loadavg } from 'node:os';
import { v7 as uuidv7 } from 'uuid';
import { publicEventPath } from '../src/common/publicEvent';
import { as, clientsFor } from '../test/integration/support/harness';
import { runBench, startBenchProduct } from './product';
import { asCall, get, keynoteCrowd } from './publicCrowd';
import { percentiles, table } from './stats';
import { closedLoop, keepAliveAgent } from './unary';

/** The machine's load average over the last minute, as a figure's context. */
const load = () => loadavg()[0]!.toFixed(1);

const CONCURRENCY = 64;

async function main(): Promise<void> {
  const product = await startBenchProduct('public-read');
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
      const loadBefore = load();
      const result = await closedLoop(asCall(get(port, agent, p, headers, want)), {
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
        `${loadBefore}–${load()}`,
      ]);
    }
    console.log(
      `Public read path, ${CONCURRENCY} requests in flight, snapshot ${size} bytes uncompressed:`,
    );
    console.log(table(['request', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'load avg'], rows));
  } finally {
    await product.stop();
  }
  const crowd = await keynoteCrowd();
  console.log(
    `Keynote crowd: ${crowd.attendees} attendees, ${crowd.requests} requests (first load, then ` +
      `revalidation): ${crowd.statements} PostgreSQL statements (load average ${load()}).`,
  );
}

runBench(main);
