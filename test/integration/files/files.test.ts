// Files end to end against a real server: Upload, the raw PUT to its link, the record's status
// on the live feed, the stored outputs served by event_resources, CropImage, and hostile files
// that must end in 'error' (or a refusal) with nothing left in storage.
import { connect } from 'node:net';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { File as FileDoc } from '../../../generated/manager/model_pb';
import { files } from '../../../src/server/db/schema';
import { UploadTokens } from '../../../src/server/areas/files';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import {
  photo,
  pngBomb,
  put,
  requestUpload,
  scratchLeft,
  storedUnder,
} from '../support/filesHarness';
import type { UploadOptions } from '../support/filesHarness';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

jest.setTimeout(60_000);

const t = serverPerFile();
let a: Session;
let eventId: string;

beforeAll(async () => {
  a = await newOrganiser(t.server);
  eventId = (await newEvent(t.server, a, 'Files event')).eventId;
  // Its files are public as the attendee app shows them (resourceAccess.test.ts: unpublished).
  await t.server.clients.events.publish({ eventId }, as(a));
});

/** The file documents a live target received, in order. */
function fileDocs(live: LiveClient, targetId: number, fileId: string): FileDoc[] {
  return live.frames.flatMap((f) =>
    f.kind.case === 'change' &&
    f.kind.value.targetId === targetId &&
    f.kind.value.docId === fileId &&
    f.kind.value.document?.doc.case === 'file'
      ? [f.kind.value.document.doc.value]
      : [],
  );
}

