// Pure steps of the one-owner-per-profile queue (see queueOwnership.ts): the owner numbers and
// keeps every write, whichever tab made it; the other tabs mirror the owner's queue and keep
// the writes they handed over, numbered 0, until the owner's queue shows them stored.
import type { QueuedWrite, QueueState } from './queueSlice';

/** The queue as the owner stores it in its own record and broadcasts it to the other tabs. */
export type StoredQueue = Omit<QueueState, 'role'>;

/** Local ids the owner keeps after their writes left its lists, so a write handed again is known. */
const MAX_STORED = 1000;

/** A write handed to the owner and not yet seen stored: it has no mutation id. */
export const isUnstored = (w: QueuedWrite) => w.mutationId === 0;

function knownIds(queue: StoredQueue): Set<string> {
  const ids = new Set(queue.stored);
  for (const w of [...queue.pending, ...queue.acked, ...queue.failed]) {
    if (w.localId) ids.add(w.localId);
  }
  return ids;
}

/** Appends writes the owner has not stored yet, each with the user's next mutation id. */
export function storeWrites(queue: StoredQueue, writes: QueuedWrite[]): void {
  const known = knownIds(queue);
  for (const write of writes) {
    if (write.localId && known.has(write.localId)) continue;
    const mutationId = (queue.lastMutationId[write.uid] ?? 0) + 1;
    queue.lastMutationId[write.uid] = mutationId;
    queue.pending.push({ ...write, mutationId });
    if (write.localId) {
      known.add(write.localId);
      queue.stored.push(write.localId);
    }
  }
  if (queue.stored.length > MAX_STORED) queue.stored.splice(0, queue.stored.length - MAX_STORED);
}

/** A stored queue of any earlier shape (the redux-persist key of version 2 and before). */
export function toStoredQueue(raw: Partial<StoredQueue> & { clientId: string }): StoredQueue {
  return {
    clientId: raw.clientId,
    lastMutationId: raw.lastMutationId ?? {},
    pending: raw.pending ?? [],
    acked: raw.acked ?? [],
    failed: raw.failed ?? [],
    echoedSeq: raw.echoedSeq ?? {},
    seenSeq: raw.seenSeq ?? 0,
    stored: raw.stored ?? [],
  };
}

/** The acknowledged writes an echo can still end (those that name their documents). */
export const awaitingEcho = (acked: QueuedWrite[]) => acked.filter((w) => w.docIds.length > 0);

/** This tab becomes the owner: the stored queue (if any) then this tab's unstored writes. */
export function adopt(current: QueueState, record: StoredQueue | null, pageStart: boolean) {
  const { role: _role, ...own } = current;
  const next: QueueState = { ...toStoredQueue(record ?? own), role: 'owner' };
  if (pageStart) {
    next.acked = awaitingEcho(next.acked);
    // The stored record may be newer than the page's stored views (queueEchoes.ts): an
    // acknowledged write it still holds ends on a delivery to this page, not on one remembered.
    const waiting = new Set(next.acked.flatMap((w) => w.docIds));
    next.echoedSeq = Object.fromEntries(
      Object.entries(next.echoedSeq).filter(([docId]) => !waiting.has(docId)),
    );
  }
  storeWrites(next, current.pending.filter(isUnstored));
  return next;
}

/** A follower's view: the owner's queue, then its own writes the owner has not stored yet. */
export function mirror(current: QueueState, owner: StoredQueue): QueueState {
  const known = knownIds(owner);
  const unstored = current.pending.filter(
    (w) => isUnstored(w) && !(w.localId && known.has(w.localId)),
  );
  return { ...toStoredQueue(owner), role: 'follower', pending: [...owner.pending, ...unstored] };
}
