import { createMigrate } from 'redux-persist';
import type { PersistedState } from 'redux-persist';
import { appStarted } from '../../client/lifecycle';
import { createQueueRecord, initialQueueState } from '../../client/queue';
import { loadAllEntities } from './entities';
import { PERSIST_KEY, PERSIST_VERSION, migrateWith, migrations } from './persistence';
import { makeStore } from './store';
import { localeChanged } from './uiSlice';

describe('persisted state migrations', () => {
  it('covers every version up to the current one', () => {
    expect(
      Object.keys(migrations)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: PERSIST_VERSION }, (_, i) => i + 1));
  });

  it('brings a version-0 state forward: the live slice and its resume tokens are not kept', async () => {
    const old = {
      _persist: { version: 0, rehydrated: false },
      live: { status: 'online', resumeTokens: { events: '42' }, current: { events: true } },
      session: { status: 'signedIn' },
      queue: { clientId: 'c', lastMutationId: {}, pending: [], acked: [], failed: [] },
    } as unknown as PersistedState;
    const migrated = (await createMigrate(migrations)(old, PERSIST_VERSION)) as unknown as Record<
      string,
      unknown
    >;
    expect(migrated.live).toBeUndefined();
    expect(migrated.session).toEqual({ status: 'signedIn' });
    expect(migrated.queue).toEqual({
      clientId: 'c',
      lastMutationId: {},
      pending: [],
      acked: [],
      failed: [],
      echoedAt: {},
    });
  });

  it('names the queued writes of a version-2 queue, which keep their call', async () => {
    // As migrateWith does first: the definitions load with their entities.
    await loadAllEntities();
    const call = { service: 'events', method: 'publish', request: { eventId: 'e1' } };
    const unknown = { service: 'events', method: 'noSuchWrite', request: {} };
    const entry = (c: object, mutationId: number) => ({
      mutationId,
      uid: 'u',
      call: c,
      docIds: ['e1'],
      createdAt: 1,
    });
    const old = {
      _persist: { version: 2, rehydrated: false },
      queue: {
        clientId: 'c',
        lastMutationId: { u: 3 },
        pending: [entry(call, 1)],
        acked: [entry(unknown, 2)],
        failed: [entry(call, 3)],
        echoedAt: {},
      },
    } as unknown as PersistedState;
    const migrated = (await createMigrate(migrations)(old, PERSIST_VERSION)) as unknown as {
      queue: Record<string, unknown>;
    };
    const named = { ...entry(call, 1), write: 'events.publish', args: { eventId: 'e1' } };
    expect(migrated.queue.pending).toEqual([named]);
    expect(migrated.queue.acked).toEqual([entry(unknown, 2)]);
    expect(migrated.queue.failed).toEqual([{ ...named, mutationId: 3 }]);
  });

  it('version 5: drops the resume tokens kept apart and the documents they stood for', async () => {
    // Issue 23: the tokens of version 4 could outlive their documents (sign-out, a slice kept
    // in memory only); what a version-4 profile holds is not trusted, and snapshots follow.
    const version4 = {
      _persist: { version: 4, rehydrated: false },
      ui: { locale: 'en' },
      session: { status: 'signedIn' },
      live: { status: 'online', resumeTokens: { events: '42' }, current: {} },
      events: { ids: [], entities: {} },
      posts: { ids: ['p1'], entities: { p1: { postId: 'p1' } } },
    } as unknown as PersistedState;
    const migrated = (await createMigrate(migrations)(
      version4,
      PERSIST_VERSION,
    )) as unknown as Record<string, unknown>;
    expect(migrated).toEqual({
      _persist: { version: 4, rehydrated: false },
      ui: { locale: 'en' },
      session: { status: 'signedIn' },
    });
    // Restored: the slices start empty, each with its resume points beside its documents.
    const storage = new Map<string, string>();
    storage.set(`persist:${PERSIST_KEY}`, JSON.stringify(serialised(version4 as object)));
    const { store, persistor } = makeStore(undefined, { storage: mapStorage(storage) });
    await until(() => persistor?.getState().bootstrapped === true);
    await import('../entities/posts');
    expect(store.getState().session.status).toBe('signedIn');
    expect(store.getState().posts).toEqual({ ids: [], entities: {}, resume: {} });
    expect(store.getState().live.current).toEqual({});
  });

  it('leaves a current state as it is', async () => {
    const current = {
      _persist: { version: PERSIST_VERSION, rehydrated: false },
      ui: { locale: 'en' },
    } as unknown as PersistedState;
    expect(await createMigrate(migrations)(current, PERSIST_VERSION)).toEqual(current);
  });
});

