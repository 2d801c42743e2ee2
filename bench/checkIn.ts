// The door's round trip (issue 12): CheckIn calls by signed code against an event of 100,000
// participants, on the `npm start` storage (fsync on), each with a device's client id and
// mutation id so it goes through the exactly-once ledger. One door scanning alone, then four
// doors at once; the second scan of a code (refused: already checked in) as well. Target: a
// check-in round trip p95 ≤ 100 ms. See bench/README.md.
//   npx tsx bench/checkIn.ts   (BENCH_PARTICIPANTS=100000 BENCH_SCANS=400)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CheckInCodes } from '../src/server/areas/participants';
import { participants } from '../src/server/db/schema';
import { clientsFor } from '../test/integration/support/harness';
import { startBenchServer } from './serverCore';
import { loadLine, ms, percentiles, table, verdict } from './stats';

const COUNT = Math.min(Number(process.env.BENCH_PARTICIPANTS) || 100_000, 1_000_000);
const SCANS = Math.min(Number(process.env.BENCH_SCANS) || 400, 10_000);
const DOORS = 4;

async function main() {
  const server = await startBenchServer('file');
  const clients = clientsFor(`http://127.0.0.1:${server.ready.apiPort}`);
  const token = server.ready.idToken;
  const eventId = uuidv7();
  const o = { headers: { 'access-token': token } };
  await clients.events.createEvent({ eventId, title: 'Door bench', language: '' }, o);
  await clients.participants.enableQRCode({ eventId }, o);
  await server.app.database.db.execute(sql`
    INSERT INTO ${participants} (id, event_id, first_name)
    SELECT gen_random_uuid(), ${eventId}::uuid, 'Участник ' || n FROM generate_series(1, ${COUNT}) AS n`);
  await server.app.database.db.execute(sql`ANALYZE ${participants}`);
  const ids = (
    await server.app.database.db
      .select({ id: participants.id })
      .from(participants)
      .where(sql`${participants.eventId} = ${eventId}::uuid`)
      .orderBy(sql`random()`)
      .limit(SCANS * 2)
  ).map((r) => r.id);
  const codes = new CheckInCodes(server.app.config.secret);

  /** A door: its own client id and mutation counter, scanning the codes one after another. */
  const door = async (list: string[]) => {
    const device = { clientId: uuidv7(), mutationId: 0 };
    const times: number[] = [];
    for (const clientId of list) {
      device.mutationId += 1;
      const headers = {
        'access-token': token,
        'client-id': device.clientId,
        'mutation-id': String(device.mutationId),
      };
      const start = performance.now();
      await clients.participants
        .checkIn({ eventId, code: codes.codeOf(eventId, clientId) }, { headers })
        .catch((error: unknown) => {
          if (!String(error).includes('already checked in')) throw error;
        });
      times.push(performance.now() - start);
    }
    return times;
  };

  /** Baseline: the same door's cheapest ledger write (EnableQRCode: one event row updated). */
  const baseline = async (n: number) => {
    const device = { clientId: uuidv7(), mutationId: 0 };
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      device.mutationId += 1;
      const headers = {
        ...o.headers,
        'client-id': device.clientId,
        'mutation-id': String(device.mutationId),
      };
      const start = performance.now();
      await clients.participants.enableQRCode({ eventId }, { headers });
      times.push(performance.now() - start);
    }
    return times;
  };
  const queries = () => server.stats(0, false).dbQueries;

  console.log(`Start: ${loadLine()}.`);
  const alone = ids.slice(0, SCANS / 2);
  await door(alone.slice(0, 20)); // warm-up: connections, prepared statements
  const rows: string[][] = [];
  const row = (name: string, times: number[], statements: number) => {
    const [p50, p95, p99] = percentiles(times, [50, 95, 99]);
    const per = (statements / times.length).toFixed(1);
    rows.push([name, String(times.length), per, ms(p50 ?? NaN), ms(p95 ?? NaN), ms(p99 ?? NaN)]);
    return p95 ?? NaN;
  };
  const measured = async (name: string, run: () => Promise<number[]>) => {
    const before = queries();
    const times = await run();
    return row(name, times, queries() - before);
  };
  await measured('baseline: EnableQRCode, one door', () => baseline(alone.length - 20));
  const p95 = await measured('one door, new codes', () => door(alone.slice(20)));
  await measured('one door, codes already in (refused)', () => door(alone.slice(20)));
  const shared = ids.slice(SCANS / 2, SCANS);
  const quarter = Math.ceil(shared.length / DOORS);
  const parts = Array.from({ length: DOORS }, (_, i) =>
    shared.slice(i * quarter, (i + 1) * quarter),
  );
  await measured(`${DOORS} doors at once, new codes`, async () =>
    (await Promise.all(parts.map(door))).flat(),
  );
  console.log(`${COUNT} participants; CheckIn round trip over HTTP/1.1 (Connect), fsync on\n`);
  console.log(table(['case', 'calls', 'statements/call', 'p50', 'p95', 'p99'], rows));
  console.log(`End: ${loadLine()}.`);
  console.log(verdict('check-in round trip p95, one door', p95, 100));
  await server.stop();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
