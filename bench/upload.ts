// Upload benchmark: a 12-megapixel photo-like JPEG through files.Upload and the PUT to its
// link, timed from the PUT's start to its answer (the server answers once the record is 'ok'),
// and the server's peak RSS while four such uploads run at once. See bench/README.md.
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { createClients } from '../src/common/clients';
import type { Stats } from './protocol';

export interface UploadBenchServer {
  ready: { apiPort: number; idToken: string };
  stats(): Promise<Stats>;
}

export interface UploadResult {
  imageBytes: number;
  width: number;
  height: number;
  /** PUT start → answer with status 'ok', ms, one upload at a time. */
  latencies: number[];
  /** Wall time of the four concurrent uploads, ms. */
  concurrentMs: number;
  concurrent: number;
  /** Highest RSS polled every 50 ms during the concurrent uploads, and getrusage's peak. */
  polledPeakRss: number;
  maxRss: number;
  rssBefore: number;
}

/** A photo-like 4000×3000 JPEG: gradients plus noise, so it compresses like a photo (~4 MB). */
export async function photoJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      raw[i] = ((x * 255) / width + n) & 0xff;
      raw[i + 1] = ((y * 255) / height + n) & 0xff;
      raw[i + 2] = (((x + y) % 256) + n) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function putBytes(url: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function uploadBench(
  server: UploadBenchServer,
  { runs = 10, concurrent = 4 } = {},
): Promise<UploadResult> {
  const baseUrl = `http://127.0.0.1:${server.ready.apiPort}`;
  const clients = createClients(createGrpcWebTransport({ baseUrl, httpVersion: '1.1' }));
  const headers = { 'access-token': server.ready.idToken };
  const eventId = uuidv7();
  await clients.events.createEvent({ eventId, title: 'Upload bench', language: '' }, { headers });
  const image = await photoJpeg();
  const meta = await sharp(image).metadata();

  /** One upload: Upload, then the timed PUT. */
  const once = async (): Promise<number> => {
    const res = await clients.files.upload(
      {
        eventId,
        role: 'event__header',
        origFilename: 'photo.jpg',
        headers: { 'content-type': 'image/jpeg' },
        fileId: uuidv7(),
      },
      { headers },
    );
    const start = performance.now();
    const answer = await putBytes(`${baseUrl}${new URL(res.uploadLink).pathname}`, image);
    const elapsed = performance.now() - start;
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
    return elapsed;
  };

  await once(); // warm-up: sharp's first use loads its codecs
  const rssBefore = (await server.stats()).rssBytes;
  let polledPeakRss = rssBefore;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      polledPeakRss = Math.max(polledPeakRss, (await server.stats()).rssBytes);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrent }, once));
  const concurrentMs = performance.now() - started;
  polling = false;
  await poller;
  const { maxRssBytes } = await server.stats();

  const latencies: number[] = [];
  for (let i = 0; i < runs; i += 1) latencies.push(await once());
  return {
    imageBytes: image.length,
    width: meta.width,
    height: meta.height,
    latencies,
    concurrentMs,
    concurrent,
    polledPeakRss,
    maxRss: maxRssBytes,
    rssBefore,
  };
}
