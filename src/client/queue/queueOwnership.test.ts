// Tabs of one browser profile sharing the write queue, each a store in this process: Node's
// BroadcastChannel between them and an in-process stand-in for navigator.locks.
import { profile, titles, until, write } from '../../../test/support/queueProfile';
import { failedWriteDiscarded, failedWriteRetried, writeRefused } from './queueSlice';

describe('one write queue owner per browser profile', () => {
  let tabs: ReturnType<typeof profile>;
  beforeEach(() => {
    tabs = profile();
  });
  afterEach(() => tabs.closeAll());

  it('numbers the writes of every tab once, stores them, and shows the queue in every tab', async () => {
    const a = tabs.openTab();
    const b = tabs.openTab();
    await until(() => a.store.getState().queue.role === 'owner', 'the first tab to own the queue');
    expect(b.store.getState().queue.role).toBe('follower');

    b.store.dispatch(write('from b'));
    // Until the owner has stored it, the follower shows it as its own, unnumbered.
    expect(titles(b.store.getState().queue.pending)).toEqual([[0, 'from b']]);
    await until(() => a.store.getState().queue.pending.length === 1, 'the handed write');
    a.store.dispatch(write('from a'));

    const expected = [
      [1, 'from b'],
      [2, 'from a'],
    ];
    await until(() => b.store.getState().queue.pending.length === 2, 'the mirror');
    expect(titles(a.store.getState().queue.pending)).toEqual(expected);
    expect(titles(b.store.getState().queue.pending)).toEqual(expected);
    expect(b.store.getState().queue.clientId).toBe(a.store.getState().queue.clientId);
    await until(() => tabs.stored()?.pending.length === 2, 'the record');
    expect(titles(tabs.stored().pending)).toEqual(expected);
  });

  it('goes on in order in the next tab when the owner closes, with every handed write once', async () => {
    const a = tabs.openTab();
    await until(() => a.store.getState().queue.role === 'owner', 'the owner');
    const b = tabs.openTab();
    const c = tabs.openTab();
    a.store.dispatch(write('one'));
    c.store.dispatch(write('two'));
    await until(() => b.store.getState().queue.pending.length === 2, 'the mirror in b');

    a.close();
    // Made while no tab owns the queue: nobody hears it until the next owner shows up.
    c.store.dispatch(write('three'));
    b.store.dispatch(write('four'));
    await until(() => b.store.getState().queue.role === 'owner', 'the next owner');
    await until(
      () => c.store.getState().queue.pending.every((w) => w.mutationId > 0),
      'every write stored',
    );
    const expected = [
      [1, 'one'],
      [2, 'two'],
      [3, 'four'],
      [4, 'three'],
    ];
    expect(titles(b.store.getState().queue.pending)).toEqual(expected);
    expect(titles(c.store.getState().queue.pending)).toEqual(expected);
    await until(() => tabs.stored()?.pending.length === 4, 'the record');
  });

  it('lets the next tab own the queue when a tab closes just as the lock comes to it', async () => {
    // Found by the consistency suite (test/consistency, seed 1005): two tabs closed together
    // (a reload of both), and no later tab ever owned the queue.
    const a = tabs.openTab();
    await until(() => a.store.getState().queue.role === 'owner', 'the owner');
    const b = tabs.openTab();
    await until(() => b.store.getState().queue.role === 'follower', 'the follower');
    a.close();
    // The lock passes to b, which closes before it has read the stored queue.
    b.close();
    const c = tabs.openTab();
    await until(() => c.store.getState().queue.role === 'owner', 'the next owner');
  });

  it('stores a write handed twice once', async () => {
    const a = tabs.openTab();
    await until(() => a.store.getState().queue.role === 'owner', 'the owner');
    const b = tabs.openTab();
    b.store.dispatch(write('once'));
    await until(() => a.store.getState().queue.pending.length === 1, 'the handed write');
    const handed = b.store.getState().queue.pending[0]!;
    // A follower that missed the owner's answer hands the write again.
    const again = new BroadcastChannel(tabs.name);
    again.postMessage({ kind: 'hand', writes: [{ ...handed, mutationId: 0 }] });
    again.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(titles(a.store.getState().queue.pending)).toEqual([[1, 'once']]);
  });

  it('retries and discards failed writes from any tab, in the owner', async () => {
    const a = tabs.openTab();
    await until(() => a.store.getState().queue.role === 'owner', 'the owner');
    const b = tabs.openTab();
    a.store.dispatch(write('refused'));
    a.store.dispatch(write('refused too'));
    const error = { code: 3, message: 'Invalid key.' };
    a.store.dispatch(writeRefused({ uid: 'u', mutationId: 1, error }));
    a.store.dispatch(writeRefused({ uid: 'u', mutationId: 2, error }));
    await until(() => b.store.getState().queue.failed.length === 2, 'the failed list in b');

    b.store.dispatch(failedWriteRetried({ uid: 'u', mutationId: 1 }));
    b.store.dispatch(failedWriteDiscarded({ uid: 'u', mutationId: 2 }));
    await until(() => a.store.getState().queue.failed.length === 0, 'the owner to act');
    expect(titles(a.store.getState().queue.pending)).toEqual([[3, 'refused']]);
    await until(() => b.store.getState().queue.pending.length === 1, 'the mirror');
    expect(b.store.getState().queue.failed).toEqual([]);
  });
});