/** GET of a resource, read to the end (an unread body would keep the server from closing). */
async function resource(ev: string, name: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.server.baseUrl}/api/v1/event_resources/${ev}/${name}`, {
    headers,
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

const imageOf = (res: { body: Buffer }) => sharp(res.body).metadata();

/** Upload + PUT; the PUT's answer and the file id. */
async function upload(body: Buffer, o: UploadOptions = {}, session = a, ev = eventId) {
  const res = await requestUpload(t.server, session, ev, o);
  return {
    fileId: res.fileId,
    link: res.uploadLink,
    answer: await put(t.server, res.uploadLink, body),
  };
}

const fileRow = async (fileId: string) =>
  (await t.server.app.database.db.select().from(files).where(eq(files.id, fileId)))[0];

describe('an image upload', () => {
  let fileId: string;
  let live: LiveClient;

  beforeAll(async () => {
    // Its own connection: the ones from t.connect are closed after each test.
    live = await LiveClient.connect(t.server.wsUrl, a.idToken);
    await live.listen(1, LIVE_TARGETS.files.path({ eventId }));
    const body = await photo(1600, 1000, 'jpeg', { exif: true });
    expect((await sharp(body).metadata()).exif).toBeDefined();
    const res = await requestUpload(t.server, a, eventId, {
      role: 'event__header',
      name: 'Header photo.jpg',
      cropXy: 'x0100y050x11300y1850',
    });
    fileId = res.fileId;
    expect(res.uploadLink).toMatch(/^http:\/\/console\.test\/api\/v1\/uploads\/[\w.-]+$/);
    expect(res.uploadHeaders.map((h) => [h.name, h.value])).toEqual([
      ['content-type', 'image/jpeg'],
    ]);
    // The feed shows a file as it is when it reads it: on a busy machine it may read only after
    // the next status has committed. So the PUT starts once 'requested' is shown, and its last
    // byte waits until 'uploading' is.
    await live.until(() => fileDocs(live, 1, fileId).some((d) => d.status === 'requested'));
    const answer = await put(t.server, res.uploadLink, body, {
      contentType: 'image/jpeg',
      beforeLastByte: () =>
        live.until(() => fileDocs(live, 1, fileId).some((d) => d.status === 'uploading')),
    });
    expect(answer).toEqual({ status: 200, body: { fileId, status: 'ok', errMsg: '' } });
    await live.until(() => fileDocs(live, 1, fileId).some((d) => d.status === 'ok'));
  });
  afterAll(() => live.close());

  it('goes requested → uploading → ok on the live feed, with the crop and the derived widths', () => {
    const docs = fileDocs(live, 1, fileId);
    expect(docs.map((d) => d.status)).toEqual(['requested', 'uploading', 'ok']);
    const ok = docs[2]!;
    expect(ok).toMatchObject({
      eventId,
      origFilename: 'Header photo.jpg',
      role: 'event__header',
      contentType: 'image/jpeg',
      removed: false,
      errMsg: '',
    });
    expect(ok.size).toBeGreaterThan(10_000);
    expect(ok.listDerivedFiles.map((d) => [d.fileId, d.cropXy, d.size])).toEqual([
      [`${fileId}_size_w150`, 'x0100y050x11300y1850', 'w150h100'],
      [`${fileId}_size_w512`, 'x0100y050x11300y1850', 'w512h341'],
      [`${fileId}_size_w600`, 'x0100y050x11300y1850', 'w600h400'],
    ]);
  });

  it('serves the crop and each width with immutable caching, an ETag and 304', async () => {
    const expected: [string, number, number][] = [
      ['', 1200, 800],
      ['_size_w150', 150, 100],
      ['_size_w512', 512, 341],
      ['_size_w600', 600, 400],
    ];
    const etags = new Set<string>();
    for (const [suffix, width, height] of expected) {
      const res = await resource(eventId, `${fileId}${suffix}?v=123`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      etags.add(etag);
      expect(await imageOf(res)).toMatchObject({ format: 'jpeg', width, height });
      const again = await resource(eventId, `${fileId}${suffix}?v=456`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
    }
    expect(etags.size).toBe(4);
  });

  it('strips the metadata (EXIF, GPS) from everything it serves', async () => {
    for (const suffix of ['', '_size_w600']) {
      const meta = await imageOf(await resource(eventId, `${fileId}${suffix}`));
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
    }
  });

  it('re-derives from the full original on CropImage, with a new timestamp and ETag', async () => {
    const before = fileDocs(live, 1, fileId).at(-1)!;
    const oldEtag = (await resource(eventId, `${fileId}_size_w600`)).headers.get('etag');
    // Outside the first crop: only possible from the original.
    await t.server.clients.files.cropImage(
      { eventId, fileId, cropXy: 'x00y00x11600y11000' },
      as(a),
    );
    await live.until(() => fileDocs(live, 1, fileId).at(-1)!.timestamp > before.timestamp);
    const after = fileDocs(live, 1, fileId).at(-1)!;
    expect(after.status).toBe('ok');
    expect(after.listDerivedFiles.map((d) => [d.cropXy, d.size])).toEqual([
      ['x00y00x11600y11000', 'w150h94'],
      ['x00y00x11600y11000', 'w512h320'],
      ['x00y00x11600y11000', 'w600h375'],
    ]);
    const main = await resource(eventId, fileId);
    expect(await imageOf(main)).toMatchObject({ width: 1600, height: 1000 });
    const w600 = await resource(eventId, `${fileId}_size_w600`);
    expect(w600.headers.get('etag')).not.toBe(oldEtag);
    // The original and one set of outputs: the previous crop's bytes are gone.
    const stored = await storedUnder(t.server, eventId);
    const names = stored.filter((p) => p.startsWith(fileId)).map((p) => p.split('/').at(-1));
    expect(names.sort()).toEqual(['_size_w150', '_size_w512', '_size_w600', 'main', 'original']);
  });

  it('refuses a crop outside the image or below the role minimum, keeping the file as it was', async () => {
    const before = await fileRow(fileId);
    const crop = (cropXy: string) =>
      t.server.clients.files.cropImage({ eventId, fileId, cropXy }, as(a));
    expect(await refusal(crop('x00y00x11700y11000'), 3)).toBe(
      'cropXy: The crop area must lie inside the image.',
    );
    expect(await refusal(crop('x00y00x1700y1500'), 3)).toBe(
      'cropXy: The crop area must be at least 800×150px.',
    );
    expect(await refusal(crop('0,0,10,10'), 3)).toMatch(/^cropXy: /);
    expect(await fileRow(fileId)).toEqual(before);
  });

  it('follows one file on events/{eventId}/files/{fileId}', async () => {
    const target = await live.listen(2, LIVE_TARGETS.file.path({ eventId, fileId: fileId }));
    expect([...target.docs.keys()]).toEqual([fileId]);
  });
});

describe('image formats', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'png'],
  ] as const)('keeps a sensible type: %s is served as %s', async (format, type, served) => {
    const { fileId, answer } = await upload(await photo(400, 200, format), {
      name: `pic.${format}`,
      contentType: type,
    });
    expect(answer.body.status).toBe('ok');
    const res = await resource(eventId, `${fileId}_size_w150`);
    expect(res.headers.get('content-type')).toBe(`image/${served}`);
    expect(await imageOf(res)).toMatchObject({ format: served, width: 150, height: 75 });
  });

  it('never upscales: a narrow image keeps its own width in every derived size', async () => {
    const { fileId } = await upload(await photo(300, 200));
    const doc = (await fileRow(fileId))!;
    expect(doc.derived.map((d) => d.size)).toEqual(['w150h100', 'w300h200', 'w300h200']);
    expect(await imageOf(await resource(eventId, `${fileId}_size_w600`))).toMatchObject({
      width: 300,
      height: 200,
    });
  });
});

describe('hostile files', () => {
  const cases: [string, () => Promise<Buffer>, UploadOptions, number, string][] = [
    [
      'a text file named .png',
      async () => Buffer.from('<script>alert(1)</script> not an image\n'.repeat(50)),
      { name: 'evil.png', contentType: 'image/png' },
      422,
      'The file is not a JPEG, PNG, GIF or WEBP image.',
    ],
    [
      'a 16000×16000 PNG',
      async () => pngBomb(16000, 16000),
      { name: 'bomb.png', contentType: 'image/png' },
      422,
      'Image must be at most 40 megapixels.',
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await photo(1200, 900);
        return whole.subarray(0, Math.floor(whole.length * 0.6));
      },
      {},
      422,
      'The image is damaged or incomplete.',
    ],
    [
      'an icon below 512×512',
      () => photo(300, 300, 'png'),
      { role: 'event__icons', name: 'icon.png', contentType: 'image/png' },
      422,
      'Image must be at least 512px in width and height.',
    ],
    [
      'a header below 800 px wide',
      () => photo(700, 400),
      { role: 'event__header' },
      422,
      'Image must be at least 800px wide.',
    ],
    [
      'a crop outside the image',
      () => photo(900, 600),
      { role: 'event__header', cropXy: 'x0100y00x11000y1600' },
      422,
      'The crop area must lie inside the image.',
    ],
  ];

  it.each(cases)(
    'ends %s in error with a clear errMsg and nothing stored',
    async (_label, make, options, status, errMsg) => {
      const live = await t.connect(a);
      await live.listen(1, LIVE_TARGETS.files.path({ eventId }));
      const rssBefore = process.memoryUsage().rss;
      const { fileId, answer } = await upload(await make(), options);
      expect(answer).toEqual({ status, body: { error: errMsg, fileId, status: 'error', errMsg } });
      await live.until(() => fileDocs(live, 1, fileId).some((d) => d.status === 'error'));
      expect(fileDocs(live, 1, fileId).at(-1)).toMatchObject({ status: 'error', errMsg });
      expect(await storedUnder(t.server, eventId)).not.toContainEqual(
        expect.stringContaining(fileId),
      );
      expect(await scratchLeft(t.server)).toEqual([]);
      expect((await resource(eventId, fileId)).status).toBe(404);
      // Nothing was decoded: a 256-megapixel image would have taken hundreds of MB.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * 1024 * 1024);
    },
  );

  describe('over the size limit', () => {
    let noise: Buffer;
    beforeAll(async () => {
      // Random pixels do not compress: a real PNG of just over 20 MB.
      const raw = Buffer.alloc(2700 * 2700 * 3);
      for (let i = 0; i < raw.length; i += 4) raw.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
      noise = await sharp(raw, { raw: { width: 2700, height: 2700, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(20 * 1024 * 1024);
    });

    it.each([
      ['with its Content-Length', false],
      ['streamed without a length', true],
    ])('refuses an image over 20 MB sent %s with 413', async (_label, chunked) => {
      const res = await requestUpload(t.server, a, eventId, { contentType: 'image/png' });
      const answer = await put(t.server, res.uploadLink, noise, { chunked });
      const errMsg = 'The file must be at most 20 MB.';
      expect(answer).toEqual({
        status: 413,
        body: { error: errMsg, fileId: res.fileId, status: 'error', errMsg },
      });
      expect(await fileRow(res.fileId)).toMatchObject({ status: 'error', errMsg });
      expect(await storedUnder(t.server, eventId)).not.toContainEqual(
        expect.stringContaining(res.fileId),
      );
      expect(await scratchLeft(t.server)).toEqual([]);
    });

    it('refuses a file declared over 50 MB at once, before its bytes arrive', async () => {
      const res = await requestUpload(t.server, a, eventId, {
        role: 'cms__attachment',
        name: 'huge.zip',
        contentType: 'application/zip',
      });
      // Only 64 KB are ever sent: the answer cannot wait for the rest.
      const answer = await put(t.server, res.uploadLink, Buffer.alloc(64 * 1024), {
        declaredLength: 60 * 1024 * 1024,
      });
      expect(answer.status).toBe(413);
      expect(answer.body.errMsg).toBe('The file must be at most 50 MB.');
      expect(await fileRow(res.fileId)).toMatchObject({ status: 'error' });
    });
  });
});

describe('the upload link', () => {
  it('works once: a second PUT is 404 and the file stays as it was', async () => {
    const body = await photo(200, 200);
    const { fileId, link, answer } = await upload(body);
    expect(answer.body.status).toBe('ok');
    const before = await fileRow(fileId);
    const again = await put(t.server, link, body);
    expect(again).toEqual({ status: 404, body: { error: 'The upload link was already used.' } });
    expect(await fileRow(fileId)).toEqual(before);
  });

  it('expires: a link signed by the server but past its time is 403', async () => {
    const res = await requestUpload(t.server, a, eventId);
    const stale = new UploadTokens(t.server.app.config.secret).issue(
      res.fileId,
      Date.now() - 16 * 60 * 1000,
    );
    const link = res.uploadLink.replace(/[^/]+$/, stale.token);
    expect(await put(t.server, link, await photo(200, 200))).toEqual({
      status: 403,
      body: { error: 'The upload link has expired.' },
    });
    expect(await fileRow(res.fileId)).toMatchObject({ status: 'requested' });
  });

  it.each([
    ['a tampered signature', (link: string) => link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    [
      'another file id',
      (link: string) => link.replace(/uploads\/[0-9a-f-]{36}/, `uploads/${uuidv7()}`),
    ],
    ['garbage', (link: string) => link.replace(/[^/]+$/, 'garbage')],
  ])('is refused with %s (403)', async (_label, tamper) => {
    const res = await requestUpload(t.server, a, eventId);
    const answer = await put(t.server, tamper(res.uploadLink), await photo(200, 200));
    expect(answer).toEqual({ status: 403, body: { error: 'The upload link is invalid.' } });
    expect(await fileRow(res.fileId)).toMatchObject({ status: 'requested' });
  });

  it('refuses a bad link and closes at once, without reading the body (issue 28 §5)', async () => {
    const url = new URL(t.server.baseUrl);
    const declared = 256 * 1024 * 1024;
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let sent = 0;
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    // Write errors (the server closed) are expected; 'close' tells the end.
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(
      `PUT /api/v1/uploads/garbage HTTP/1.1\r\nHost: ${url.host}\r\n` +
        `Content-Type: image/png\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    // Bytes keep coming as fast as the server takes them, until it hangs up.
    const chunk = Buffer.alloc(64 * 1024);
    const pump = setInterval(() => {
      if (!socket.destroyed && socket.writableLength < 1024 * 1024) {
        socket.write(chunk);
        sent += chunk.length;
      }
    }, 1);
    const hungUp = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
    clearInterval(pump);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(hungUp).toBe(true);
    expect(sent).toBeLessThan(declared / 4);
  });
});