describe('version 3: the write queue moves to its own record', () => {
  class MemoryStorage {
    readonly items = new Map<string, string>();
    getItem = async (key: string) => this.items.get(key) ?? null;
    setItem = async (key: string, value: string) => void this.items.set(key, value);
    removeItem = async (key: string) => void this.items.delete(key);
  }
  const write = {
    mutationId: 3,
    uid: 'u',
    call: { service: 'events', method: 'publish', request: { eventId: 'e1' } },
    docIds: ['e1'],
    createdAt: 1,
  };
  const version2 = {
    _persist: { version: 2, rehydrated: false },
    session: { status: 'signedIn' },
    queue: {
      clientId: 'c',
      lastMutationId: { u: 3 },
      pending: [write],
      acked: [],
      failed: [],
      echoedAt: {},
    },
  } as unknown as PersistedState;

  it('carries a stored queue into the record, and the owner tab goes on with it', async () => {
    const storage = new MemoryStorage();
    storage.items.set(`persist:${PERSIST_KEY}`, JSON.stringify(serialised(version2 as object)));
    const { store, persistor } = makeStore(undefined, { storage });
    await until(() => persistor?.getState().bootstrapped === true);
    // The rest of the stored state comes back as before.
    expect(store.getState().session.status).toBe('signedIn');
    store.dispatch(appStarted());
    await until(() => store.getState().queue.role === 'owner');
    const { queue } = store.getState();
    expect(queue.clientId).toBe('c');
    expect(queue.pending).toEqual([{ ...write, write: 'events.publish', args: { eventId: 'e1' } }]);
    expect(queue.lastMutationId).toEqual({ u: 3 });
    expect(storage.items.get(`persist:${PERSIST_KEY}`)).not.toContain('clientId');
  });

  it('keeps a record that exists over an older stored queue', async () => {
    const storage = new MemoryStorage();
    const record = createQueueRecord(storage);
    await record.save({ ...initialQueueState(), clientId: 'newer' });
    const migrated = (await migrateWith(record)(version2, PERSIST_VERSION)) as unknown as Record<
      string,
      unknown
    >;
    expect(migrated.queue).toBeUndefined();
    expect((await record.load())?.clientId).toBe('newer');
  });
});

describe('what is stored at once, not after the throttled save', () => {
  afterEach(() => jest.useRealTimers());

  // A page load may follow at once (the console's own reload, a link opened in the tab); the
  // pagehide flush is not sure to reach IndexedDB before the page goes.
  it('stores a change of the interface language before the next save', async () => {
    const items = new Map<string, string>();
    const { store, persistor } = makeStore(undefined, { storage: mapStorage(items) });
    await until(() => persistor?.getState().bootstrapped === true);
    const storedLocale = () => {
      const stored = items.get(`persist:${PERSIST_KEY}`);
      if (!stored) return undefined;
      const ui = (JSON.parse(stored) as Record<string, string>).ui;
      return ui ? (JSON.parse(ui) as { locale: string }).locale : undefined;
    };
    const before = store.getState().ui.locale;
    const other = before === 'ru' ? 'en' : 'ru';
    // No timer runs from here: only a save made at once reaches the storage.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    store.dispatch(localeChanged(other));
    for (let i = 0; i < 20 && storedLocale() !== other; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(storedLocale()).toBe(other);
  });
});

/** redux-persist's stored form: each slice serialised on its own, then the whole. */
/** A store's storage kept in a Map: what IndexedDB would hold, readable by the test. */
const mapStorage = (items: Map<string, string>) => ({
  getItem: async (k: string) => items.get(k) ?? null,
  setItem: async (k: string, v: string) => void items.set(k, v),
  removeItem: async (k: string) => void items.delete(k),
});

const serialised = (state: object) =>
  Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)]));

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}
