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

/** The digest of a target's documents, given as their encodings (in any order). */
export function liveDigest(documents: Iterable<Uint8Array>): LiveDigest {
  // Order-free: the documents' own hashes, sorted, hashed together.
  const hashes = [...documents].map((bytes) => sha256(bytes)).sort(compare);
  const all = new Uint8Array(hashes.length * 32);
  hashes.forEach((h, i) => all.set(h, i * 32));
  return { count: hashes.length, hash: bytesToHex(sha256(all)).slice(0, 32) };
}

export const sameDigest = (a: LiveDigest, b: LiveDigest) =>
  a.count === b.count && a.hash === b.hash;
