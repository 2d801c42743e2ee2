// Sends the queue: one write at a time, in order, while signed in. Network trouble waits
// (backoff with jitter, or until the network is back) and tries the same write again; an
// expired session stops the queue until the next sign-in; a refusal moves the write to the
// failed list and the queue goes on. A write is stored before it is sent: a reload must never
// come back with an older mutation counter than the server has seen (the next write would
// reuse an id, and the server would take it for a repeat and drop it).
import { networkOnline, sessionInvalid } from '../lifecycle';
import type { ActionMatcher, CoreDispatch, CoreStartListening } from '../lifecycle';
import { liveStatusChanged } from '../live';
import { isInvalidSession, isNetworkError, runCall, toCallError } from '../transport';
import type { CallError } from '../transport';
import {
  failedWriteRetried,
  pendingOf,
  queueAdopted,
  writeAcknowledged,
  writeQueued,
  writeRefused,
  writesHanded,
} from './queueSlice';
import type { QueueState } from './queueSlice';

const MAX_BACKOFF_MS = 30_000;

/** Who sends, and the call metadata of the moment. */
export interface SenderSession {
  uid: string;
  accessToken?: string;
  language?: string;
}

export interface QueueSenderOptions<S> {
  /** The signed-in user, or null: the queue sends only while someone is signed in. */
  selectSession: (state: S) => SenderSession | null;
  /** Actions after which a signed-in session may send again (sign-in, a resumed session). */
  sessionBegan: ActionMatcher;
  /** The server refused a write for good (it is in the failed list now): tell the user. */
  onRefused: (error: CallError, dispatch: CoreDispatch<S>) => void;
  /** Resolves once this queue (its writes and mutation counters) is stored. */
  persistNow: (queue: QueueState) => Promise<void>;
}

export function addQueueListeners<S extends { queue: QueueState }>(
  startAppListening: CoreStartListening<S>,
  { selectSession, sessionBegan, onRefused, persistNow }: QueueSenderOptions<S>,
): void {
  startAppListening({
    predicate: (action) =>
      writeQueued.match(action) ||
      writesHanded.match(action) ||
      queueAdopted.match(action) ||
      failedWriteRetried.match(action) ||
      sessionBegan(action) ||
      networkOnline.match(action) ||
      (liveStatusChanged.match(action) && action.payload === 'online'),
    effect: async (_action, api) => {
      // One sender at a time; whatever woke it is covered by the loop.
      api.unsubscribe();
      try {
        let failures = 0;
        for (;;) {
          const state = api.getState();
          const session = selectSession(state);
          if (!session) return;
          const { queue } = state;
          // Only the tab that owns the profile's queue sends it (queueOwnership.ts).
          if (queue.role !== 'owner') return;
          const head = pendingOf(queue, session.uid)[0];
          if (!head) return;
          const ids = { uid: head.uid, mutationId: head.mutationId };
          try {
            await persistNow(queue);
          } catch {
            // Storage refused (quota, private mode): sending still beats keeping the write back.
          }
          const sentAt = Date.now();
          try {
            await runCall(head.call, {
              accessToken: session.accessToken,
              language: session.language,
              clientId: queue.clientId,
              mutationId: head.mutationId,
            });
            failures = 0;
            api.dispatch(writeAcknowledged({ ...ids, sentAt }));
          } catch (thrown) {
            const error = toCallError(thrown);
            if (isInvalidSession(error)) {
              api.dispatch(sessionInvalid());
              return;
            }
            if (isNetworkError(error)) {
              failures += 1;
              const ceiling = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5));
              await api.condition(
                (action) =>
                  networkOnline.match(action) ||
                  (liveStatusChanged.match(action) && action.payload === 'online'),
                ceiling / 2 + Math.random() * (ceiling / 2),
              );
              continue;
            }
            api.dispatch(writeRefused({ ...ids, error }));
            onRefused(error, api.dispatch);
          }
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
