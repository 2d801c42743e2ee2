// A save through the write queue, told honestly (spec/console.md §2.25, ARCHITECTURE §3): the
// screen says "Updated." only once the server took every write the save queued; while they
// wait (offline, or a slow network) it says they are kept on this device and will be sent; a
// refusal says nothing here (the queue's own notice names it, the form marks its field).
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../app/hooks';
import type { AppStore } from '../app/store';
import type { CallError } from '../../client/transport';
import { notified } from './notificationsSlice';

export type SaveOutcome = 'sent' | 'queued' | 'refused';

export interface SaveResult {
  outcome: SaveOutcome;
  /** The server's refusal of a write of the save. */
  refusal?: CallError;
}

/** How long an online save waits for the server before it says the writes wait on the device. */
export const SAVE_WAIT_MS = 4000;

const localIds = (store: AppStore) =>
  new Set(store.getState().queue.pending.map((write) => write.localId));

function outcomeOf(store: AppStore, ids: Set<string | undefined>): SaveResult | null {
  const { pending, failed } = store.getState().queue;
  const refused = failed.find((write) => ids.has(write.localId));
  if (refused) return { outcome: 'refused', ...(refused.error && { refusal: refused.error }) };
  return pending.some((write) => ids.has(write.localId)) ? null : { outcome: 'sent' };
}

/** Waits until the writes are answered, or `waitMs` passes ('queued'). */
function settled(store: AppStore, ids: Set<string | undefined>, waitMs: number) {
  return new Promise<SaveResult>((resolve) => {
    const check = () => {
      const result = outcomeOf(store, ids);
      if (result === null) return false;
      finish(result);
      return true;
    };
    const finish = (result: SaveResult) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ outcome: 'queued' }), waitMs);
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * `save(write, text)` runs `write` (which queues writes, e.g. a queued mutation's unwrap), waits
 * for their answer, notifies the organiser (`text`, a common-namespace key, once the server took
 * them) and resolves the outcome (with the server's message when it refused). Offline it does not wait.
 */
export function useQueuedSave(waitMs = SAVE_WAIT_MS) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return useCallback(
    async (write: () => Promise<unknown>, text = 'message.updated'): Promise<SaveResult> => {
      const before = localIds(store);
      await write();
      const ids = new Set([...localIds(store)].filter((id) => !before.has(id)));
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      const result: SaveResult =
        ids.size === 0 ? { outcome: 'sent' } : await settled(store, ids, offline ? 0 : waitMs);
      if (result.outcome === 'sent') dispatch(notified({ text }));
      if (result.outcome === 'queued') dispatch(notified({ text: 'message.savedOnDevice' }));
      return result;
    },
    [store, dispatch, waitMs],
  );
}
