// Sends the queue: one write at a time, in order, while signed in. Network trouble waits
// (backoff with jitter, or until the network is back) and tries the same write again; an
// expired session stops the queue until the next sign-in; a refusal moves the write to the
// failed list and the queue goes on. A write is stored before it is sent: a reload must never
// come back with an older mutation counter than the server has seen (the next write would
// reuse an id, and the server would take it for a repeat and drop it).
import type { AppStartListening } from '../app/listener';
import { networkOnline, sessionInvalid } from '../app/lifecycle';
import { sessionResumed, sessionStarted } from '../features/session';
import { liveStatusChanged } from '../live/liveSlice';
import { failureNotified } from '../ui/notificationsSlice';
import { runCall } from '../transport/baseQuery';
import { isInvalidSession, isNetworkError, toCallError } from '../transport/callError';
import {
  failedWriteRetried,
  pendingOf,
  writeAcknowledged,
  writeQueued,
  writeRefused,
} from './queueSlice';

const MAX_BACKOFF_MS = 30_000;

export interface QueueOptions {
  /** Resolves once the persisted state (queue and mutation counters) is written. */
  persistNow: () => Promise<void>;
}

export function addQueueListeners(
  startAppListening: AppStartListening,
  { persistNow }: QueueOptions,
): void {
  startAppListening({
    predicate: (action) =>
      writeQueued.match(action) ||
      failedWriteRetried.match(action) ||
      sessionStarted.match(action) ||
      sessionResumed.match(action) ||
      networkOnline.match(action) ||
      (liveStatusChanged.match(action) && action.payload === 'online'),
    effect: async (_action, api) => {
      // One sender at a time; whatever woke it is covered by the loop.
      api.unsubscribe();
      try {
        let failures = 0;
        for (;;) {
          const { session, queue, ui } = api.getState();
          if (session.status !== 'signedIn' || !session.user) return;
          const head = pendingOf(queue, session.user.uid)[0];
          if (!head) return;
          const ids = { uid: head.uid, mutationId: head.mutationId };
          try {
            await persistNow();
          } catch {
            // Storage refused (quota, private mode): sending still beats keeping the write back.
          }
          const sentAt = Date.now();
          try {
            await runCall(head.call, {
              accessToken: session.idToken ?? undefined,
              language: ui.eventLanguage || undefined,
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
            api.dispatch(failureNotified(error.message));
          }
        }
      } finally {
        api.subscribe();
      }
    },
  });
}
