// Who may fetch an event's files (issue 28, item 11): a published event's files are public as
// before; an unpublished (or archived) event's files are served only with a signed URL of that
// event and that file (SignFiles) or to a member of its team, and otherwise answer exactly like
// a file that does not exist, for every size, a range, and a conditional request. (An archived
// event cannot be published, so its files are never public either.)
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { PublicEvent } from '../../../src/common/publicEvent';
import { PREVIEW_HEADER } from '../../../src/common/preview';
import { publicEventPath } from '../../../src/common/publicEvent';
import { ResourceSignatures } from '../../../src/server/areas/files';
import { put, requestUpload, uploadedImage } from '../support/filesHarness';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { joinTeam } from '../support/teamHarness';

jest.setTimeout(60_000);

const t = serverPerFile();
let a: Session;
let b: Session;
let eventId: string;
let eventKey: string;
let imageId: string;
let pdfId: string;

const signatureOf = async (ev: string, fileId: string, session = a) =>
  (await t.server.clients.files.signFiles({ eventId: ev, fileIds: [fileId] }, as(session)))
    .signatures[fileId] ?? '';

/** GET of a resource, read to the end. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.server.baseUrl}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}
const url = (ev: string, name: string, sig?: string) =>
  `/api/v1/event_resources/${ev}/${name}${sig === undefined ? '' : `?v=1&sig=${sig}`}`;

beforeAll(async () => {
  a = await newOrganiser(t.server);
  b = await newOrganiser(t.server);
  ({ eventId, key: eventKey } = await newEvent(t.server, a, 'Unpublished files'));
  imageId = await uploadedImage(t.server, a, eventId);
  const pdf = await requestUpload(t.server, a, eventId, {
    role: 'form_attachment',
    name: 'Plan.pdf',
    contentType: 'application/pdf',
  });
  expect((await put(t.server, pdf.uploadLink, Buffer.from('%PDF-1.4\n%%EOF\n'))).status).toBe(200);
  pdfId = pdf.fileId;
});

describe('a file of an unpublished event', () => {
  it('is refused to anyone without a signature, exactly like a file that does not exist', async () => {
    const missing = await get(url(eventId, uuidv7()));
    expect(missing.status).toBe(404);
    for (const [name, headers] of [
      [imageId, {}],
      [`${imageId}_size_w150`, {}],
      [`${imageId}_size_w600`, { range: 'bytes=0-99' }],
      [imageId, { 'if-none-match': `"${imageId}.1"` }],
      [pdfId, {}],
      [pdfId, { range: 'bytes=0-3' }],
    ] as const) {
      const res = await get(url(eventId, name), headers);
      expect([name, headers, res.status, res.body]).toEqual([name, headers, 404, missing.body]);
    }
  });

  it('is served with a signature from SignFiles, every size, kept by the browser alone', async () => {
    const sig = await signatureOf(eventId, imageId);
    for (const name of [imageId, `${imageId}_size_w150`, `${imageId}_size_w600`]) {
      const res = await get(url(eventId, name, sig));
      expect([name, res.status]).toEqual([name, 200]);
      expect(res.headers.get('content-type')).toBe('image/png');
      const cache = res.headers.get('cache-control') ?? '';
      expect(cache).toMatch(/^private, max-age=\d+, immutable$/);
      // No longer than the signature lives (one to two half-hours).
      expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeLessThanOrEqual(3600);
    }
    const pdf = await get(url(eventId, pdfId, await signatureOf(eventId, pdfId)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('attachment');
  });

  it("refuses an expired, a tampered, another file's and another event's signature", async () => {
    const sig = await signatureOf(eventId, imageId);
    const [expiry = '', mac = ''] = sig.split('.');
    const signer = new ResourceSignatures(t.server.app.config.secret);
    const past = Math.floor(Date.now() / 1000) - 1;
    const other = await newEvent(t.server, a, 'Other event');
    const otherImage = await uploadedImage(t.server, a, other.eventId);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const refused: [string, string][] = [
      ['expired', signer.sign(eventId, imageId, past)],
      ['mac of another expiry', `${Number(expiry) + 1800}.${mac}`],
      ['tampered mac', `${expiry}.${flipped}`],
      ['no mac', `${expiry}.`],
      ['garbage', 'x'.repeat(40)],
      ['another file of the event', await signatureOf(eventId, pdfId)],
      ['the file under another event', await signatureOf(other.eventId, imageId)],
      [
        'signed by another server',
        new ResourceSignatures('other').sign(eventId, imageId, Number(expiry)),
      ],
    ];
    for (const [what, bad] of refused) {
      expect([what, (await get(url(eventId, imageId, bad))).status]).toEqual([what, 404]);
    }
    // The other event's own file with its own signature: the control.
    expect(
      (await get(url(other.eventId, otherImage, await signatureOf(other.eventId, otherImage))))
        .status,
    ).toBe(200);
    // A signature still valid a second more is served.
    const soon = signer.sign(eventId, imageId, Math.floor(Date.now() / 1000) + 2);
    expect((await get(url(eventId, imageId, soon))).status).toBe(200);
  });

  it('is signed only for members of the team, and served to a member signed in', async () => {
    expect(
      await refusal(t.server.clients.files.signFiles({ eventId, fileIds: [imageId] }, as(b)), 5),
    ).toBe('Event not found.');
    expect((await get(url(eventId, imageId), { 'access-token': b.idToken })).status).toBe(404);
    expect((await get(url(eventId, imageId), { 'access-token': 'forged' })).status).toBe(404);
    const tooMany = Array.from({ length: 201 }, () => uuidv7());
    expect(
      await refusal(t.server.clients.files.signFiles({ eventId, fileIds: tooMany }, as(a)), 3),
    ).toBe('fileIds: at most 200 at once.');
    const owner = await get(url(eventId, imageId), { 'access-token': a.idToken });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('cache-control')).toBe('private, no-cache');
    const viewer = await joinTeam(t.server, a, eventId, 'viewer');
    expect((await get(url(eventId, imageId), { 'access-token': viewer.idToken })).status).toBe(200);
    expect(
      (await get(url(eventId, imageId, await signatureOf(eventId, imageId, viewer)))).status,
    ).toBe(200);
  });

  it("is named signed in its organiser's preview, and the preview's image is served", async () => {
    await t.server.clients.events.updateEvent(
      { eventId, key: eventKey, title: 'Unpublished files', mainImageId: imageId },
      as(a),
    );
    const { token } = await t.server.clients.preview.previewToken({ eventId }, as(a));
    const res = await fetch(`${t.server.baseUrl}${publicEventPath(eventKey)}`, {
      headers: { [PREVIEW_HEADER]: token },
    });
    expect(res.status).toBe(200);
    const event = (await res.json()) as PublicEvent;
    const cover = event.images.cover;
    expect(cover?.src).toMatch(
      new RegExp(`^/api/v1/event_resources/${eventId}/${imageId}\\?v=[\\w-]+&sig=\\d+\\.[\\w-]+$`),
    );
    for (const src of [cover?.src ?? '', ...Object.values(cover?.widths ?? {})]) {
      expect([src, (await get(src)).status]).toEqual([src, 200]);
    }
  });
});

describe('a file of a published event', () => {
  it('is public with long caching, and no longer once the event is unpublished', async () => {
    const ev = await newEvent(t.server, a, 'Published files');
    const image = await uploadedImage(t.server, a, ev.eventId);
    await t.server.clients.events.publish({ eventId: ev.eventId }, as(a));
    for (const name of [image, `${image}_size_w600`]) {
      const res = await get(url(ev.eventId, name));
      expect([name, res.status]).toEqual([name, 200]);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    await t.server.clients.events.unpublish({ eventId: ev.eventId }, as(a));
    expect((await get(url(ev.eventId, image))).status).toBe(404);
  });

  it("keeps a participant's file answer to the team and to signed links", async () => {
    const ev = await newEvent(t.server, a, 'Published answers');
    const answer = await requestUpload(t.server, a, ev.eventId, {
      role: 'form_attachment',
      name: 'Passport.pdf',
      contentType: 'application/pdf',
    });
    expect((await put(t.server, answer.uploadLink, Buffer.from('%PDF-1.4\n%%EOF\n'))).status).toBe(
      200,
    );
    await t.server.clients.events.publish({ eventId: ev.eventId }, as(a));
    expect((await get(url(ev.eventId, answer.fileId))).status).toBe(404);
    const sig = await signatureOf(ev.eventId, answer.fileId);
    const signed = await get(url(ev.eventId, answer.fileId, sig));
    expect([signed.status, signed.headers.get('cache-control')]).toEqual([
      200,
      expect.stringMatching(/^private, /),
    ]);
  });
});
