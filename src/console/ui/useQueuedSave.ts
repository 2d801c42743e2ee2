// A save through the write queue, told honestly (spec/console.md §2.25, ARCHITECTURE §3): the
// screen says "Updated." only once the server took every write the save queued; while they
// wait (offline, or a slow network) it says they are kept on this device and will be sent; a
// refusal says nothing here (the queue's own notice names it, the form marks its field).
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../app/hooks';
import type { AppStore } from '../app/store';
import { notified } from './notificationsSlice';

export type SaveOutcome = 'sent' | 'queued' | 'refused';

/** How long an online save waits for the server before it says the writes wait on the device. */
export const SAVE_WAIT_MS = 4000;

const localIds = (store: AppStore) =>
  new Set(store.getState().queue.pending.map((write) => write.localId));

function outcomeOf(store: AppStore, ids: Set<string | undefined>): SaveOutcome | null {
  const { pending, failed } = store.getState().queue;
  if (failed.some((write) => ids.has(write.localId))) return 'refused';
  return pending.some((write) => ids.has(write.localId)) ? null : 'sent';
}

/** Waits until the writes are answered, or `waitMs` passes ('queued'). */
function settled(store: AppStore, ids: Set<string | undefined>, waitMs: number) {
  return new Promise<SaveOutcome>((resolve) => {
    const check = () => {
      const outcome = outcomeOf(store, ids);
      if (outcome === null) return false;
      finish(outcome);
      return true;
    };
    const finish = (outcome: SaveOutcome) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('queued'), waitMs);
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * `save(write)` runs `write` (which queues writes, e.g. a queued mutation's unwrap), waits for
 * their answer, notifies the organiser and resolves the outcome. Offline it does not wait.
 */
export function useQueuedSave(waitMs = SAVE_WAIT_MS) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return useCallback(
    async (write: () => Promise<unknown>): Promise<SaveOutcome> => {
      const before = localIds(store);
      await write();
      const ids = new Set([...localIds(store)].filter((id) => !before.has(id)));
      const offline = typeof navigator !== 'undefined' && !navigator.onLine;
      const outcome = ids.size === 0 ? 'sent' : await settled(store, ids, offline ? 0 : waitMs);
      if (outcome === 'sent') dispatch(notified({ text: 'message.updated' }));
      if (outcome === 'queued') dispatch(notified({ text: 'message.savedOnDevice' }));
      return outcome;
    },
    [store, dispatch, waitMs],
  );
}
