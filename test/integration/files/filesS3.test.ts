// Files in an S3-compatible store (STORAGE_URL, a real s3rver started here): uploads stream
// into the bucket, the derived sizes are written there, resources are served from it with the
// same headers as from the directory, and a refused file leaves nothing there. The local
// DATA_DIR holds none of it.
import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Session } from '../../../generated/manager/auth_pb';
import { startS3Server, useS3Credentials } from '../../support/s3Server';
import type { S3Server } from '../../support/s3Server';
import { S3Storage } from '../../../src/server/areas/files';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { photo, pngBomb, put, requestUpload, storedUnder } from '../support/filesHarness';

jest.setTimeout(60_000);

let s3: S3Server;
let server: TestServer;
let a: Session;
let eventId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  useS3Credentials(s3);
  server = await startServer({ storageUrl: s3.storageUrl });
  a = await newOrganiser(server);
  eventId = (await newEvent(server, a, 'S3 event')).eventId;
  // Its files are public as the attendee app shows them; an unpublished event's are below.
  await server.clients.events.publish({ eventId }, as(a));
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
});

async function resource(name: string, headers: Record<string, string> = {}, ev = eventId) {
  const res = await fetch(`${server.baseUrl}/api/v1/event_resources/${ev}/${name}`, {
    headers,
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

it('uses the bucket, not the data directory', async () => {
  expect(server.app.files.storage).toBeInstanceOf(S3Storage);
  await expect(access(path.join(server.dataDir, 'files'))).rejects.toMatchObject({
    code: 'ENOENT',
  });
});

it('stores an image and its sizes in the bucket and serves them with the usual headers', async () => {
  const res = await requestUpload(server, a, eventId, {
    role: 'event__header',
    cropXy: 'x0100y050x11300y1850',
  });
  const answer = await put(server, res.uploadLink, await photo(1600, 1000));
  expect(answer.body).toMatchObject({ status: 'ok' });
  const stored = await storedUnder(server, eventId);
  const names = stored.filter((p) => p.startsWith(res.fileId)).map((p) => p.split('/').at(-1));
  expect(names.sort()).toEqual(['_size_w150', '_size_w512', '_size_w600', 'main', 'original']);

  for (const [suffix, width] of [
    ['', 1200],
    ['_size_w600', 600],
  ] as const) {
    const got = await resource(`${res.fileId}${suffix}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('content-length')).toBe(String(got.body.length));
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(got.body).metadata()).toMatchObject({ format: 'jpeg', width });
    const etag = got.headers.get('etag') ?? '';
    expect((await resource(`${res.fileId}${suffix}`, { 'if-none-match': etag })).status).toBe(304);
  }

  // A crop renders a new version into the bucket and drops the old one.
  await server.clients.files.cropImage(
    { eventId, fileId: res.fileId, cropXy: 'x00y00x11600y11000' },
    as(a),
  );
  const main = await resource(res.fileId);
  expect(await sharp(main.body).metadata()).toMatchObject({ width: 1600, height: 1000 });
  expect((await storedUnder(server, eventId)).filter((p) => p.startsWith(res.fileId))).toHaveLength(
    5,
  );
});

it('serves a PDF from the bucket byte for byte, as a download', async () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const res = await requestUpload(server, a, eventId, {
    role: 'cms__attachment',
    name: 'Программа.pdf',
    contentType: 'application/pdf',
  });
  expect((await put(server, res.uploadLink, pdf)).body).toMatchObject({ status: 'ok' });
  const got = await resource(res.fileId);
  expect(got.status).toBe(200);
  expect(got.headers.get('content-type')).toBe('application/pdf');
  expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
  expect(got.body.equals(pdf)).toBe(true);
});

it('leaves nothing in the bucket for a refused image', async () => {
  const res = await requestUpload(server, a, eventId, {
    role: 'event__header',
    contentType: 'image/png',
  });
  const answer = await put(server, res.uploadLink, pngBomb(30_000, 30_000), {
    contentType: 'image/png',
  });
  expect(answer.body).toMatchObject({ status: 'error' });
  expect((await storedUnder(server, eventId)).filter((p) => p.startsWith(res.fileId))).toEqual([]);
  expect((await resource(res.fileId)).status).toBe(404);
});

it("serves an unpublished event's file from the bucket only with its signature", async () => {
  const draft = (await newEvent(server, a, 'S3 draft')).eventId;
  const res = await requestUpload(server, a, draft, { role: 'event__header' });
  expect((await put(server, res.uploadLink, await photo(900, 600))).body).toMatchObject({
    status: 'ok',
  });
  const { signatures } = await server.clients.files.signFiles(
    { eventId: draft, fileIds: [res.fileId] },
    as(a),
  );
  for (const name of [res.fileId, `${res.fileId}_size_w150`]) {
    expect([name, (await resource(name, {}, draft)).status]).toEqual([name, 404]);
    const signed = await resource(`${name}?sig=${signatures[res.fileId]}`, {}, draft);
    expect([name, signed.status]).toEqual([name, 200]);
    expect(signed.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/);
  }
});
