// The offline write queue (ARCHITECTURE §2–3): every write is appended here, persisted, and
// sent in order with this browser's client id and the next mutation id of the signed-in user.
// Writes the server refused for good wait in `failed` for the organiser to retry or discard.
import { createSlice, current } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { v7 as uuidv7 } from 'uuid';
import { appStarted } from '../lifecycle';
import type { CallError, ConnectCall } from '../transport';
import { adopt, awaitingEcho, mirror, storeWrites } from './queueTabs';
import type { StoredQueue } from './queueTabs';

export interface QueuedWrite {
  mutationId: number;
  uid: string;
  call: ConnectCall;
  /** Ids of the documents the write touches, so its optimistic effect can end on their echo. */
  docIds: string[];
  /**
   * The name of the typed write definition it was made from (e.g. 'events.update') and its
   * arguments: carried for the program's optimistic views, never read by the queue itself.
   */
  write?: string;
  args?: unknown;
  /** Given where the write was made: the queue's owner stores a write handed to it twice once. */
  localId?: string;
  createdAt: number;
  error?: CallError;
  /**
   * The highest live change number this client had seen when the write was first sent: its
   * own change comes later. Set on its first send.
   */
  sentSeq?: number;
  /**
   * Once acknowledged: the live change number from which a delivered document of one of
   * `docIds` shows the write (its own change, or a later one). Absent on writes stored by an
   * older console: any echo ends those.
   */
  showsAt?: number;
}

export interface QueueState {
  clientId: string;
  /** The last mutation id given out, per user (the server keeps one ledger per user and client). */
  lastMutationId: Record<string, number>;
  pending: QueuedWrite[];
  /** Acknowledged, but the live feed has not yet shown their effect. */
  acked: QueuedWrite[];
  failed: QueuedWrite[];
  /** The change number of each document's last delivery by the live feed (the latest few hundred). */
  echoedSeq: Record<string, number>;
  /** The highest change number the live feed has delivered to this client. */
  seenSeq: number;
  /** Local ids of the writes stored lately (the owner's de-duplication of handed writes). */
  stored: string[];
  /**
   * Whether this tab owns the profile's queue (numbers, stores and sends it) or mirrors the
   * owner's and hands its writes over (queueOwnership.ts). A lone store owns it.
   */
  role: 'owner' | 'follower';
}

export const initialQueueState = (): QueueState => ({
  clientId: uuidv7(),
  lastMutationId: {},
  pending: [],
  acked: [],
  failed: [],
  echoedSeq: {},
  seenSeq: 0,
  stored: [],
  role: 'owner',
});

const MAX_ECHOES = 500;

const MAX_ACKED = 100;

function acknowledge(
  state: QueueState,
  { uid, mutationId, changeSeq }: { uid: string; mutationId: number; changeSeq: number | null },
): void {
  const index = state.pending.findIndex((w) => w.uid === uid && w.mutationId === mutationId);
  if (index < 0) return;
  const [write] = state.pending.splice(index, 1);
  // Nothing changed, so no echo will come; and a write that names no document never sees one.
  if (!write || changeSeq === 0 || write.docIds.length === 0) return;
  // A repeat's own change came after anything the feed had shown before its first send.
  const showsAt = changeSeq ?? (write.sentSeq ?? state.seenSeq) + 1;
  // Its echo may have beaten the reply: then the live documents already show it.
  if (write.docIds.some((id) => (state.echoedSeq[id] ?? 0) >= showsAt)) return;
  state.acked = [...state.acked, { ...write, showsAt }].slice(-MAX_ACKED);
}

