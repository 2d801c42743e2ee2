// The console's store, effects, live client and write queue against the real server: writes
// made offline are sent once the network is back, exactly once even when a response is lost
// on the way (a proxy drops connections after the server has answered).
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import WebSocket from 'ws';
import { appStarted, networkOnline } from '../../../src/client/lifecycle';
import { makeStore } from '../../../src/console/app/store';
import type { AppStore } from '../../../src/console/app/store';
import { sessionStarted, tokensOf } from '../../../src/console/entities/session';
import { targetWanted } from '../../../src/client/live';
import { eventSettingsWrites, eventWrites } from '../../../src/console/entities/events';
import { enqueue } from '../../../src/console/entities/writes';
import { BASE_URL_KEY } from '../../../src/client/transport';
import { FlakyProxy } from '../../support/flakyProxy';
import { InProcessLocks } from '../../support/inProcessLocks';
import { until } from '../support/consoleHarness';
import { newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

/**
 * A persisted-state storage as slow as a busy browser's IndexedDB can be: a write lands only
 * after `delayMs`. `snapshot()` is what a page reloaded at that moment would read back.
 */
class SlowStorage {
  private readonly stored = new Map<string, string>();
  constructor(private readonly delayMs: number) {}
  getItem = async (key: string) => this.stored.get(key) ?? null;
  setItem = async (key: string, value: string) => {
    await new Promise((r) => setTimeout(r, this.delayMs));
    this.stored.set(key, value);
  };
  removeItem = async (key: string) => {
    this.stored.delete(key);
  };
  snapshot(): SlowStorage {
    const copy = new SlowStorage(this.delayMs);
    for (const [key, value] of this.stored) copy.stored.set(key, value);
    return copy;
  }
}

describe('the console store against the real server', () => {
  let server: TestServer;
  let proxy: FlakyProxy;
  let store: AppStore;
  const storage = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer();
    proxy = new FlakyProxy(Number(new URL(server.baseUrl).port));
    storage.set(BASE_URL_KEY, await proxy.listen());
    Object.assign(globalThis, {
      WebSocket,
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
        removeItem: (k: string) => storage.delete(k),
      },
    });
    const session = await newOrganiser(server);
    store = makeStore().store;
    store.dispatch(appStarted());
    await until(() => store.getState().session.status === 'signedOut', 'the first auth state');
    store.dispatch(sessionStarted(tokensOf(session)));
    store.dispatch(targetWanted(LIVE_TARGETS.events.path({})));
    await until(() => store.getState().live.current.events === true, 'the events snapshot');
  });

  afterAll(async () => {
    store.dispatch({ type: 'session/signedOut' });
    await proxy.close();
    await server.stop();
  });

  const query = async (statement: ReturnType<typeof sql>) =>
    ((await server.app.database.db.execute(statement)) as unknown as { rows: unknown[] }).rows;
  const eventRows = (title: string) =>
    query(
      sql`SELECT id FROM events WHERE id IN (SELECT event_id FROM translations WHERE value = ${title})`,
    );

  it('sends a write and shows it from the live feed', async () => {
    const eventId = uuidv7();
    store.dispatch(enqueue(eventWrites.create, { eventId, title: 'Online event', language: 'ru' }));
    await until(
      () => store.getState().events.entities[eventId]?.title === 'Online event',
      'the live echo',
    );
    expect(store.getState().queue.pending).toHaveLength(0);
  });

  it('keeps writes made offline and sends them, in order and once, when the network is back', async () => {
    proxy.cut();
    const eventId = uuidv7();
    store.dispatch(enqueue(eventWrites.create, { eventId, title: 'Made offline', language: 'ru' }));
    store.dispatch(
      enqueue(eventSettingsWrites.update, {
        eventId,
        key: 'made-offline',
        title: 'Renamed offline',
      }),
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(store.getState().queue.pending.map((w) => w.call.method)).toEqual([
      'createEvent',
      'updateEvent',
    ]);
    expect(await eventRows('Made offline')).toHaveLength(0);

    proxy.restore();
    store.dispatch(networkOnline());
    await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 40_000);
    await until(
      () => store.getState().events.entities[eventId]?.title === 'Renamed offline',
      'the live echo',
    );
    expect(await query(sql`SELECT ext_key FROM events WHERE id = ${eventId}`)).toEqual([
      { ext_key: 'made-offline' },
    ]);
    expect(store.getState().queue.failed).toHaveLength(0);
  }, 60_000);

  it('applies a write once when its response is lost and it is sent again', async () => {
    // The writes go alone or several in one request (SendWrites): either reply may be lost.
    const writes = /CreateEvent|SendWrites/;
    const firstDropped = proxy.dropResponse(writes, 1);
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    for (const [i, eventId] of ids.entries()) {
      store.dispatch(
        enqueue(eventWrites.create, { eventId, title: `Lost reply ${i}`, language: 'ru' }),
      );
    }
    await firstDropped;
    // The retry (with the writes behind it) is applied, and its reply is lost too.
    void proxy.dropResponse(writes, 1);
    await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 40_000);
    expect(proxy.dropped).toBe(2);
    for (const [i, eventId] of ids.entries()) {
      expect(await query(sql`SELECT count(*)::int AS n FROM events WHERE id = ${eventId}`)).toEqual(
        [{ n: 1 }],
      );
      expect(await eventRows(`Lost reply ${i}`)).toHaveLength(1);
    }
    expect(store.getState().queue.failed).toHaveLength(0);
  }, 60_000);

  it('never reuses a mutation id after a reload, however late the stored state was written', async () => {
    const session = await newOrganiser(server);
    const rehydrated = async (storage: SlowStorage) => {
      const made = makeStore(undefined, { storage });
      await until(() => made.persistor?.getState().bootstrapped === true, 'rehydration');
      made.store.dispatch(appStarted());
      return made;
    };
    const storage = new SlowStorage(400);
    const stores: AppStore[] = [];
    try {
      const { store: before, persistor } = await rehydrated(storage);
      stores.push(before);
      await until(() => before.getState().session.status === 'signedOut', 'the first auth state');
      before.dispatch(sessionStarted(tokensOf(session)));
      // The sign-in itself is stored: what is at stake here is only the write that follows.
      await persistor?.flush();
      const first = uuidv7();
      before.dispatch(
        enqueue(eventWrites.create, { eventId: first, title: 'Before reload', language: 'ru' }),
      );
      await until(() => before.getState().queue.pending.length === 0, 'the first write sent');
      // The page reloads the moment the server has answered: it reads what storage holds now.
      const { store: after } = await rehydrated(storage.snapshot());
      stores.push(after);
      await until(() => after.getState().session.status === 'signedIn', 'the stored session');
      const second = uuidv7();
      after.dispatch(
        enqueue(eventWrites.create, { eventId: second, title: 'After reload', language: 'ru' }),
      );
      await until(() => after.getState().queue.pending.length === 0, 'the second write sent');
      expect(after.getState().queue.failed).toHaveLength(0);
      expect(await eventRows('Before reload')).toHaveLength(1);
      expect(await eventRows('After reload')).toHaveLength(1);
    } finally {
      for (const made of stores) made.dispatch({ type: 'session/signedOut' });
    }
  });

  it('keeps the writes of two tabs of one profile, each once', async () => {
    const session = await newOrganiser(server);
    const storage = new SlowStorage(20);
    const tabs = { locks: new InProcessLocks(), name: `queue-${uuidv7()}` };
    const closing: AbortController[] = [];
    const stores: AppStore[] = [];
    const openTab = async () => {
      const closed = new AbortController();
      closing.push(closed);
      const made = makeStore(undefined, { storage, tabs: { ...tabs, closed: closed.signal } });
      await until(() => made.persistor?.getState().bootstrapped === true, 'rehydration');
      made.store.dispatch(appStarted());
      stores.push(made.store);
      return made;
    };
    try {
      const first = await openTab();
      await until(() => first.store.getState().session.status === 'signedOut', 'the auth state');
      first.store.dispatch(sessionStarted(tokensOf(session)));
      await first.persistor?.flush();
      // The second tab opens on what the first stored: the same session and client id.
      const second = await openTab();
      await until(() => second.store.getState().session.status === 'signedIn', 'its session');
      const titles = ['First tab', 'Second tab'].map((t) => `${t} ${uuidv7()}`);
      for (const [i, made] of [first, second].entries()) {
        const eventId = uuidv7();
        made.store.dispatch(
          enqueue(eventWrites.create, { eventId, title: titles[i]!, language: 'ru' }),
        );
      }
      for (const made of [first, second]) {
        await until(() => made.store.getState().queue.pending.length === 0, 'the queues to drain');
        expect(made.store.getState().queue.failed).toEqual([]);
      }
      for (const title of titles) expect(await eventRows(title)).toHaveLength(1);
    } finally {
      for (const store of stores) store.dispatch({ type: 'session/signedOut' });
      for (const closed of closing) closed.abort();
    }
  });
});
