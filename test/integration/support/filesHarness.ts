// Upload helpers for the file tests: images made with sharp at test time (no binary fixtures),
// the Upload call, the raw PUT to its link over real HTTP, and what the storage holds.
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { as } from './harness';
import type { TestServer } from './harness';

/** A photo-like image: a gradient with noise, so it compresses like a photo. */
export async function photo(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg',
  { exif = false } = {},
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x * 7 + y * 13) & 0xff;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif) {
    image = image.withExif({
      IFD0: { Copyright: 'Secret Photographer', Artist: 'Jane Roe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/**
 * A real PNG of any size whose pixel data is tiny: 1-bit grey, all zeros, deflated. Decoding
 * it would take width × height pixels of memory; its header alone says so.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadOptions {
  role?: string;
  name?: string;
  contentType?: string;
  cropXy?: string;
  fileId?: string;
}

export async function requestUpload(
  server: Pick<TestServer, 'clients'>,
  session: Session,
  eventId: string,
  o: UploadOptions = {},
) {
  return server.clients.files.upload(
    {
      eventId,
      role: o.role ?? 'cms__image_attachment',
      origFilename: o.name ?? 'photo.jpg',
      headers: { 'content-type': o.contentType ?? 'image/jpeg' },
      fileId: o.fileId ?? uuidv7(),
      ...(o.cropXy === undefined ? {} : { cropXy: o.cropXy }),
    },
    as(session),
  );
}

export interface PutAnswer {
  status: number;
  body: { fileId?: string; status?: string; errMsg?: string; error?: string };
}

/** The upload link on the test server (links are absolute on PUBLIC_URL). */
export const onServer = (server: Pick<TestServer, 'baseUrl'>, link: string) =>
  `${server.baseUrl}${new URL(link).pathname}`;

/**
 * PUTs a body to an upload link over raw HTTP. `declaredLength` sends that Content-Length
 * (and only `body`); `chunked` sends no length at all.
 */
export function put(
  server: Pick<TestServer, 'baseUrl'>,
  link: string,
  body: Buffer,
  o: {
    contentType?: string;
    declaredLength?: number;
    chunked?: boolean;
    /** Awaited before the last byte is sent (the upload is under way on the server then). */
    beforeLastByte?: () => Promise<void>;
  } = {},
): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': o.contentType ?? 'application/octet-stream',
    };
    if (!o.chunked) headers['content-length'] = o.declaredLength ?? body.length;
    const req = request(onServer(server, link), { method: 'PUT', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        req.destroy();
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close while we are still sending: the answer counts.
    req.on('error', (error) => setTimeout(() => reject(error), 1000));
    const step = 256 * 1024;
    let offset = 0;
    const end = o.beforeLastByte ? body.length - 1 : body.length;
    const finish = (): void => {
      if (o.beforeLastByte && end < body.length) {
        o.beforeLastByte().then(
          () => req.end(body.subarray(end)),
          (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        );
      } else if (o.declaredLength === undefined) req.end();
    };
    const write = (): void => {
      while (offset < end) {
        const slice = body.subarray(offset, Math.min(offset + step, end));
        offset += slice.length;
        if (!req.write(slice)) {
          req.once('drain', write);
          return;
        }
      }
      finish();
    };
    write();
  });
}

/** Every object the storage holds under an event (paths relative to it), sorted. */
export async function storedUnder(server: TestServer, eventId: string): Promise<string[]> {
  const keys = await server.app.files.storage.list(`${eventId}/`);
  return keys.map((k) => k.slice(eventId.length + 1));
}

/** Whatever is left in the scratch space of uploads in flight. */
export const scratchLeft = (server: TestServer) => readdir(server.app.files.scratchDir);

/** A small PNG uploaded to an event as its header image; resolves to the file id. */
export async function uploadedImage(
  server: TestServer,
  session: Session,
  eventId: string,
): Promise<string> {
  const upload = await requestUpload(server, session, eventId, {
    role: 'event__header',
    contentType: 'image/png',
  });
  const answer = await put(server, upload.uploadLink, await photo(1000, 600, 'png'));
  if (answer.status !== 200) throw new Error(`setup upload: ${answer.status}`);
  return upload.fileId;
}