export const queueSlice = createSlice({
  name: 'queue',
  initialState: initialQueueState,
  reducers: {
    writeQueued: {
      reducer: (state, action: PayloadAction<Omit<QueuedWrite, 'mutationId'>>) => {
        // A follower keeps it unnumbered until the owner has stored it (queueOwnership.ts).
        if (state.role === 'owner') storeWrites(state, [{ ...action.payload, mutationId: 0 }]);
        else state.pending.push({ ...action.payload, mutationId: 0 });
      },
      prepare: (write: Omit<QueuedWrite, 'mutationId' | 'createdAt' | 'error' | 'localId'>) => ({
        payload: { ...write, localId: uuidv7(), createdAt: Date.now() },
      }),
    },
    /** This tab owns the queue now: the stored queue, if any, goes on with its writes. */
    queueAdopted: (
      state,
      action: PayloadAction<{ record: StoredQueue | null; pageStart: boolean }>,
    ) => adopt(state, action.payload.record, action.payload.pageStart),
    /** Another tab owns the queue: this one hands its writes over and mirrors the owner's. */
    queueFollowed: (state) => {
      state.role = 'follower';
    },
    queueMirrored: (state, action: PayloadAction<StoredQueue>) =>
      state.role === 'follower' ? mirror(state, action.payload) : state,
    /** The owner takes writes another tab handed over (each once, by its local id). */
    writesHanded: (state, action: PayloadAction<QueuedWrite[]>) => {
      if (state.role === 'owner') storeWrites(state, action.payload);
    },
    /** These writes go out for the first time: what the live feed has shown so far precedes them. */
    writesSending: (state, action: PayloadAction<{ uid: string; mutationIds: number[] }>) => {
      const ids = new Set(action.payload.mutationIds);
      for (const write of state.pending) {
        if (write.uid === action.payload.uid && ids.has(write.mutationId))
          write.sentSeq ??= state.seenSeq;
      }
    },
    /**
     * The server applied these writes. `changeSeq` is the number of a write's last live change
     * (0: it changed nothing), or null when the server answered a repeat and could not tell.
     */
    writesAcknowledged: (
      state,
      action: PayloadAction<{ uid: string; mutationId: number; changeSeq: number | null }[]>,
    ) => {
      for (const ack of action.payload) acknowledge(state, ack);
    },
    writeRefused: (
      state,
      action: PayloadAction<{ uid: string; mutationId: number; error: CallError }>,
    ) => {
      const index = state.pending.findIndex(
        (w) => w.uid === action.payload.uid && w.mutationId === action.payload.mutationId,
      );
      if (index < 0) return;
      const [write] = state.pending.splice(index, 1);
      if (write) state.failed.push({ ...write, error: action.payload.error });
    },
    /** Sends a failed write again, as a new mutation at the end of the queue. */
    failedWriteRetried: {
      reducer: (state, action: PayloadAction<{ uid: string; mutationId: number; at: number }>) => {
        // Only the owner numbers writes; a follower hands the retry over.
        if (state.role !== 'owner') return;
        const index = state.failed.findIndex(
          (w) => w.uid === action.payload.uid && w.mutationId === action.payload.mutationId,
        );
        if (index < 0) return;
        const [write] = state.failed.splice(index, 1);
        if (!write) return;
        const mutationId = (state.lastMutationId[write.uid] ?? 0) + 1;
        state.lastMutationId[write.uid] = mutationId;
        const { error: _error, ...rest } = write;
        state.pending.push({ ...rest, mutationId, createdAt: action.payload.at });
      },
      prepare: (ids: { uid: string; mutationId: number }) => ({
        payload: { ...ids, at: Date.now() },
      }),
    },
    failedWriteDiscarded: (state, action: PayloadAction<{ uid: string; mutationId: number }>) => {
      state.failed = state.failed.filter(
        (w) => !(w.uid === action.payload.uid && w.mutationId === action.payload.mutationId),
      );
    },
    /**
     * The live feed delivered these documents, each as of a change number: acknowledged writes
     * whose change (or a later one) that is have shown. Arrival order proves nothing: a
     * delivery after the reply may still be older than the write.
     */
    echoesSeen: (state, action: PayloadAction<{ docId: string; seq: number }[]>) => {
      // Worked out on a plain copy and set once: each read and write through immer's draft
      // cost a proxy trap, and a first sync of a 1,000-meeting event hands over a dozen
      // batches of up to 1,000 documents each, in the socket's task (issue 31).
      const echoed = { ...current(state).echoedSeq };
      let seenSeq = state.seenSeq;
      for (const { docId, seq } of action.payload) {
        echoed[docId] = Math.max(echoed[docId] ?? 0, seq);
        seenSeq = Math.max(seenSeq, seq);
      }
      state.seenSeq = seenSeq;
      const shown = (w: QueuedWrite) =>
        w.docIds.some((id) => (echoed[id] ?? -1) >= (w.showsAt ?? 0));
      if (state.acked.some(shown)) state.acked = state.acked.filter((w) => !shown(w));
      const ids = Object.keys(echoed);
      state.echoedSeq =
        ids.length > MAX_ECHOES
          ? Object.fromEntries(
              ids
                .sort((a, b) => (echoed[b] ?? 0) - (echoed[a] ?? 0))
                .slice(0, MAX_ECHOES)
                .map((id) => [id, echoed[id] ?? 0]),
            )
          : echoed;
    },
  },
  extraReducers: (builder) => {
    // Acknowledged writes of an earlier page stay until the live feed shows them: after a
    // reload the stored documents may predate them, and the feed's resume (or its snapshot
    // after a reset) delivers their documents again. A write that names no document never
    // sees an echo: it ends here.
    builder.addCase(appStarted, (state) => {
      state.acked = awaitingEcho(state.acked);
    });
  },
  selectors: {
    selectQueue: (s) => s,
    selectClientId: (s) => s.clientId,
  },
});

export const {
  writeQueued,
  queueAdopted,
  queueFollowed,
  queueMirrored,
  writesHanded,
  writesSending,
  writesAcknowledged,
  writeRefused,
  failedWriteRetried,
  failedWriteDiscarded,
  echoesSeen,
} = queueSlice.actions;
export const { selectQueue, selectClientId } = queueSlice.selectors;

/** The writes of one user still waiting to be sent, in order. */
export const pendingOf = (state: QueueState, uid: string) =>
  state.pending.filter((w) => w.uid === uid);

/** One write acknowledged (see writesAcknowledged). */
export const writeAcknowledged = (ack: {
  uid: string;
  mutationId: number;
  changeSeq: number | null;
}) => writesAcknowledged([ack]);
