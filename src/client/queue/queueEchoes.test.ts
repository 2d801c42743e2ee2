// An acknowledged write and a reload: the stored record keeps the write until the program's
// stored views show its echo, and a page adopting that record ends it on a delivery of its
// own, not on the echo the record remembers (issue 16, item 1: a menu switch showed its old
// value right after a reload).
import { profile, until, write } from '../../../test/support/queueProfile';
import { echoesSeen, queueAdopted, queueSlice, writeAcknowledged } from './queueSlice';
import type { StoredQueue } from './queueTabs';

const ackedIds = (queue: { acked: { mutationId: number }[] } | null) =>
  (queue?.acked ?? []).map((w) => w.mutationId);

describe('an echoed write and the stored views', () => {
  it('stays in the stored record until the views holding its echo are stored', async () => {
    let viewsStored: () => void = () => undefined;
    const persistViews = () => new Promise<void>((resolve) => (viewsStored = resolve));
    const tabs = profile(persistViews);
    const tab = tabs.openTab();
    await until(() => tab.store.getState().queue.role === 'owner', 'the owner');
    tab.store.dispatch(write('menu'));
    tab.store.dispatch(writeAcknowledged({ uid: 'u', mutationId: 1, changeSeq: 7 }));
    await until(() => ackedIds(tabs.stored()).length === 1, 'the acknowledged write stored');

    tab.store.dispatch(echoesSeen([{ docId: 'menu', seq: 7 }]));
    expect(tab.store.getState().queue.acked).toEqual([]);
    await new Promise((r) => setTimeout(r, 30));
    // A reload now reads views older than the echo: the write must still be over them.
    expect(ackedIds(tabs.stored())).toEqual([1]);

    viewsStored();
    await until(() => ackedIds(tabs.stored()).length === 0, 'the record to let the write go');
    tabs.closeAll();
  });

  it('keeps a write whose echo came before its answer until the views are stored', async () => {
    let viewsStored: () => void = () => undefined;
    const tabs = profile(() => new Promise<void>((resolve) => (viewsStored = resolve)));
    const tab = tabs.openTab();
    await until(() => tab.store.getState().queue.role === 'owner', 'the owner');
    tab.store.dispatch(write('menu'));
    tab.store.dispatch(echoesSeen([{ docId: 'menu', seq: 7 }]));
    tab.store.dispatch(writeAcknowledged({ uid: 'u', mutationId: 1, changeSeq: 7 }));
    expect(tab.store.getState().queue.acked).toEqual([]);
    await until(() => ackedIds(tabs.stored()).length === 1, 'the write kept in the record');
    viewsStored();
    await until(() => ackedIds(tabs.stored()).length === 0, 'the record to let the write go');
    tabs.closeAll();
  });

  it('after a reload, ends a kept write on a delivery of its document only', () => {
    const state = queueSlice.reducer(undefined, write('menu'));
    const acked = queueSlice.reducer(
      state,
      writeAcknowledged({ uid: 'u', mutationId: 1, changeSeq: 7 }),
    );
    const { role: _role, ...record } = acked;
    const stored: StoredQueue = { ...record, echoedSeq: { menu: 7, other: 3 }, seenSeq: 7 };
    const reloaded = queueSlice.reducer(
      queueSlice.getInitialState(),
      queueAdopted({ record: stored, pageStart: true }),
    );
    const otherDelivered = queueSlice.reducer(reloaded, echoesSeen([{ docId: 'other', seq: 8 }]));
    expect(ackedIds(otherDelivered)).toEqual([1]);
    const menuDelivered = queueSlice.reducer(
      otherDelivered,
      echoesSeen([{ docId: 'menu', seq: 7 }]),
    );
    expect(ackedIds(menuDelivered)).toEqual([]);
  });
});
