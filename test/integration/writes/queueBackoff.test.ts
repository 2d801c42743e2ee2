// The write queue's wait between tries (issue 31, item 5): a new write, the live socket's
// reconnect and the browser's 'online' each end it, so a queue does not sit out a backoff of
// many seconds once the network is back; and one return of the network sends each batch once
// (a send begun after 'online' is not abandoned when the live socket reconnects right after).
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { networkOnline } from '../../../src/client/lifecycle';
import { eventSettingsWrites, eventWrites } from '../../../src/console/entities/events';
import type { AppStore } from '../../../src/console/app/store';
import { enqueue } from '../../../src/console/entities/writes';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

/** Far beyond the tests' limits: only a signal can end such a wait. */
const LONG_BACKOFF = { backoffMs: 60_000, maxBackoffMs: 120_000 };
const WRITES = /^\/manager\./;

describe('the write queue’s backoff', () => {
  let rig: ConsoleRig;

  beforeAll(async () => {
    rig = await startConsoleRig();
  });
  afterAll(() => rig.close());

  /** A console whose sender reports its waits; `waiting()` is true while it sits in one. */
  const openConsole = async () => {
    let waits = 0;
    let woken = 0;
    const store = await rig.openConsole({
      sender: {
        ...LONG_BACKOFF,
        debug: (step) => {
          if (step === 'wait') waits += 1;
          if (step === 'woken') woken += 1;
        },
      },
    });
    return { store, waiting: () => waits > woken };
  };

  /** Queues a create and `renames` renames of one event; resolves with its id. */
  const queueEvent = (store: AppStore, tag: string, renames: number) => {
    const eventId = uuidv7();
    const key = `k-${eventId.slice(-12)}`;
    store.dispatch(enqueue(eventWrites.create, { eventId, title: `${tag} 0`, language: 'ru' }));
    for (let i = 1; i <= renames; i++) {
      store.dispatch(enqueue(eventSettingsWrites.update, { eventId, key, title: `${tag} ${i}` }));
    }
    return eventId;
  };
  const titleOf = async (eventId: string) =>
    rig.query<{ title: string }>(sql`
      SELECT t.value AS title FROM events e
      JOIN translations t ON t.event_id = e.id AND t.key = 'events.title' AND t.lang = e.language
      WHERE e.id = ${eventId}`);

  it('ends at a new write', async () => {
    const { store, waiting } = await openConsole();
    // No live socket and no 'online': only the new write can end the wait.
    rig.proxy.block(/\/live/);
    rig.proxy.cut();
    try {
      const first = queueEvent(store, 'Before', 0);
      await until(waiting, 'the sender to wait');
      rig.proxy.restore();
      const second = queueEvent(store, 'After', 1);
      await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 10_000);
      expect(await titleOf(first)).toEqual([{ title: 'Before 0' }]);
      expect(await titleOf(second)).toEqual([{ title: 'After 1' }]);
    } finally {
      rig.proxy.restore();
      rig.proxy.block(null);
    }
  }, 30_000);

  it('ends when the live socket reconnects', async () => {
    const { store, waiting } = await openConsole();
    await until(() => store.getState().live.status === 'online', 'the live socket');
    rig.proxy.cut();
    const eventId = queueEvent(store, 'Live', 1);
    await until(waiting, 'the sender to wait');
    await until(() => store.getState().live.status === 'offline', 'the live socket to drop');
    // Back without any 'online': the live socket's own retry finds it.
    rig.proxy.restore();
    await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 20_000);
    expect(await titleOf(eventId)).toEqual([{ title: 'Live 1' }]);
  }, 40_000);

  it('sends a batch once when the network comes back', async () => {
    const { store, waiting } = await openConsole();
    await until(() => store.getState().live.status === 'online', 'the live socket');
    rig.proxy.cut();
    const eventId = queueEvent(store, 'Once', 4);
    await until(waiting, 'the sender to wait');
    const before = rig.proxy.requests.length;
    const writeRequests = () => rig.proxy.requests.slice(before).filter((p) => WRITES.test(p));
    // The batch's answer waits until the live socket is back, as on a real network where the
    // socket reconnects while the first request is out.
    const hold = rig.proxy.holdResponses(WRITES);
    let sentWhenLiveBack = -1;
    const unsubscribe = store.subscribe(() => {
      if (sentWhenLiveBack < 0 && store.getState().live.status === 'online')
        sentWhenLiveBack = writeRequests().length;
    });
    try {
      rig.proxy.restore();
      store.dispatch(networkOnline());
      await hold.held;
      await until(() => sentWhenLiveBack >= 0, 'the live socket to reconnect');
      hold.release();
      await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 10_000);
    } finally {
      unsubscribe();
      hold.release();
    }
    // The batch was out before the socket came back, and was not sent again.
    expect(sentWhenLiveBack).toBe(1);
    expect(writeRequests()).toEqual(['/manager.WriteQueue/SendWrites']);
    expect(await titleOf(eventId)).toEqual([{ title: 'Once 4' }]);
    expect(store.getState().queue.failed).toEqual([]);
  }, 30_000);
});
