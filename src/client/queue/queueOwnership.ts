// One queue owner per browser profile. Every tab shares the profile's client id, so only one
// may number writes: the tab holding the Web Lock numbers, stores (its own record, before each
// send) and sends them. The other tabs hand their writes over a BroadcastChannel, keep each
// until the owner's queue shows it stored (handing it again to a new owner), and mirror the
// owner's queue, so badges, the failed list and optimistic views are the same in every tab.
// When the owner tab goes, another takes the lock, reads the record and goes on in order.
import { v7 as uuidv7 } from 'uuid';
import { appStarted } from '../lifecycle';
import type { CoreDispatch, CoreStartListening } from '../lifecycle';
import type { QueueRecord } from './queueRecord';
import {
  failedWriteDiscarded,
  failedWriteRetried,
  queueAdopted,
  queueFollowed,
  queueMirrored,
  writeQueued,
  writesHanded,
} from './queueSlice';
import type { QueuedWrite, QueueState } from './queueSlice';
import { echoedUntilViewsStored } from './queueEchoes';
import { isUnstored } from './queueTabs';
import type { StoredQueue } from './queueTabs';

/** What the queue needs of navigator.locks (an in-process stand-in in tests). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

export interface QueueOwnershipOptions {
  record: QueueRecord;
  /** Without locks (or BroadcastChannel) this tab owns the queue alone, as a lone tab would. */
  locks?: LockManagerLike;
  /** The lock's and the channel's name: one per browser profile. */
  name?: string;
  /** Ends this tab's part: its lock goes to the next tab (a closing tab, in tests). */
  closed?: AbortSignal;
  /**
   * Resolves once the program's stored views (its entity slices) hold the current state. An
   * echoed write stays in the stored record until then: a reload between the echo and that
   * save would otherwise show the views' older copy with nothing over it.
   */
  persistViews?: () => Promise<void>;
}

export const QUEUE_LOCK = 'eventapp-write-queue';

type Message =
  | { kind: 'state'; owner: string; queue: StoredQueue }
  | { kind: 'hand'; writes: QueuedWrite[] }
  | { kind: 'retry' | 'discard'; uid: string; mutationId: number }
  | { kind: 'sync' };

export const storedPart = ({ role: _role, ...queue }: QueueState): StoredQueue => queue;

export function addQueueOwnership<S extends { queue: QueueState }>(
  startListening: CoreStartListening<S>,
  { record, locks, name = QUEUE_LOCK, closed, persistViews }: QueueOwnershipOptions,
): void {
  const me = uuidv7();
  let channel: BroadcastChannel | null = null;
  let owner = false;
  let lastOwner = '';
  const post = (message: Message) => channel?.postMessage(message);
  const echoes = echoedUntilViewsStored(persistViews, (queue) => publish(queue));
  const publish = async (queue: StoredQueue) => {
    const kept = echoes.keep(queue);
    // Stored before it is shown: a follower drops a handed write once it sees it here.
    await record.save(kept).catch(() => undefined);
    post({ kind: 'state', owner: me, queue: kept });
  };

  const start = (dispatch: CoreDispatch<S>, getState: () => S) => {
    const becomeOwner = async (pageStart: boolean) => {
      const stored = await record.load().catch(() => null);
      if (closed?.aborted) return;
      owner = true;
      dispatch(queueAdopted({ record: stored, pageStart }));
    };
    dispatch(queueFollowed());
    if (!locks || typeof BroadcastChannel === 'undefined') return void becomeOwner(true);
    const open = new BroadcastChannel(name);
    channel = open;
    // Node's channel would keep a test process alive; a browser tab has no such notion.
    (open as { unref?: () => void }).unref?.();
    open.onmessage = ({ data }: MessageEvent<Message>) => {
      if (owner) {
        if (data.kind === 'hand') dispatch(writesHanded(data.writes));
        else if (data.kind === 'retry') dispatch(failedWriteRetried(ids(data)));
        else if (data.kind === 'discard') dispatch(failedWriteDiscarded(ids(data)));
        else if (data.kind === 'sync') void publish(storedPart(getState().queue));
        return;
      }
      if (data.kind !== 'state') return;
      dispatch(queueMirrored(data.queue));
      if (data.owner === lastOwner) return;
      // A new owner: hand it every write not seen stored (it skips those it has).
      lastOwner = data.owner;
      const unstored = getState().queue.pending.filter(isUnstored);
      if (unstored.length > 0) post({ kind: 'hand', writes: unstored });
    };
    // Held until the tab closes; a tab closed while the lock was coming to it lets it go at
    // once (an 'abort' listener added after the abort is never called).
    const hold = () =>
      new Promise<void>((resolve) => {
        const release = () => {
          owner = false;
          open.close();
          resolve();
        };
        if (closed?.aborted) release();
        else closed?.addEventListener('abort', release);
      });
    void locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) return becomeOwner(true).then(hold);
      post({ kind: 'sync' });
      return locks.request(name, {}, () => becomeOwner(false).then(hold));
    });
  };

  let started = false;
  startListening({
    actionCreator: appStarted,
    effect: (_action, api) => {
      if (started) return;
      started = true;
      start(api.dispatch, api.getState);
    },
  });
  // The owner stores and shows every change of its queue.
  startListening({
    predicate: (_action, current, previous) =>
      owner && current.queue !== previous.queue && current.queue.role === 'owner',
    effect: (_action, api) => publish(storedPart(api.getState().queue)),
  });
  // A follower hands over what the user does.
  startListening({
    predicate: (action, current) =>
      !owner &&
      current.queue.role === 'follower' &&
      (writeQueued.match(action) ||
        failedWriteRetried.match(action) ||
        failedWriteDiscarded.match(action)),
    effect: (action, api) => {
      if (failedWriteRetried.match(action)) post({ kind: 'retry', ...ids(action.payload) });
      else if (failedWriteDiscarded.match(action))
        post({ kind: 'discard', ...ids(action.payload) });
      else if (writeQueued.match(action)) {
        const write = api
          .getState()
          .queue.pending.find((w) => w.localId === action.payload.localId);
        if (write) post({ kind: 'hand', writes: [write] });
      }
    },
  });
}

const ids = ({ uid, mutationId }: { uid: string; mutationId: number }) => ({ uid, mutationId });
