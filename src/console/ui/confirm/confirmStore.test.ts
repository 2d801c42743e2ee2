import { createConfirmStore } from './confirmStore';

describe('confirm store', () => {
  it('asks one request at a time, in order, and ignores stale answers', async () => {
    const store = createConfirmStore();
    const seen: (string | undefined)[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().current?.options.type));
    const first = store.confirm({ type: 'delete' });
    const second = store.confirm({ type: 'leave' });
    const firstId = store.getSnapshot().current!.id;
    expect(store.getSnapshot().current!.options.type).toBe('delete');

    store.settle(firstId, 2);
    await expect(first).resolves.toBe(2);
    expect(store.getSnapshot().current!.options.type).toBe('leave');

    store.settle(firstId, 1); // late answer to the first: ignored
    expect(store.getSnapshot().current!.options.type).toBe('leave');

    store.settle(store.getSnapshot().current!.id, undefined);
    await expect(second).resolves.toBeUndefined();
    expect(store.getSnapshot()).toMatchObject({ current: null, used: true });
    expect(store.getSnapshot().shown.type).toBe('leave');
    expect(seen).toEqual(['delete', 'leave', undefined]);
  });
});
