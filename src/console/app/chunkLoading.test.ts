import { insertChunksOnePerTask } from './chunkLoading';

type Done = (event: Event) => void;

/** A stand-in for webpack's runtime whose loader records what it was asked to insert. */
function runtime() {
  const inserted: { url: string; done: Done; key?: string; chunkId?: unknown }[] = [];
  const loader = (url: string, done: Done, key?: string, chunkId?: unknown) =>
    void inserted.push({ url, done, key, chunkId });
  return { inserted, target: { l: loader } as { l?: typeof loader } };
}

/** After the tasks queued so far (the loader yields with a zero-delay timer where it must). */
const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chunk scripts inserted one per task', () => {
  it('inserts the first script at once and each next one in a task of its own, in order', async () => {
    const { inserted, target } = runtime();
    expect(insertChunksOnePerTask(target)).toBe(true);
    const done = [jest.fn(), jest.fn(), jest.fn()];
    target.l!('/assets/a.js', done[0]!, 'key', 'a');
    target.l!('/assets/b.js', done[1]!, 'key', 'b');
    target.l!('/assets/c.js', done[2]!, 'key', 'c');
    expect(inserted.map((s) => s.url)).toEqual(['/assets/a.js']);
    await aTaskLater();
    expect(inserted.map((s) => s.url)).toEqual(['/assets/a.js', '/assets/b.js']);
    await aTaskLater();
    expect(inserted.map((s) => s.url)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    // Each script's end reaches the runtime's own callback, with its key and chunk.
    expect(inserted.map((s) => [s.key, s.chunkId])).toEqual([
      ['key', 'a'],
      ['key', 'b'],
      ['key', 'c'],
    ]);
    const loaded = new Event('load');
    inserted[1]!.done(loaded);
    expect(done[1]).toHaveBeenCalledWith(loaded);
    expect(done[0]).not.toHaveBeenCalled();
  });

  it('starts a later import at once when nothing is waiting', async () => {
    const { inserted, target } = runtime();
    insertChunksOnePerTask(target);
    target.l!('/assets/a.js', jest.fn());
    await aTaskLater();
    await aTaskLater();
    target.l!('/assets/d.js', jest.fn());
    expect(inserted.map((s) => s.url)).toEqual(['/assets/a.js', '/assets/d.js']);
  });

  it('fails only the import whose script could not be inserted', async () => {
    const { inserted, target } = runtime();
    const loader = target.l!;
    target.l = (url, done, key, chunkId) => {
      if (url === '/assets/bad.js') throw new Error('no document');
      loader(url, done, key, chunkId);
    };
    insertChunksOnePerTask(target);
    const failed = jest.fn();
    target.l('/assets/bad.js', failed);
    target.l('/assets/next.js', jest.fn());
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
    await aTaskLater();
    expect(inserted.map((s) => s.url)).toEqual(['/assets/next.js']);
  });

  it('leaves a page without webpack’s script loader as it is', () => {
    expect(insertChunksOnePerTask(undefined)).toBe(false);
    const bare: { l?: () => void } = {};
    expect(insertChunksOnePerTask(bare)).toBe(false);
    expect(bare.l).toBeUndefined();
    // Under Jest there is no webpack runtime at all.
    expect(insertChunksOnePerTask()).toBe(false);
  });
});
