// makeStore(preloadedState): the console's one store. Entity slices (app/entities.ts) are fed
// by the live feed, writes go through the persisted queue, and the whole session survives a
// reload.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
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
import { notificationsSlice } from '../ui/notificationsSlice';
import { createActionLog } from './actionLog';
import type { ActionLog } from './actionLog';
import { api } from './api';
import { entityReducers } from './entities';
import { createAppListener } from './listener';
import { registerEffects } from './effects';
import { PERSISTED_SLICES, PERSIST_KEY, PERSIST_VERSION, migrateWith } from './persistence';
import type { TabOptions } from './clientCore';
import { uiSlice } from './uiSlice';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
  [queueSlice.reducerPath]: queueSlice.reducer,
  [liveSlice.reducerPath]: liveSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  ...entityReducers,
});

export type RootState = ReturnType<typeof rootReducer>;

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
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
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
  persistor = options.storage ? persistStore(store) : null;
  return { store, persistor, actionLog };
}

// Declared, not inferred from makeStore: the listener middleware inside it needs the types.
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };
