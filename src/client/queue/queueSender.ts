// Sends the queue: one write at a time, in order, while signed in. Network trouble waits
// (backoff with jitter, or until the network is back) and tries the same write again; an
// expired session stops the queue until the next sign-in; a refusal moves the write to the
// failed list and the queue goes on. A write is stored before it is sent: a reload must never
// come back with an older mutation counter than the server has seen (the next write would
// reuse an id, and the server would take it for a repeat and drop it).
// No send may hold the queue: each has a time limit, and a sign that the network is back (the
// browser's 'online', the live socket reconnecting, the page shown again) ends any backoff and
// sends at once, with the backoff starting small again; a new write ends a backoff too. Such a
// sign ends a send still waiting only when the network was seen going down since the send
// began (the browser's 'offline', the page hidden, the live socket closing; senderSignals.ts),
// so one return of the network sends each batch once. Sending the
// same mutation id again is safe: the server's ledger answers a repeat with its recorded
// outcome and does nothing.
// Several writes waiting go in one request (manager.WriteQueue/SendWrites): the server applies
// them in order, each through the ledger as if sent alone, and stops at the first not applied,
// so a queue that waited offline drains in a few round trips. A request that outlives its time
// limit may be one the server cannot finish in time (a slow server, a large batch): sent again
// whole it would time out again, forever, with the server applying a few writes each time and
// the queue never hearing of them. So the next request carries one write, and each answered
// request lets the next carry twice as many. A server slower than the time limit is slow, not
// gone: each retry timed out in turn while the server applied it (soak seed 20088, load
// average 30). So the limit doubles after a send that ran out, and after one answered it is
// twice that answer's time a write, for the next request's writes (never below the default,
// at most eight times it).
import { networkLost, networkOnline, sessionInvalid } from '../lifecycle';
import type { ActionMatcher, CoreDispatch, CoreStartListening } from '../lifecycle';
import { CHANGE_SEQ_TRAILER } from '../../common/trailers';
import { liveStatusChanged } from '../live';
import { isInvalidSession, isNetworkError, runBatch, runCall, toCallError } from '../transport';
import type { CallError, CallMeta, ConnectCall, WriteResult } from '../transport';
import {
  failedWriteRetried,
  pendingOf,
  queueAdopted,
  writeQueued,
  writeRefused,
  writesAcknowledged,
  writesHanded,
  writesSending,
} from './queueSlice';
import type { QueueState } from './queueSlice';
import { senderSignals } from './senderSignals';

/** How long a send and the waits between sends may take. */
export interface SenderTiming {
  /** A send with no answer by then is abandoned and sent again (default 15 s). */
  sendTimeoutMs?: number;
  /** The longest wait between two tries while the network is down (default 30 s). */
  maxBackoffMs?: number;
  /** The n-th wait in a row lasts 2^(n-1) to 2^n times this, up to the longest (default 1 s). */
  backoffMs?: number;
  /** The sender's steps, one call each (tests and soak replays; none in the console). */
  debug?: (...step: unknown[]) => void;
}

const SEND_TIMEOUT_MS = 15_000;
/** Writes per request: a 100-write queue drains in four round trips. */
const BATCH_WRITES = 25;
const MAX_BACKOFF_MS = 30_000;
const BACKOFF_MS = 1000;
/** How far a slow server's answers stretch the send's time limit. */
const MAX_LIMIT_GROWTH = 8;

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
  timing?: SenderTiming;
}

/** The network may be back: the browser says so, or the live socket got through again. */
const networkBack: ActionMatcher = (action) =>
  networkOnline.match(action) || (liveStatusChanged.match(action) && action.payload === 'online');
/** The network may have gone away: the browser says so, or the live socket closed. */
const networkDown: ActionMatcher = (action) =>
  networkLost.match(action) || (liveStatusChanged.match(action) && action.payload === 'offline');
/** A write to send came: from this tab, handed over by another, or a failed one retried. */
const newWrite: ActionMatcher = (action) =>
  writeQueued.match(action) || writesHanded.match(action) || failedWriteRetried.match(action);