describe('other files', () => {
  it('stores a PDF as sent and serves it as a download with its UTF-8 name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const name = 'Отчёт "Q1"; 2024.pdf';
    const { fileId, answer } = await upload(pdf, {
      role: 'cms__attachment',
      name,
      contentType: 'application/pdf',
    });
    expect(answer.body.status).toBe('ok');
    const res = await resource(eventId, fileId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
    expect(res.body.equals(pdf)).toBe(true);
    expect((await resource(eventId, `${fileId}_size_w150`)).status).toBe(404);
    expect((await fileRow(fileId))?.derived).toEqual([]);
  });

  it('never serves HTML or SVG as such', async () => {
    for (const [name, type, body] of [
      ['page.html', 'text/html', '<html><script>alert(document.cookie)</script></html>'],
      ['pic.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ]) {
      const { fileId } = await upload(Buffer.from(body!), {
        role: 'form_attachment',
        name,
        contentType: type,
      });
      // A participant's file answer is served only with a signature (resourceAccess.test.ts).
      const { signatures } = await t.server.clients.files.signFiles(
        { eventId, fileIds: [fileId] },
        as(a),
      );
      const res = await resource(eventId, `${fileId}?sig=${signatures[fileId] ?? ''}`);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.body.toString('utf8')).toBe(body);
    }
  });
});

describe('event_resources', () => {
  it('is 404 for a removed file, one still requested, and names that are not files', async () => {
    const { fileId } = await upload(await photo(200, 200));
    expect((await resource(eventId, fileId)).status).toBe(200);
    // No call removes a file yet (the contract has none); the flag is what the route checks.
    await t.server.app.database.db.update(files).set({ removed: true }).where(eq(files.id, fileId));
    expect((await resource(eventId, fileId)).status).toBe(404);
    const requested = await requestUpload(t.server, a, eventId);
    for (const name of [
      requested.fileId,
      `${fileId}_size_w999`,
      `${fileId}.original`,
      '..%2F..%2Fsecret',
      'not-a-file',
    ]) {
      expect(`${name}: ${(await resource(eventId, name)).status}`).toBe(`${name}: 404`);
    }
  });
});

describe('a second organiser', () => {
  let b: Session;
  let fileId: string;
  beforeAll(async () => {
    b = await newOrganiser(t.server);
    fileId = (await upload(await photo(900, 600), { role: 'event__header' })).fileId;
  });

  it("cannot Upload to or CropImage on A's event: it does not exist for B", async () => {
    const { files: f } = t.server.clients;
    expect(
      await refusal(
        f.upload(
          {
            eventId,
            role: 'avatar',
            origFilename: 'x.jpg',
            headers: { 'content-type': 'image/jpeg' },
            fileId: uuidv7(),
          },
          as(b),
        ),
        5,
      ),
    ).toBe('Event not found.');
    expect(
      await refusal(f.cropImage({ eventId, fileId, cropXy: 'x00y00x1800y1500' }, as(b)), 5),
    ).toBe('Event not found.');
    const own = await newEvent(t.server, b, 'B event');
    expect(
      await refusal(
        f.cropImage({ eventId: own.eventId, fileId, cropXy: 'x00y00x1800y1500' }, as(b)),
        5,
      ),
    ).toBe('Not found.');
    expect((await resource(own.eventId, fileId)).status).toBe(404);
    expect((await fileRow(fileId))?.cropXy).toBe('');
  });

  it("cannot follow A's files", async () => {
    const live = await t.connect(b);
    for (const [i, path] of [
      LIVE_TARGETS.files.path({ eventId }),
      LIVE_TARGETS.file.path({ eventId, fileId: fileId }),
    ].entries()) {
      const target = await live.listen(i + 1, path);
      expect({ error: target.error, docs: target.docs.size }).toEqual({
        error: { code: 5, message: 'Event not found.' },
        docs: 0,
      });
    }
  });
});
