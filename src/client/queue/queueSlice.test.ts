import type { ConnectCall } from '../transport';
import { appStarted } from '../lifecycle';
import {
  echoesSeen,
  failedWriteDiscarded,
  failedWriteRetried,
  pendingOf,
  queueSlice,
  writeAcknowledged,
  writeQueued,
  writeRefused,
  writesSending,
} from './queueSlice';
import type { QueueState } from './queueSlice';

const call = (method: string, eventId: string): ConnectCall => ({
  service: 'events',
  method,
  request: { eventId },
});
const reduce = (
  state: QueueState | undefined,
  ...actions: Parameters<typeof queueSlice.reducer>[1][]
) => actions.reduce((s, a) => queueSlice.reducer(s, a), state ?? queueSlice.getInitialState());

describe('the write queue', () => {
  it('numbers each user’s writes in order, from one, on this client', () => {
    const state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
      writeQueued({ uid: 'b', call: call('publish', 'e2'), docIds: ['e2'] }),
      writeQueued({ uid: 'a', call: call('unpublish', 'e1'), docIds: ['e1'] }),
    );
    expect(state.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingOf(state, 'a').map((w) => [w.mutationId, w.call.method])).toEqual([
      [1, 'publish'],
      [2, 'unpublish'],
    ]);
    expect(pendingOf(state, 'b').map((w) => w.mutationId)).toEqual([1]);
  });

  it('keeps acknowledged writes until the live feed shows their documents', () => {
    let state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
    );
    state = reduce(state, writeAcknowledged({ uid: 'a', mutationId: 1, changeSeq: 7 }));
    expect(state.pending).toHaveLength(0);
    expect(state.acked.map((w) => w.mutationId)).toEqual([1]);
    state = reduce(state, echoesSeen([{ docId: 'other', seq: 7 }]));
    expect(state.acked).toHaveLength(1);
    state = reduce(state, echoesSeen([{ docId: 'e1', seq: 7 }]));
    expect(state.acked).toHaveLength(0);
  });

  it('remembers the newest 500 echoes of a large delivery, and keeps its acknowledged list when none shows', () => {
    let state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
      writeAcknowledged({ uid: 'a', mutationId: 1, changeSeq: 2000 }),
    );
    const acked = state.acked;
    // A first sync of 1,200 documents, in batches, each document as of its own change.
    for (let from = 1; from <= 1200; from += 400)
      state = reduce(
        state,
        echoesSeen(
          Array.from({ length: 400 }, (_, i) => ({ docId: `d${from + i}`, seq: from + i })),
        ),
      );
    expect(state.seenSeq).toBe(1200);
    expect(Object.keys(state.echoedSeq)).toHaveLength(500);
    expect(Math.min(...Object.values(state.echoedSeq))).toBe(701);
    expect(state.echoedSeq.d1200).toBe(1200);
    // An older delivery of a remembered document does not lower its change.
    state = reduce(state, echoesSeen([{ docId: 'd1200', seq: 5 }]));
    expect(state.echoedSeq.d1200).toBe(1200);
    // Nothing the write changed showed yet: the same list, so what reads it need not recompute.
    expect(state.acked).toBe(acked);
    state = reduce(state, echoesSeen([{ docId: 'e1', seq: 2000 }]));
    expect(state.acked).toHaveLength(0);
  });

  it('moves a refused write to the failed list; a retry is a new mutation at the end, a discard drops it', () => {
    let state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('toArchive', 'e1'), docIds: ['e1'] }),
      writeQueued({ uid: 'a', call: call('publish', 'e2'), docIds: ['e2'] }),
      writeRefused({ uid: 'a', mutationId: 1, error: { code: 9, message: 'Event is published.' } }),
    );
    expect(state.failed.map((w) => [w.mutationId, w.error?.message])).toEqual([
      [1, 'Event is published.'],
    ]);
    expect(pendingOf(state, 'a').map((w) => w.mutationId)).toEqual([2]);

    state = reduce(state, failedWriteRetried({ uid: 'a', mutationId: 1 }));
    expect(state.failed).toHaveLength(0);
    expect(pendingOf(state, 'a').map((w) => [w.mutationId, w.call.method, w.error])).toEqual([
      [2, 'publish', undefined],
      [3, 'toArchive', undefined],
    ]);

    state = reduce(
      state,
      writeRefused({ uid: 'a', mutationId: 3, error: { code: 9, message: 'x' } }),
    );
    state = reduce(state, failedWriteDiscarded({ uid: 'a', mutationId: 3 }));
    expect(state.failed).toHaveLength(0);
    expect(state.lastMutationId.a).toBe(3);
  });
});

describe('acknowledged writes', () => {
  const seen = (docId: string, seq: number) => echoesSeen([{ docId, seq }]);

  it('keep their effect until their echo, unless the echo beat the reply', () => {
    let state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
      writeQueued({ uid: 'a', call: call('publish', 'e2'), docIds: ['e2'] }),
    );
    // e2's echo (its change 12) arrives while its write's reply is on the way.
    state = reduce(state, seen('e2', 12));
    state = reduce(
      state,
      writeAcknowledged({ uid: 'a', mutationId: 1, changeSeq: 11 }),
      writeAcknowledged({ uid: 'a', mutationId: 2, changeSeq: 12 }),
    );
    expect(state.acked.map((w) => w.mutationId)).toEqual([1]);
    // A reload before the echo: the stored document may predate the write, so it keeps its
    // effect until the resumed feed shows the document again.
    state = reduce(state, appStarted());
    expect(state.acked.map((w) => w.mutationId)).toEqual([1]);
    state = reduce(state, seen('e1', 11));
    expect(state.acked).toEqual([]);
  });

  it('are not ended by a delivery older than their change, however late it arrives', () => {
    let state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
      writeAcknowledged({ uid: 'a', mutationId: 1, changeSeq: 20 }),
    );
    // After the reply, the feed (catching up after a reconnect) delivers e1 as of change 18.
    state = reduce(state, seen('e1', 18));
    expect(state.acked.map((w) => w.mutationId)).toEqual([1]);
    // A later change of e1, by anyone, shows the write or what came after it.
    state = reduce(state, seen('e1', 23));
    expect(state.acked).toEqual([]);
  });

  it('end at once when the write changed nothing', () => {
    const state = reduce(
      undefined,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
      writeAcknowledged({ uid: 'a', mutationId: 1, changeSeq: 0 }),
    );
    expect(state.acked).toEqual([]);
  });

  it('answered as a repeat wait for a change after anything seen before their first send', () => {
    let state = reduce(undefined, seen('e1', 30));
    state = reduce(
      state,
      writeQueued({ uid: 'a', call: call('publish', 'e1'), docIds: ['e1'] }),
      writesSending({ uid: 'a', mutationIds: [1] }),
      // The first reply is lost; other documents are delivered meanwhile.
      seen('e9', 35),
      writesSending({ uid: 'a', mutationIds: [1] }),
      writeAcknowledged({ uid: 'a', mutationId: 1, changeSeq: null }),
    );
    expect(state.acked.map((w) => w.showsAt)).toEqual([31]);
    state = reduce(state, seen('e1', 30));
    expect(state.acked).toHaveLength(1);
    state = reduce(state, seen('e1', 33));
    expect(state.acked).toEqual([]);
  });
});