export function addQueueListeners<S extends { queue: QueueState }>(
  startAppListening: CoreStartListening<S>,
  { selectSession, sessionBegan, onRefused, persistNow, timing = {} }: QueueSenderOptions<S>,
): void {
  const sendTimeoutMs = timing.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const maxBackoffMs = timing.maxBackoffMs ?? MAX_BACKOFF_MS;
  const backoffMs = timing.backoffMs ?? BACKOFF_MS;
  const debug = timing.debug ?? (() => undefined);
  const signals = senderSignals();
  startAppListening({ predicate: networkBack, effect: () => signals.networkBack() });
  startAppListening({ predicate: networkDown, effect: () => signals.networkDown() });
  startAppListening({ predicate: newWrite, effect: () => signals.newWrite() });

  /**
   * Sends the writes (several in one request), each result in order: all applied but maybe the
   * last. A send that outlives its time, or the network's return, is abandoned.
   */
  const send = async (
    writes: { call: ConnectCall; mutationId: number }[],
    meta: CallMeta,
    limitMs: number,
  ) => {
    const abandon = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abandon.abort();
    }, limitMs);
    let networkCameBack = false;
    const ended = signals.sending(() => {
      networkCameBack = true;
      abandon.abort();
    });
    try {
      const results = await (writes.length === 1 && writes[0]
        ? sendOne(writes[0], meta, abandon.signal)
        : runBatch(writes, meta, abandon.signal));
      return { results, networkCameBack, timedOut: false };
    } catch (thrown) {
      const error = toCallError(thrown);
      return { results: [{ error, changeSeq: null }], networkCameBack, timedOut };
    } finally {
      clearTimeout(timer);
      ended();
    }
  };

  startAppListening({
    predicate: (action) =>
      writeQueued.match(action) ||
      writesHanded.match(action) ||
      queueAdopted.match(action) ||
      failedWriteRetried.match(action) ||
      sessionBegan(action) ||
      networkBack(action),
    effect: async (action, api) => {
      // One sender at a time; whatever woke it is covered by the loop.
      api.unsubscribe();
      debug('wake', action.type);
      try {
        let failures = 0;
        /** Writes the next request may carry: one after a request timed out, then doubling. */
        let batch = BATCH_WRITES;
        /** The next send's time limit (see the top of the file). */
        let limit = sendTimeoutMs;
        for (;;) {
          const session = selectSession(api.getState());
          if (!session) return;
          // Only the tab that owns the profile's queue sends it (queueOwnership.ts).
          if (api.getState().queue.role !== 'owner') return;
          const heads = pendingOf(api.getState().queue, session.uid).slice(0, batch);
          if (heads.length === 0) return;
          const unsent = heads.filter((w) => w.sentSeq === undefined).map((w) => w.mutationId);
          if (unsent.length > 0)
            api.dispatch(writesSending({ uid: session.uid, mutationIds: unsent }));
          const { queue } = api.getState();
          try {
            await persistNow(queue);
          } catch {
            // Storage refused (quota, private mode): sending still beats keeping the write back.
          }
          debug('send', heads[0]?.mutationId, heads.length, limit);
          const started = Date.now();
          const { results, networkCameBack, timedOut } = await send(
            heads,
            {
              accessToken: session.accessToken,
              language: session.language,
              clientId: queue.clientId,
            },
            limit,
          );
          batch = timedOut ? 1 : Math.min(BATCH_WRITES, batch * 2);
          // Twice what the last answer took, for as many writes as the next request carries.
          const perWrite = (Date.now() - started) / heads.length;
          const took = Math.max(sendTimeoutMs, 2 * perWrite * batch);
          limit = Math.min(sendTimeoutMs * MAX_LIMIT_GROWTH, timedOut ? limit * 2 : took);
          const applied = results.findIndex((r) => r.error !== null);
          const acks = (applied < 0 ? results : results.slice(0, applied)).map((r, i) => ({
            uid: session.uid,
            mutationId: heads[i]?.mutationId ?? 0,
            changeSeq: r.changeSeq,
          }));
          if (acks.length > 0) {
            failures = 0;
            api.dispatch(writesAcknowledged(acks));
          }
          const error = applied < 0 ? null : results[applied]?.error;
          debug('sent', acks.length, error?.code, timedOut, networkCameBack);
          const failedWrite = applied < 0 ? undefined : heads[applied];
          if (!error || !failedWrite) continue;
          const ids = { uid: failedWrite.uid, mutationId: failedWrite.mutationId };
          if (isInvalidSession(error)) {
            api.dispatch(sessionInvalid());
            return;
          }
          if (isNetworkError(error)) {
            // Abandoned because the network is back: the connection it waited on is likely
            // dead, so the same write goes again at once.
            // A batch out of time goes again at once, as one write (see the top of the file).
            if (networkCameBack || acks.length > 0 || (timedOut && heads.length > 1)) continue;
            failures += 1;
            const ceiling = Math.min(maxBackoffMs, backoffMs * 2 ** Math.min(failures, 5));
            const wait = ceiling / 2 + Math.random() * (ceiling / 2);
            debug('wait', wait);
            const woken = await signals.wait(wait);
            debug('woken', woken);
            // The network is back: a failure from before it says nothing about it.
            if (woken === 'network') failures = 0;
            continue;
          }
          api.dispatch(writeRefused({ ...ids, error }));
          onRefused(error, api.dispatch);
        }
      } finally {
        const { queue } = api.getState();
        debug('idle', queue.pending.length, queue.role, selectSession(api.getState()) !== null);
        api.subscribe();
      }
    },
  });
}

/** One write as a plain call, its change's number from the trailer. */
async function sendOne(
  { call, mutationId }: { call: ConnectCall; mutationId: number },
  meta: CallMeta,
  signal: AbortSignal,
): Promise<WriteResult[]> {
  let changeSeq: number | null = null;
  const onTrailer = (trailer: Headers) => {
    const seq = trailer.get(CHANGE_SEQ_TRAILER);
    if (seq && /^\d+$/.test(seq)) changeSeq = Number(seq);
  };
  await runCall(call, { ...meta, mutationId }, signal, onTrailer);
  return [{ error: null, changeSeq }];
}
