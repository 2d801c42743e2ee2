// redux-persist storage on IndexedDB (idb-keyval): persisted state outgrows localStorage.
import { createStore, del, get, set } from 'idb-keyval';
import type { Storage } from 'redux-persist';

export function idbStorage(dbName = 'eventapp-console'): Storage {
  const store = createStore(dbName, 'persist');
  return {
    getItem: async (key: string) => (await get<string>(key, store)) ?? null,
    setItem: (key: string, value: string) => set(key, value, store),
    removeItem: (key: string) => del(key, store),
  };
}
