// The stored record must not forget an acknowledged write before the program's stored views
// show its echo. The views are saved on their own (throttled) schedule, the record at once:
// a reload in between read views older than the echo and a queue without the write, so the
// organiser saw their acknowledged change undone until the live feed caught up. The owner
// keeps such writes in what it stores until the views are saved, then stores the queue again.
import type { QueuedWrite } from './queueSlice';
import type { StoredQueue } from './queueTabs';

const sameWrite = (a: QueuedWrite) => (b: QueuedWrite) =>
  a.uid === b.uid && a.mutationId === b.mutationId;

export interface EchoKeeper {
  /** The queue to store: this one, with the writes echoed since the views were last saved. */
  keep(queue: StoredQueue): StoredQueue;
}

export function echoedUntilViewsStored(
  persistViews: (() => Promise<void>) | undefined,
  storeAgain: (queue: StoredQueue) => unknown,
): EchoKeeper {
  let previous: QueuedWrite[] = [];
  let latest: StoredQueue | null = null;
  /** Writes that left `acked` while the views that show them may not be saved yet. */
  let unsaved: QueuedWrite[] = [];
  return {
    keep(queue) {
      latest = queue;
      if (!persistViews) return queue;
      const gone = previous.filter((w) => !queue.acked.some(sameWrite(w)));
      previous = queue.acked;
      if (gone.length > 0) {
        unsaved = [...unsaved, ...gone];
        // The views already hold the echo (the feed's change reached them before the queue's
        // echo did): the next save of them is one that shows it.
        void persistViews()
          .catch(() => undefined)
          .then(() => {
            unsaved = unsaved.filter((w) => !gone.includes(w));
            if (latest) storeAgain(latest);
          });
      }
      return unsaved.length > 0 ? { ...queue, acked: [...unsaved, ...queue.acked] } : queue;
    },
  };
}
