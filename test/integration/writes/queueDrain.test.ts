// A queue that waited offline drains in a few requests (issue 16, item 4): several writes per
// request (manager.WriteQueue/SendWrites), applied in order, each exactly once through the
// ledger; a write the server refuses stops its batch and the writes behind it follow.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { networkOnline } from '../../../src/client/lifecycle';
import { eventSettingsWrites, eventWrites } from '../../../src/console/entities/events';
import { enqueue } from '../../../src/console/entities/writes';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

describe('draining a long queue', () => {
  let rig: ConsoleRig;

  beforeAll(async () => {
    rig = await startConsoleRig();
  });
  afterAll(() => rig.close());

  const writeRequests = () => rig.proxy.requests.filter((p) => /^\/manager\./.test(p)).length;

  it('sends 100 writes in a few requests, in order, each once', async () => {
    const store = await rig.openConsole();
    rig.proxy.cut();
    const ids = Array.from({ length: 20 }, () => uuidv7());
    // 20 events, each created then renamed four times: 100 writes whose order matters.
    for (const [n, eventId] of ids.entries()) {
      store.dispatch(enqueue(eventWrites.create, { eventId, title: `E${n} v0`, language: 'ru' }));
    }
    for (let v = 1; v <= 4; v++) {
      for (const [n, eventId] of ids.entries()) {
        const update = { eventId, key: `drain-${n}`, title: `E${n} v${v}` };
        store.dispatch(enqueue(eventSettingsWrites.update, update));
      }
    }
    expect(store.getState().queue.pending).toHaveLength(100);
    const before = writeRequests();
    rig.proxy.restore();
    store.dispatch(networkOnline());
    await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 60_000);
    expect(store.getState().queue.failed).toEqual([]);
    expect(writeRequests() - before).toBeLessThanOrEqual(5);
    const rows = await rig.query<{ id: string; key: string; title: string }>(sql`
      SELECT e.id, e.ext_key AS key, t.value AS title FROM events e
      JOIN translations t ON t.event_id = e.id AND t.key = 'events.title' AND t.lang = e.language
      WHERE e.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    expect(rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))).toEqual(
      ids.map((id, n) => ({ id, key: `drain-${n}`, title: `E${n} v4` })),
    );
    const [ledger] = await rig.query<{ last: number; errors: number }>(sql`
      SELECT last_mutation_id::int AS last, count(error_code)::int AS errors
      FROM mutation_ledger WHERE client_id = ${store.getState().queue.clientId}
      GROUP BY last_mutation_id`);
    expect(ledger).toEqual({ last: 100, errors: 0 });
  }, 90_000);
});
