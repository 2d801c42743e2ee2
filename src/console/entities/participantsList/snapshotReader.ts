// Reads the snapshot's body as it arrives, a network chunk at a time: each chunk's whole lines
// parsed in one JSON.parse, each row's id indexed and its search text made, and the main
// thread given back every few milliseconds (client/nextTask: no timer's clamped delay). One JSON.parse of all 100,000 rows was a long task
// of seconds on a loaded machine (bench/README.md (f)); read this way no task runs long, the
// parse overlaps the download, and the list's open and first search find their index made.
import type { SnapshotHeader, SnapshotRow } from '../../../common/participantsSnapshot';
import { nextTask } from '../../../client/nextTask';
import { haystackOf } from './participantsList';

/**
 * The longest stretch of work between two yields to the page: a long task is 50 ms at
 * Lighthouse's 4× CPU slowdown, 12 ms here, and a stretch runs over by a piece's parse (and at
 * times a garbage collection).
 */
const SLICE_MS = 4;
/** Characters parsed at once: about 50 rows of 8 answers. */
const PIECE = 16_000;
/**
 * Bytes decoded at once: a network chunk can hold megabytes, and decoding one whole was a long
 * task of its own (120 ms at 4× CPU throttling, bench/editProfile.ts).
 */
const DECODED = 64 * 1024;

export interface ReadSnapshot {
  header: SnapshotHeader;
  rows: SnapshotRow[];
  indexOf: Map<string, number>;
  haystacks: string[];
}

export async function readSnapshot(body: ReadableStream<Uint8Array>): Promise<ReadSnapshot> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let header: SnapshotHeader | undefined;
  const rows: SnapshotRow[] = [];
  const indexOf = new Map<string, number>();
  const haystacks: string[] = [];
  let rest = '';
  let sliceStart = performance.now();
  /** Gives the page its turn once this stretch of work has run SLICE_MS. */
  const pause = async () => {
    if (performance.now() - sliceStart <= SLICE_MS) return;
    await nextTask();
    sliceStart = performance.now();
  };
  const parse = (lines: string) => {
    for (const row of JSON.parse(`[${lines.replace(/\n/g, ',')}]`) as SnapshotRow[]) {
      indexOf.set(row[0], rows.length);
      rows.push(row);
      haystacks.push(haystackOf(row));
    }
  };
  /** Whole lines, in pieces of about PIECE characters (a decoded chunk can hold thousands). */
  const take = async (lines: string) => {
    let at = 0;
    if (!header) {
      const end = lines.indexOf('\n');
      header = JSON.parse(end === -1 ? lines : lines.slice(0, end)) as SnapshotHeader;
      at = end === -1 ? lines.length : end + 1;
    }
    while (at < lines.length) {
      const cut = lines.indexOf('\n', at + PIECE);
      const end = cut === -1 ? lines.length : cut;
      parse(lines.slice(at, end));
      at = end + 1;
      await pause();
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let at = 0; at < value.length; at += DECODED) {
      const text = rest + decoder.decode(value.subarray(at, at + DECODED), { stream: true });
      const end = text.lastIndexOf('\n');
      rest = end === -1 ? text : text.slice(end + 1);
      if (end !== -1) await take(text.slice(0, end));
      await pause();
    }
  }
  const last = (rest + decoder.decode()).trimEnd();
  if (last !== '') await take(last);
  if (!header) throw new Error('The participants snapshot was empty.');
  return { header, rows, indexOf, haystacks };
}
