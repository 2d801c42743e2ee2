// The digest made in slices is the digest made at once, and it gives the thread back between
// its stretches (issue 31: the default keys' check was a long task on every event page).
import { liveDigest, liveDigestInSlices, sameDigest } from './liveDigest';

const documents = Array.from({ length: 300 }, (_, i) =>
  new TextEncoder().encode(`документ ${i} ${'x'.repeat(i % 17)}`),
);

describe('liveDigestInSlices', () => {
  it('gives the digest liveDigest gives, whatever the order of the documents', async () => {
    const pause = jest.fn(() => Promise.resolve());
    const sliced = await liveDigestInSlices([...documents].reverse(), pause);
    expect(sliced).toEqual(liveDigest(documents));
    expect(sliced.count).toBe(300);
    const other = await liveDigestInSlices(documents.slice(1), pause);
    expect(sameDigest(sliced, other)).toBe(false);
  });

  it('awaits the pause between stretches, reading the documents as it goes', async () => {
    const read: number[] = [];
    const paused: number[] = [];
    function* lazily() {
      for (let i = 0; i < documents.length; i++) {
        read.push(i);
        yield documents[i]!;
      }
    }
    // A stretch of -1 ms ends after every document.
    const digest = await liveDigestInSlices(
      lazily(),
      () => {
        paused.push(read.length);
        return Promise.resolve();
      },
      -1,
    );
    expect(digest).toEqual(liveDigest(documents));
    expect(paused).toEqual(documents.map((_, i) => i + 1));
  });

  it('digests no documents', async () => {
    expect(await liveDigestInSlices([], () => Promise.resolve())).toEqual(liveDigest([]));
  });
});
