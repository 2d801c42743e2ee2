// The digest of what a live target holds (ARCHITECTURE §2): on a resume the server sends it
// with the 'current' marker, and the client compares it with the copy it resumed from; a copy
// that differs is dropped and the target listens afresh (Firestore's existence filter is the
// model). Both sides hash the same bytes: each document's protobuf encoding (the Document
// message of proto/live), so any difference of content, not only of membership, shows.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

export interface LiveDigest {
  count: number;
  hash: string;
}

const compare = (a: Uint8Array, b: Uint8Array) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/** Order-free: the documents' own hashes, sorted, hashed together. */
function digestOfHashes(hashes: Uint8Array[]): LiveDigest {
  hashes.sort(compare);
  const all = new Uint8Array(hashes.length * 32);
  hashes.forEach((h, i) => all.set(h, i * 32));
  return { count: hashes.length, hash: bytesToHex(sha256(all)).slice(0, 32) };
}

/** The digest of a target's documents, given as their encodings (in any order). */
export function liveDigest(documents: Iterable<Uint8Array>): LiveDigest {
  return digestOfHashes([...documents].map((bytes) => sha256(bytes)));
}

/**
 * The same digest, made in stretches of at most `sliceMs` with `pause()` awaited between them,
 * so that hundreds of documents (the default keys every event page resumes) make no long task
 * on a phone (issue 31: 190 ms at 4× CPU). The iterable is read lazily: work it does per
 * document (the encoding) falls into the stretches too.
 */
export async function liveDigestInSlices(
  documents: Iterable<Uint8Array>,
  pause: () => Promise<void>,
  sliceMs = 8,
): Promise<LiveDigest> {
  const hashes: Uint8Array[] = [];
  let start = performance.now();
  for (const bytes of documents) {
    hashes.push(sha256(bytes));
    if (performance.now() - start > sliceMs) {
      await pause();
      start = performance.now();
    }
  }
  return digestOfHashes(hashes);
}

export const sameDigest = (a: LiveDigest, b: LiveDigest) =>
  a.count === b.count && a.hash === b.hash;
