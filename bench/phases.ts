// Where one UpdateEvent's time goes: sequential calls (one in flight) against an in-process
// server whose PGlite client is wrapped to time every query, inside and outside transactions.
// Not part of `npm run bench`; run `npx tsx bench/phases.ts [file|memory] [calls]`.
import { performance } from 'node:perf_hooks';
import { createClient } from '@connectrpc/connect';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { v7 as uuidv7 } from 'uuid';
import { Events } from '../generated/manager/events_pb';
import { startBenchServer } from './serverCore';
import { percentiles, table } from './stats';
import { keepAliveAgent } from './unary';

interface QueryResult {
  rows: unknown[];
}
type QueryFn = (query: string, params?: unknown[], options?: unknown) => Promise<QueryResult>;
interface TxLike {
  query: QueryFn;
}
interface PgliteLike {
  query: QueryFn;
  transaction<T>(fn: (tx: TxLike) => Promise<T>): Promise<T>;
}

interface Tally {
  count: number;
  ms: number;
  rows: number;
}

async function main(): Promise<void> {
  const storage = process.argv[2] === 'file' ? 'file' : 'memory';
  const calls = Math.min(Math.max(Number(process.argv[3]) || 400, 10), 5000);
  const server = await startBenchServer(storage);
  try {
    const client = (server.app.database.db as unknown as { $client: PgliteLike }).$client;
    const tallies = new Map<string, Tally>();
    let txCount = 0;
    let txMs = 0;
    let on = false;
    const normalise = (q: string) => q.replace(/\s+/g, ' ').replace(/\$\d+/g, '?').slice(0, 90);
    const timed =
      (fn: QueryFn, where: string): QueryFn =>
      async (query, params, options) => {
        const start = performance.now();
        const result = await fn(query, params, options);
        if (on) {
          const key = `${where} ${normalise(query)}`;
          const t = tallies.get(key) ?? { count: 0, ms: 0, rows: 0 };
          t.count += 1;
          t.ms += performance.now() - start;
          t.rows += result.rows.length;
          tallies.set(key, t);
        }
        return result;
      };
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = timed(query, '   ');
    client.transaction = async <T>(fn: (tx: TxLike) => Promise<T>): Promise<T> => {
      const start = performance.now();
      try {
        return await transaction((tx) => {
          tx.query = timed(tx.query.bind(tx), 'tx ');
          return fn(tx);
        });
      } finally {
        if (on) {
          txCount += 1;
          txMs += performance.now() - start;
        }
      }
    };

    const agent = keepAliveAgent(1);
    const events = createClient(
      Events,
      createGrpcWebTransport({
        baseUrl: `http://127.0.0.1:${server.ready.apiPort}`,
        httpVersion: '1.1',
        nodeOptions: { agent },
      }),
    );
    const options = { headers: { 'access-token': server.ready.idToken }, timeoutMs: 10_000 };
    const eventId = uuidv7();
    const { filteredEventKey: key } = await events.createEvent(
      { eventId, title: 'Phases', language: 'en' },
      options,
    );
    const run = async (n: number, record: number[] | null) => {
      for (let i = 0; i < n; i += 1) {
        const start = performance.now();
        await events.updateEvent(
          i % 2 === 0 ? { eventId, key, title: `T ${i}` } : { eventId, key, slogan: `S ${i}` },
          options,
        );
        record?.push(performance.now() - start);
        // Let the hub's NOTIFY-driven read run before the next call, as it would when idle.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await run(200, null);
    on = true;
    const latencies: number[] = [];
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await run(calls, latencies);
    const wall = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    on = false;

    // The floor: a trivial query and an empty transaction through the same client.
    const floor = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < 50; i += 1) await fn();
      const start = performance.now();
      for (let i = 0; i < 500; i += 1) await fn();
      return (performance.now() - start) / 500;
    };
    const select1 = await floor(() => query('SELECT 1'));
    const emptyTx = await floor(() => transaction(async () => undefined));
    const txSelect = await floor(() => transaction((tx) => tx.query('SELECT 1')));

    const [p50, p99] = percentiles(latencies, [50, 99]);
    const perCall = (v: number) => (v / calls).toFixed(3);
    const dbMs = [...tallies.values()].reduce((s, t) => s + t.ms, 0);
    console.log(
      `PGlite ${storage}, ${calls} sequential UpdateEvent calls (title and slogan in turn), in process.`,
    );
    console.log(
      `Round trip p50 ${p50!.toFixed(2)} ms, p99 ${p99!.toFixed(2)} ms; ${(calls / (wall / 1000)).toFixed(0)} calls/s; ` +
        `process CPU ${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(0)}% of one core.`,
    );
    console.log(
      `Per call: ${perCall(txMs)} ms in ${perCall(txCount)} transactions (BEGIN … COMMIT, incl. queries), ` +
        `${perCall(dbMs)} ms in ${perCall([...tallies.values()].reduce((s, t) => s + t.count, 0))} queries, ` +
        `${perCall(wall - txMs - [...tallies.entries()].filter(([k]) => !k.startsWith('tx')).reduce((s, [, t]) => s + t.ms, 0))} ms elsewhere (HTTP, Connect, validation, client).`,
    );
    console.log(
      `Floor: SELECT 1 ${select1.toFixed(3)} ms; empty transaction ${emptyTx.toFixed(3)} ms; ` +
        `transaction with SELECT 1 ${txSelect.toFixed(3)} ms.`,
    );
    console.log('');
    console.log(
      table(
        [
          'query (tx: inside the write transaction)',
          'per call',
          'ms each',
          'ms per call',
          'rows each',
        ],
        [...tallies.entries()]
          .sort((a, b) => b[1].ms - a[1].ms)
          .map(([k, t]) => [
            k,
            (t.count / calls).toFixed(2),
            (t.ms / t.count).toFixed(3),
            perCall(t.ms),
            (t.rows / t.count).toFixed(1),
          ]),
      ),
    );
    agent.destroy();
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
