// The snapshot read as it arrives gives what one parse of the whole body gives, wherever the
// network cuts it: mid-line, mid-character, the header alone in a chunk.
import { parseSnapshot } from './snapshotStore';
import { haystackOf } from './participantsList';
import { readSnapshot } from './snapshotReader';

const header = { format: 1, resumeToken: '42', fields: [] };
const rows = Array.from({ length: 500 }, (_, i) => [
  `id-${i}`,
  `Щукин "Ёж" ${i}`,
  '',
  `+7(900) 000-00-${i}`,
  i % 2,
  1_700_000_000 + i,
  ['Доклады,Кофе', `🎉 ${i}\\`],
  0,
]);
const body = `${JSON.stringify(header)}\n${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
const bytes = new TextEncoder().encode(body);

function streamOf(cuts: number[]): ReadableStream<Uint8Array> {
  const points = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let i = 1; i < points.length; i++) {
        controller.enqueue(bytes.slice(points[i - 1], points[i]));
      }
      controller.close();
    },
  });
}

describe('readSnapshot', () => {
  it.each([
    ['one chunk', []],
    [
      'the header alone, then small cuts mid-character',
      [JSON.stringify(header).length, 90, 91, 92, 5_001, 77_777],
    ],
    ['every 7 bytes', Array.from({ length: Math.floor(bytes.length / 7) }, (_, i) => (i + 1) * 7)],
  ])('reads the rows and their index (%s)', async (_, cuts) => {
    const read = await readSnapshot(streamOf(cuts));
    const whole = parseSnapshot(body);
    expect(read.header).toEqual(whole.header);
    expect(read.rows).toEqual(whole.rows);
    expect(read.indexOf.get('id-321')).toBe(321);
    expect(read.haystacks).toEqual(whole.rows.map(haystackOf));
  });

  it('reads a chunk of many times the decoded piece, cut mid-character at its seams', async () => {
    const many = Array.from({ length: 4_000 }, (_, i) => [
      `id-${i}`,
      `Ёлкина ${'щ'.repeat(i % 7)}`,
      '',
      '',
      0,
      1_700_000_000,
      ['🎉'.repeat(1 + (i % 3))],
      0,
    ]);
    const text = `${JSON.stringify(header)}\n${many.map((r) => JSON.stringify(r)).join('\n')}\n`;
    const big = new TextEncoder().encode(text);
    expect(big.length).toBeGreaterThan(4 * 64 * 1024);
    // A seam inside a character: the byte there continues a UTF-8 sequence.
    const seams = [1, 2, 3, 4].map((k) => big[k * 64 * 1024] ?? 0);
    expect(seams.some((byte) => (byte & 0xc0) === 0x80)).toBe(true);
    const read = await readSnapshot(
      new ReadableStream({ start: (c) => (c.enqueue(big), c.close()) }),
    );
    expect(read.rows).toEqual(parseSnapshot(text).rows);
    expect(read.indexOf.get('id-3999')).toBe(3999);
  });

  it('reads a snapshot of no rows', async () => {
    const only = new TextEncoder().encode(`${JSON.stringify(header)}\n`);
    const read = await readSnapshot(
      new ReadableStream({ start: (c) => (c.enqueue(only), c.close()) }),
    );
    expect(read).toMatchObject({ header, rows: [], haystacks: [] });
  });
});
