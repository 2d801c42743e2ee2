// npm run bench:history — what the event history costs and how fast it reads (issue 25).
// 1. UpdateEvent as queued writes (ledger path), 16 in flight, in alternating rounds with the
//    history's triggers on and off (ALTER TABLE … DISABLE TRIGGER), beside the bare route.
// 2. ListEventHistory on an event with 100,000 history entries: the first page, a page deep in,
//    each filter, and the revert check, as medians of 20 calls beside the bare route.
// The figures go to bench/README.md; absolute ones vary with the machine's load, the ratios less.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { clientsFor } from '../test/integration/support/harness';
import { HISTORY_ENTRIES as ENTRIES, seedHistory } from './historySeed';
import { runBench } from './product';
import { startBenchServer } from './serverCore';
import { percentiles, table } from './stats';
import { bareCall, closedLoop, keepAliveAgent, updateEventCall } from './unary';
import type { BenchEvent } from './unary';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
const HISTORY_TABLES = ['events', 'translations'];

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main() {
  const server = await startBenchServer('file');
  const { apiPort, barePort, idToken } = server.ready;
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const clients = clientsFor(baseUrl);
  const headers = { headers: { 'access-token': idToken } };
  const db = new pg.Client({ connectionString: server.app.config.databaseUrl });
  await db.connect();
  try {
    const events: BenchEvent[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const eventId = uuidv7();
      const created = await clients.events.createEvent(
        { eventId, title: `History bench ${i}`, language: 'en' },
        headers,
      );
      events.push({ eventId, key: created.filteredEventKey });
    }
    const agent = keepAliveAgent(CONCURRENCY);
    const load = (call: Parameters<typeof closedLoop>[0]) =>
      closedLoop(call, {
        concurrency: CONCURRENCY,
        warmupMs: 1000,
        durationMs: SECONDS * 1000,
        maxCalls: 1e9,
      });
    const setTriggers = async (on: boolean) => {
      for (const table of HISTORY_TABLES) {
        await db.query(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER event_history`);
      }
    };

    const rows: string[][] = [];
    const byMode: Record<string, number[]> = { bare: [], on: [], off: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const bare = await load(bareCall(barePort, agent));
      byMode.bare!.push(bare.throughput);
      rows.push(['bare route', String(round + 1), fmt(bare.throughput), '']);
      for (const on of round % 2 === 0 ? [true, false] : [false, true]) {
        await setTriggers(on);
        const result = await load(updateEventCall(baseUrl, idToken, events, agent, true));
        if (result.errors > 0) throw new Error(`UpdateEvent failed: ${result.firstError}`);
        const [p50, p99] = percentiles(result.latencies, [50, 99]);
        byMode[on ? 'on' : 'off']!.push(result.throughput);
        rows.push([
          `UpdateEvent + ledger, history ${on ? 'on' : 'off'}`,
          String(round + 1),
          fmt(result.throughput),
          `${fmt(p50 ?? NaN, 1)} / ${fmt(p99 ?? NaN, 1)}`,
        ]);
      }
    }
    await setTriggers(true);
    const median = (xs: number[]) => percentiles(xs, [50])[0] ?? NaN;
    console.log(
      `\nThe write path with and without the history (${SECONDS} s rounds, ${CONCURRENCY} in flight)`,
    );
    console.log(table(['call', 'round', 'calls/s', 'p50 / p99 ms'], rows));
    const on = median(byMode.on!);
    const off = median(byMode.off!);
    console.log(
      `median: history on ${fmt(on)} calls/s, off ${fmt(off)} calls/s: the history costs ` +
        `${fmt((1 - on / off) * 100, 1)} % of the throughput (bare route ${fmt(median(byMode.bare!))}/s)`,
    );

    // 100,000 entries of one event: writes of several kinds by two people over 28 days.
    const target = events[0]!;
    const started = performance.now();
    const { colleagueId: other } = await seedHistory(db, target.eventId, server.ready.uid, ENTRIES);
    console.log(`\nSeeded ${ENTRIES} history entries in ${fmt(performance.now() - started)} ms.`);

    const time = async (label: string, call: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const t0 = performance.now();
        await call();
        if (i >= 2) samples.push(performance.now() - t0);
      }
      const [p50, p90] = percentiles(samples, [50, 90]);
      return [label, fmt(p50 ?? NaN, 1), fmt(p90 ?? NaN, 1)];
    };
    const list =
      (more: Record<string, unknown> = {}) =>
      () =>
        clients.history.listEventHistory({ eventId: target.eventId, ...more }, headers);
    const deep = await clients.history.listEventHistory(
      { eventId: target.eventId, limit: 1 },
      headers,
    );
    const middle = String(Number(deep.nextBefore) - ENTRIES / 2);
    const today = new Date().toISOString().slice(0, 10);
    const bareAgent = keepAliveAgent(1);
    const reads = [
      await time('bare route', () => bareCall(barePort, bareAgent)(0, 0)),
      await time('first page (50 writes)', list()),
      await time('a page 50,000 entries down', list({ before: middle })),
      await time('area filter (speakers)', list({ area: 'speakers' })),
      await time('person filter', list({ actorId: other })),
      await time('day filter (today)', list({ day: today })),
      await time('revert check', () =>
        clients.history.revertHistory(
          { eventId: target.eventId, entryId: deep.entries[0]!.id, checkOnly: true },
          headers,
        ),
      ),
    ];
    console.log(`\nReading the history of an event with ${ENTRIES} entries (ms, 20 calls)`);
    console.log(table(['read', 'p50', 'p90'], reads));
  } finally {
    await db.end();
    await server.stop();
  }
}

runBench(main);
