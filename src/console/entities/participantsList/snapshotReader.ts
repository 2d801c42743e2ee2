// Reads the snapshot's body as it arrives, a network chunk at a time: each chunk's whole lines
// parsed in one JSON.parse, each row's id indexed and its search text made, and the main
// thread given back every few milliseconds. One JSON.parse of all 100,000 rows was a long task
// of seconds on a loaded machine (bench/README.md (f)); read this way no task runs long, the
// parse overlaps the download, and the list's open and first search find their index made.
import type { SnapshotHeader, SnapshotRow } from '../../../common/participantsSnapshot';
import { haystackOf } from './participantsList';

/** The longest stretch of work between two yields to the page (well under a 50 ms long task). */
const SLICE_MS = 8;
/** Characters parsed at once: about 100 rows of 8 answers. */
const PIECE = 32_000;

export interface ReadSnapshot {
  header: SnapshotHeader;
  rows: SnapshotRow[];
  indexOf: Map<string, number>;
  haystacks: string[];
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function readSnapshot(body: ReadableStream<Uint8Array>): Promise<ReadSnapshot> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let header: SnapshotHeader | undefined;
  const rows: SnapshotRow[] = [];
  const indexOf = new Map<string, number>();
  const haystacks: string[] = [];
  let rest = '';
  let sliceStart = performance.now();
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
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = rest + decoder.decode(value, { stream: true });
    const end = text.lastIndexOf('\n');
    rest = end === -1 ? text : text.slice(end + 1);
    if (end !== -1) await take(text.slice(0, end));
  }
  const last = (rest + decoder.decode()).trimEnd();
  if (last !== '') await take(last);
  if (!header) throw new Error('The participants snapshot was empty.');
  return { header, rows, indexOf, haystacks };
}
