// The queue's own record in the profile's storage, written by the queue's owner only (the
// other tabs never write it, so no tab overwrites another's queue). Writes are coalesced: a
// save resolves once that state, or a later one, is stored.
import { toStoredQueue } from './queueTabs';
import type { StoredQueue } from './queueTabs';

/** The part of redux-persist's Storage (or any key-value store) the record needs. */
export interface KeyValueStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<unknown>;
}

export const QUEUE_RECORD_KEY = 'writeQueue';

export interface QueueRecord {
  load(): Promise<StoredQueue | null>;
  save(queue: StoredQueue): Promise<void>;
  /** Stores a queue of an earlier version unless the record already holds one. */
  keepLegacy(queue: unknown): Promise<void>;
}

export function createQueueRecord(storage: KeyValueStorage, key = QUEUE_RECORD_KEY): QueueRecord {
  let next: string | null = null;
  /** What is being written, or was written last: the same state is not written twice. */
  let latest: string | null = null;
  let writing: Promise<void> | null = null;
  const drain = async () => {
    try {
      while (next !== null) {
        const json = next;
        next = null;
        latest = json;
        await storage.setItem(key, json);
      }
    } catch (error) {
      latest = null;
      throw error;
    } finally {
      writing = null;
      next = null;
    }
  };
  const load = async () => {
    const json = await storage.getItem(key);
    return json ? toStoredQueue(JSON.parse(json) as StoredQueue) : null;
  };
  return {
    load,
    save(queue) {
      const json = JSON.stringify(queue);
      // Already stored, or being stored with nothing newer behind it (the owner stores each
      // change, and the sender asks again before each send).
      if (json === latest && next === null) return writing ?? Promise.resolve();
      next = json;
      writing ??= drain();
      return writing;
    },
    async keepLegacy(queue) {
      const legacy = queue as Partial<StoredQueue> | null;
      if (!legacy?.clientId || (await load())) return;
      await storage.setItem(
        key,
        JSON.stringify(toStoredQueue({ ...legacy, clientId: legacy.clientId })),
      );
    },
  };
}
