// makeStore(preloadedState): the console's one store. Entity slices (app/entities.ts) are fed
// by the live feed, writes go through the persisted queue, and the whole session survives a
// reload. The store starts with the core slices; an entity's slices are injected when its code
// loads (entityRegistry.ts), and until then its key keeps the state it was restored with.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Reducer, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import type { Persistor, Storage } from 'redux-persist';
import { liveSlice } from '../../client/live';
import { createQueueRecord, queueSlice } from '../../client/queue';
import type { SenderTiming } from '../../client/queue';
import { sessionEnded } from '../entities/session';
import { notificationsSlice } from '../ui/notificationsSlice';
import { createActionLog } from './actionLog';
import type { ActionLog } from './actionLog';
import { api } from './api';
import { LAZY_ENTITY_KEYS } from './entities';
import type { EntityState } from './entities';
import { entityLoaded, onEntityRegistered } from './entityRegistry';
import { createAppListener } from './listener';
import { registerEffects } from './effects';
import { PERSISTED_SLICES, PERSIST_KEY, PERSIST_VERSION, migrateWith } from './persistence';
import type { TabOptions } from './clientCore';
import { uiSlice } from './uiSlice';

const CHECK_WARN_AFTER_MS = 1_000;

/**
 * The key of a slice whose code has not loaded keeps what it holds (its persisted or replayed
 * state, else null): redux-persist then writes it back unchanged instead of dropping it. It
 * empties, resume points included, when the session ends, as every entity does.
 */
const dormant: Reducer<unknown> = (state = null, action) => (sessionEnded(action) ? null : state);

/** Whether a slice is being injected: Redux rebuilds the combined reducer then (below). */
let injecting = false;

/**
 * Redux checks every reducer each time the combined reducer is rebuilt, i.e. on every slice
 * injected: each is called twice on no state to see that it gives one, and the API's reducer
 * builds its whole initial state each time (tens of ms at a phone's speed per area loaded;
 * issue 31). A reducer is checked on its own injection; a later rebuild's checks get a
 * placeholder. The store itself never calls a reducer while a slice is being injected.
 */
function checkedOnce<S, A extends UnknownAction>(reducer: Reducer<S, A>): Reducer<S, A> {
  let checked = false;
  return (state, action) => {
    if (injecting && state === undefined) {
      if (checked) return null as S;
      checked = true;
    }
    return reducer(state, action);
  };
}

function inject(reducerPath: string, reducer: Reducer): void {
  injecting = true;
  try {
    combined.inject({ reducerPath, reducer: checkedOnce(reducer) }, { overrideExisting: true });
  } finally {
    injecting = false;
  }
}

const core = combineSlices(
  { reducerPath: api.reducerPath, reducer: checkedOnce(api.reducer) },
  { reducerPath: uiSlice.reducerPath, reducer: checkedOnce(uiSlice.reducer) },
  { reducerPath: queueSlice.reducerPath, reducer: checkedOnce(queueSlice.reducer) },
  { reducerPath: liveSlice.reducerPath, reducer: checkedOnce(liveSlice.reducer) },
  { reducerPath: notificationsSlice.reducerPath, reducer: checkedOnce(notificationsSlice.reducer) },
);
const combined = core.withLazyLoadedSlices<Record<string, unknown>>();
for (const key of LAZY_ENTITY_KEYS) inject(key, dormant);

/** A loaded slice takes over its key's state; null (nothing stored) means its initial state. */
const fromDormant =
  (reducer: Reducer): Reducer =>
  (state, action) =>
    reducer(state ?? undefined, action);

onEntityRegistered((entity) => {
  for (const [key, reducer] of Object.entries(entity.reducers)) inject(key, fromDormant(reducer));
});

export type RootState = ReturnType<typeof core> & EntityState;

// Typed by hand: the entities' slices are injected by key at run time.
export const rootReducer = combined as unknown as Reducer<RootState>;

export interface StoreOptions {
  /** Persist to this storage (IndexedDB in the browser); none in tests and replays. */
  storage?: Storage;
  /** A replayed bundle: no live feed, no queue, no calls. */
  readOnly?: boolean;
  /** How this tab shares the write queue with the profile's other tabs (browser defaults). */
  tabs?: TabOptions;
  /** The write queue's send time limit and backoff (browser defaults). */
  sender?: SenderTiming;
}

export interface MadeStore {
  store: AppStore;
  persistor: Persistor | null;
  actionLog: ActionLog;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  options: StoreOptions = {},
): MadeStore {
  const queueRecord = options.storage ? createQueueRecord(options.storage) : null;
  const reducer =
    options.storage && queueRecord
      ? persistReducer(
          {
            key: PERSIST_KEY,
            version: PERSIST_VERSION,
            storage: options.storage,
            whitelist: [...PERSISTED_SLICES],
            migrate: migrateWith(queueRecord),
            throttle: 100,
          },
          rootReducer,
        )
      : rootReducer;
  const listener = createAppListener();
  const actionLog = createActionLog();
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      // The development checks (off in production builds) walk the whole state on every
      // action; how long a walk takes is the machine's load, not a fault of the code, so their
      // "took N ms" hint waits for a second (a 32-ms default failed console tests on a busy CI).
      getDefault({
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: CHECK_WARN_AFTER_MS,
        },
      })
        .prepend(listener.middleware)
        .concat(api.middleware, actionLog.middleware),
  });
  let persistor: Persistor | null = null;
  if (!options.readOnly) {
    registerEffects(listener.startAppListening, actionLog, {
      persistNow: async () => {
        await persistor?.flush();
      },
      queueRecord,
      tabs: options.tabs,
      sender: options.sender,
    });
  }
  // Slices injected from now on show their state at once, not with the next action. Held
  // weakly: the registry outlives the stores tests make by the hundred.
  const ref = new WeakRef(store);
  const stop = onEntityRegistered(
    (entity) => (ref.deref() ? ref.deref()?.dispatch(entityLoaded(entity.name)) : stop()),
    { past: false },
  );
  persistor = options.storage ? persistStore(store) : null;
  return { store, persistor, actionLog };
}

// Declared, not inferred from makeStore: the listener middleware inside it needs the types.
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };
