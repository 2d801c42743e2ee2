// What a file is, from its first bytes rather than its name or the browser's word for it, and
// the content type it may be served with. Anything a browser could run or render as a page
// (HTML, SVG, XML, scripts) is served as application/octet-stream.
import { open } from 'node:fs/promises';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const SIGNATURES: [string, (b: Buffer) => boolean][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))],
  ['image/gif', (b) => /^GIF8[79]a/.test(b.toString('latin1', 0, 6))],
  [
    'image/webp',
    (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  ],
  ['application/pdf', (b) => b.toString('latin1', 0, 5) === '%PDF-'],
  ['application/zip', (b) => b.toString('latin1', 0, 4) === 'PK\u0003\u0004'],
];

const IMAGE_TYPES = new Set<string>(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Zip containers the declared type may name more precisely (office documents). */
const ZIP_KINDS = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);

/** Types that have no signature but are harmless as a download when declared. */
const TEXT_KINDS = new Set(['text/plain', 'text/csv']);

export const OCTET_STREAM = 'application/octet-stream';

/** The first bytes of a file (fewer when it is shorter). */
export async function headOf(file: string, length = 32): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type whose signature the bytes start with, or null. */
export function detectType(head: Buffer): string | null {
  return SIGNATURES.find(([, matches]) => matches(head))?.[0] ?? null;
}

export function detectImageType(head: Buffer): ImageType | null {
  const type = detectType(head);
  return type && IMAGE_TYPES.has(type) ? (type as ImageType) : null;
}

/**
 * The type a stored non-image file is served with: what its bytes say when we know the
 * signature, the declared type when it refines that or is plain text, else octet-stream.
 */
export function safeContentType(head: Buffer, declared: string): string {
  const detected = detectType(head);
  const base = (declared.split(';')[0] ?? '').trim().toLowerCase();
  if (detected === 'application/zip' && ZIP_KINDS.has(base)) return base;
  if (detected) return detected;
  const looksBinary = head.includes(0);
  if (TEXT_KINDS.has(base) && !looksBinary) return `${base}; charset=utf-8`;
  return OCTET_STREAM;
}
