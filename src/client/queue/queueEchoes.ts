// The stored record must not forget an acknowledged write before the program's stored views
// show its echo. The views are saved on their own (throttled) schedule, the record at once:
// a reload in between read views older than the echo and a queue without the write, so the
// organiser saw their acknowledged change undone until the live feed caught up. The owner
// keeps such writes in what it stores (as acknowledged: a delivery of their documents ends
// them) until the views are saved, then stores the queue again. That holds for a write whose
// echo came before its answer too: it leaves the pending list for nowhere.
import type { QueuedWrite } from './queueSlice';
import type { StoredQueue } from './queueTabs';

const sameWrite = (a: QueuedWrite) => (b: QueuedWrite) =>
  a.uid === b.uid && a.mutationId === b.mutationId;

export interface EchoKeeper {
  /** The queue to store: this one, with the writes echoed since the views were last saved. */
  keep(queue: StoredQueue): StoredQueue;
}

/** The numbered writes still waiting to be sent or to show (a follower's unstored ones aside). */
const open = (queue: StoredQueue) =>
  [...queue.pending, ...queue.acked].filter((w) => w.mutationId > 0);

export function echoedUntilViewsStored(
  persistViews: (() => Promise<void>) | undefined,
  storeAgain: (queue: StoredQueue) => unknown,
): EchoKeeper {
  let previous: QueuedWrite[] = [];
  let latest: StoredQueue | null = null;
  /** Writes that ended (echoed, or answered after their echo) while the views may lag. */
  let unsaved: QueuedWrite[] = [];
  return {
    keep(queue) {
      latest = queue;
      if (!persistViews) return queue;
      const now = [...open(queue), ...queue.failed];
      const gone = previous.filter((w) => !now.some(sameWrite(w)));
      previous = open(queue);
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
