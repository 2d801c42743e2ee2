// Tabs of one browser profile sharing the write queue, each a store in this process: Node's
// BroadcastChannel between them and an in-process stand-in for navigator.locks.
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { v7 as uuidv7 } from 'uuid';
import { appStarted } from '../../src/client/lifecycle';
import type { CoreDispatch } from '../../src/client/lifecycle';
import {
  addQueueOwnership,
  createQueueRecord,
  queueSlice,
  writeQueued,
} from '../../src/client/queue';
import type { ConnectCall } from '../../src/client/transport';
import { InProcessLocks } from './inProcessLocks';
import { until as waitUntil } from './until';

const reducer = combineReducers({ queue: queueSlice.reducer });
type State = ReturnType<typeof reducer>;

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = async (key: string) => this.items.get(key) ?? null;
  setItem = async (key: string, value: string) => void this.items.set(key, value);
}

export function profile(persistViews?: () => Promise<void>) {
  const storage = new MemoryStorage();
  const locks = new InProcessLocks();
  const name = `queue-${uuidv7()}`;
  const tabs: { close: () => void }[] = [];
  const openTab = () => {
    const listener = createListenerMiddleware<State, CoreDispatch<State>>();
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault().prepend(listener.middleware),
    });
    const closed = new AbortController();
    const record = createQueueRecord(storage);
    addQueueOwnership(listener.startListening, {
      record,
      locks,
      name,
      closed: closed.signal,
      persistViews,
    });
    store.dispatch(appStarted());
    const tab = { store, close: () => closed.abort() };
    tabs.push(tab);
    return tab;
  };
  const stored = () => JSON.parse(storage.items.get('writeQueue') ?? 'null');
  return { name, openTab, stored, closeAll: () => tabs.forEach((t) => t.close()) };
}

const call = (title: string): ConnectCall => ({
  service: 'events',
  method: 'createEvent',
  request: { title },
});
export const write = (title: string) =>
  writeQueued({ uid: 'u', call: call(title), docIds: [title] });

export const titles = (writes: { mutationId: number; call: ConnectCall }[]) =>
  writes.map((w) => [w.mutationId, (w.call.request as { title: string }).title]);

/** Waits for what the tabs' effects do (a BroadcastChannel message, a stored record). */
export const until = (condition: () => boolean, what: string) =>
  waitUntil(condition, what, 3000, 5);
