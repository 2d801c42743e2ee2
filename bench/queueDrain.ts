// npm run bench:drain — how long a write queue that waited offline takes to land (issue 16,
// item 4): the console's own store (its effects, live client and write queue, as in a tab)
// queues 100 writes while the server is out of reach, then the network comes back; the time is
// from the 'online' signal to the last acknowledgement, and the server's rows are checked: in
// order, each once. The server is `npm start`'s (buildApp on an embedded PostgreSQL, fsync
// on), in this process. BENCH_DRAIN_RUNS=5 (default) runs, BENCH_DRAIN_WRITES=100.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import WebSocket from 'ws';
import { appStarted, networkOnline } from '../src/client/lifecycle';
import { BASE_URL_KEY } from '../src/client/transport';
import { makeStore } from '../src/console/app/store';
import { eventSettingsWrites, eventWrites } from '../src/console/entities/events';
import { sessionStarted, tokensOf } from '../src/console/entities/session';
import { enqueue } from '../src/console/entities/writes';
import { clientsFor } from '../test/integration/support/harness';
import { startBenchServer } from './serverCore';
import { ms, percentiles } from './stats';

const RUNS = Math.max(1, Math.min(50, Number(process.env.BENCH_DRAIN_RUNS) || 5));
const WRITES = Math.max(10, Math.min(1000, Number(process.env.BENCH_DRAIN_WRITES) || 100));
const EVENTS = 10;

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer('file');
  const origin = `http://127.0.0.1:${server.ready.apiPort}`;
  // Out of reach: a closed port. Back: the server's.
  const storage = new Map<string, string>([[BASE_URL_KEY, 'http://127.0.0.1:9']]);
  Object.assign(globalThis, {
    WebSocket,
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
  const clients = clientsFor(origin);
  const email = `drain.${uuidv7()}@example.com`;
  await clients.users.signUpOrg({ email, password: 'correct horse' });
  const session = await clients.auth.signIn({ email, password: 'correct horse' });
  const { store } = makeStore();
  store.dispatch(appStarted());
  await until(() => store.getState().session.status === 'signedOut', 10_000);
  store.dispatch(sessionStarted(tokensOf(session)));
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      storage.set(BASE_URL_KEY, 'http://127.0.0.1:9');
      const ids = Array.from({ length: EVENTS }, () => uuidv7());
      for (const [n, eventId] of ids.entries()) {
        store.dispatch(
          enqueue(eventWrites.create, { eventId, title: `R${run} E${n}`, language: 'ru' }),
        );
      }
      for (let w = EVENTS; w < WRITES; w++) {
        const n = w % EVENTS;
        const update = { eventId: ids[n]!, key: `r${run}-e${n}`, title: `R${run} E${n} v${w}` };
        store.dispatch(enqueue(eventSettingsWrites.update, update));
      }
      await new Promise((r) => setTimeout(r, 300));
      storage.set(BASE_URL_KEY, origin);
      const start = performance.now();
      store.dispatch(networkOnline());
      await until(() => store.getState().queue.pending.length === 0, 120_000);
      times.push(performance.now() - start);
      const failed = store.getState().queue.failed.length;
      const expected = ids.map((_id, n) => {
        let last = n + EVENTS;
        while (last + EVENTS < WRITES) last += EVENTS;
        return last < WRITES ? `R${run} E${n} v${last}` : `R${run} E${n}`;
      });
      const result = (await server.app.database.db.execute(sql`
        SELECT e.id, t.value AS title FROM events e
        JOIN translations t ON t.event_id = e.id AND t.key = 'events.title' AND t.lang = e.language
        WHERE e.id = ANY(${`{${ids.join(',')}}`}::uuid[])`)) as unknown as {
        rows: { id: string; title: string }[];
      };
      const right = result.rows.filter((r) => r.title === expected[ids.indexOf(r.id)]).length;
      console.log(
        `run ${run + 1}: ${WRITES} writes landed in ${ms(times.at(-1)!)}; failed ${failed}; ` +
          `events with their last title ${right}/${EVENTS} (${result.rows.length} rows)`,
      );
    }
    const [p50, max] = percentiles(times, [50, 100]);
    console.log(`\n${WRITES} queued writes, ${RUNS} runs: p50 ${ms(p50!)}, max ${ms(max!)}`);
  } finally {
    store.dispatch({ type: 'session/signedOut' });
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
