// The store starts with the core slices and takes an entity's in when its code loads: each test
// runs in a module registry of its own, so no entity is loaded unless the test imports it.
import { create } from '@bufbuild/protobuf';
import type { Storage } from 'redux-persist';
import { SpeakerSchema } from '../../../generated/manager/model_pb';

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  getItem = async (key: string) => this.items.get(key) ?? null;
  setItem = async (key: string, value: string) => void this.items.set(key, value);
  removeItem = async (key: string) => void this.items.delete(key);
}

const speaker = (speakerId: string) => create(SpeakerSchema, { speakerId, eventId: 'e1' });
const speakersState = (...ids: string[]) => ({
  ids,
  entities: Object.fromEntries(ids.map((id) => [id, speaker(id)])),
  resume: {},
});
const stored = (storage: MemoryStorage, key: string) =>
  JSON.parse(JSON.parse(storage.items.get('persist:console') ?? '{}')[key] ?? 'null') as unknown;

/** Runs body with fresh modules: app/store and whatever body imports itself. */
const isolated = (body: () => Promise<void>) => jest.isolateModulesAsync(body);

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('lazily loaded entity slices', () => {
  it('start without the areas’ slices, keep their stored state, and restore it when loaded', () =>
    isolated(async () => {
      const storage = new MemoryStorage();
      const { PERSIST_KEY, PERSIST_VERSION } = await import('./persistence');
      storage.items.set(
        `persist:${PERSIST_KEY}`,
        JSON.stringify({
          speakers: JSON.stringify(speakersState('s1')),
          _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
        }),
      );
      const { makeStore } = await import('./store');
      const { registeredEntities } = await import('./entityRegistry');
      const { liveChanged } = await import('../../client/live');
      expect(registeredEntities().map((e) => e.name)).toEqual(['session']);

      const { store, persistor } = makeStore(undefined, { storage });
      await until(() => persistor?.getState().bootstrapped === true);
      // Not loaded: the key holds what was stored and is written back as it was.
      expect(store.getState().speakers).toEqual(speakersState('s1'));
      store.dispatch({ type: 'anything' });
      await persistor?.flush();
      expect(stored(storage, 'speakers')).toEqual(speakersState('s1'));
      // A change for a slice not loaded does not reach it (its screens are not open).
      const change = (id: string) =>
        liveChanged({
          path: 'events/e1/speakers',
          changes: [
            {
              kind: 'added',
              docId: id,
              document: { doc: { case: 'speaker', value: speaker(id) } },
            },
          ],
        } as never);

      store.dispatch(change('s0'));
      expect(store.getState().speakers).toEqual(speakersState('s1'));

      const { speakersEntity } = await import('../entities/speakers');
      expect(registeredEntities().map((e) => e.name)).toContain('speakers');
      // Loaded: the slice carries on from the restored state at once.
      expect(store.getState().speakers).toEqual(speakersState('s1'));
      store.dispatch(change('s2'));
      expect(store.getState().speakers.ids).toEqual(['s1', 's2']);
      await persistor?.flush();
      expect((stored(storage, 'speakers') as { ids: string[] }).ids).toEqual(['s1', 's2']);
      expect(speakersEntity.name).toBe('speakers');
    }));

  it('hold no state for a slice never stored, and its initial state once loaded', () =>
    isolated(async () => {
      const { makeStore } = await import('./store');
      const { store } = makeStore(undefined, { readOnly: true });
      expect(store.getState().posts).toBeNull();
      await import('../entities/posts');
      expect(store.getState().posts).toEqual({ ids: [], entities: {}, resume: {} });
    }));

  it('empty a slice not loaded on sign-out, as a loaded one empties', () =>
    isolated(async () => {
      const { makeStore } = await import('./store');
      const { signedOut } = await import('../entities/session');
      const { store } = makeStore({ speakers: speakersState('s1') }, { readOnly: true });
      expect(store.getState().speakers).toEqual(speakersState('s1'));
      store.dispatch(signedOut());
      await import('../entities/speakers');
      expect(store.getState().speakers).toEqual({ ids: [], entities: {}, resume: {} });
    }));

  it('all load for a replayed diagnostics file, so every replayed action reaches its slice', () =>
    isolated(async () => {
      const { makeReplayStore } = await import('../areas/replay');
      const { registeredEntities } = await import('./entityRegistry');
      const { liveChanged } = await import('../../client/live');
      expect(registeredEntities().map((e) => e.name)).not.toContain('speakers');
      const action = liveChanged({
        path: 'events/e1/speakers',
        changes: [
          {
            kind: 'added',
            docId: 's2',
            document: { doc: { case: 'speaker', value: speaker('s2') } },
          },
        ],
      } as never);
      const bundle = {
        payload: JSON.stringify([action]),
        preloadedState: JSON.stringify({ speakers: speakersState('s1'), posts: null }),
      };
      const replay = await makeReplayStore(JSON.stringify(bundle));
      const state = replay?.store.getState();
      expect(state?.speakers.ids).toEqual(['s1', 's2']);
      expect(state?.posts).toEqual({ ids: [], entities: {}, resume: {} });
    }));

  it('list every entity with the keys and persistence of its descriptor', () =>
    isolated(async () => {
      const { LAZY_ENTITIES, loadAllEntities } = await import('./entities');
      const { registeredEntities } = await import('./entityRegistry');
      await loadAllEntities();
      const described = Object.fromEntries(
        registeredEntities()
          .filter((e) => e.name !== 'session')
          .map((e) => [e.name, { keys: Object.keys(e.reducers), persisted: e.persisted }]),
      );
      const listed = Object.fromEntries(
        Object.entries(LAZY_ENTITIES).map(([name, e]) => [
          name,
          { keys: e.keys, persisted: e.persisted },
        ]),
      );
      expect(listed).toEqual(described);
    }));
});
