// What the public side sends compressed once and then from memory (the event's snapshot
// documents, the pages with a first screen): brotli and gzip copies of the bytes, and the one
// a request accepts.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface Compressed {
  gzip: Buffer;
  br: Buffer;
}

/** Both copies of the bytes, compressed off the event loop. */
export async function compressed(bytes: Buffer): Promise<Compressed> {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  ]);
  return { gzip: gz, br };
}

/** The copy an Accept-Encoding header takes: brotli first, then gzip, else none. */
export function acceptedEncoding(accept: string | undefined): keyof Compressed | null {
  if (/\bbr\b/.test(accept ?? '')) return 'br';
  if (/\bgzip\b/.test(accept ?? '')) return 'gzip';
  return null;
}
