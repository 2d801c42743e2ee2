// The long texts' document of the public path (src/common/publicTexts.ts) over real HTTP: it
// carries the annotation, text and bio of visible meetings and speakers only, answers 304 to
// its ETag, changes (and the snapshot names its new version) when the organiser edits a text,
// is gone once the event is unpublished, and opens an unpublished event to its preview only.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../generated/manager/auth_pb';
import { PREVIEW_HEADER } from '../../src/common/preview';
import { publicEventPath } from '../../src/common/publicEvent';
import { publicTextsPath } from '../../src/common/publicTexts';
import type { PublicEventHome, PublicTexts } from '../../src/common/publicTexts';
import { as, eventually, newEvent, newOrganiser, startServer } from './harness';
import type { TestServer } from './harness';

let server: TestServer;
let a: Session;

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });
const home = async (key: string) =>
  (await (await get(publicEventPath(key))).json()) as PublicEventHome;

const START = Date.UTC(2030, 5, 1, 7, 0) / 1000;

async function eventWithTexts(title: string) {
  const ev = await newEvent(server, a, title);
  const o = as(a);
  const c = server.clients;
  const speakerId = uuidv7();
  await c.speakers.createSpeaker(
    { eventId: ev.eventId, speakerId, name: 'Ada', bio: '<p>Ada bio</p>' },
    o,
  );
  const hiddenSpeaker = uuidv7();
  await c.speakers.createSpeaker(
    { eventId: ev.eventId, speakerId: hiddenSpeaker, name: 'Ghost', bio: '<p>Ghost bio</p>' },
    o,
  );
  await c.speakers.toHiddenSpeaker({ eventId: ev.eventId, speakerId: hiddenSpeaker }, o);
  const meeting = (name: string) =>
    c.meetings.createMeeting(
      {
        eventId: ev.eventId,
        meetingId: uuidv7(),
        name,
        startAt: START,
        endAt: START + 3600,
        speakerIds: [speakerId],
        annotation: `${name} annotation`,
        text: `<p>${name} text</p>`,
      },
      o,
    );
  const keynote = (await meeting('Keynote')).meetingId;
  const secret = (await meeting('Secret')).meetingId;
  await c.meetings.setAsInvisibleMeeting({ eventId: ev.eventId, meetingId: secret }, o);
  return { ...ev, speakerId, keynote };
}

describe("the public path's texts document", () => {
  it('carries the texts of visible meetings and speakers only, with ETag and 304', async () => {
    const ev = await eventWithTexts('Texts event');
    expect((await get(publicTextsPath(ev.key))).status).toBe(404);
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));

    const res = await get(publicTextsPath(ev.key), { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const etag = res.headers.get('etag') ?? '';
    expect((await home(ev.key)).textsVersion).toBe(etag);
    expect((await res.json()) as PublicTexts).toEqual({
      meetings: { [ev.keynote]: { annotation: 'Keynote annotation', text: '<p>Keynote text</p>' } },
      speakers: { [ev.speakerId]: '<p>Ada bio</p>' },
    });
    const again = await get(publicTextsPath(ev.key), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Answered before the route's handler, yet with the ETag and the security headers.
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('changes with a text, names its new version in the snapshot, and goes when unpublished', async () => {
    const ev = await eventWithTexts('Changing texts');
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));
    const before = (await home(ev.key)).textsVersion;
    await server.clients.speakers.updateSpeaker(
      { eventId: ev.eventId, speakerId: ev.speakerId, name: 'Ada', bio: '<p>New bio</p>' },
      as(a),
    );
    const after = await eventually(
      () => home(ev.key),
      (h) => h.textsVersion !== before,
    );
    expect(after.textsVersion).not.toBe(before);
    expect(after.speakers[0]?.bio).toBe('');
    const res = await get(publicTextsPath(ev.key), { 'if-none-match': before });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(after.textsVersion);
    expect(((await res.json()) as PublicTexts).speakers[ev.speakerId]).toBe('<p>New bio</p>');

    await server.clients.events.unpublish({ eventId: ev.eventId }, as(a));
    const gone = await eventually(
      () => get(publicTextsPath(ev.key)),
      (r) => r.status === 404,
    );
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('New bio');
  });

  it("opens an unpublished event's texts to its organiser's preview only, never cached", async () => {
    const ev = await eventWithTexts('Draft texts');
    const { token } = await server.clients.preview.previewToken({ eventId: ev.eventId }, as(a));
    const res = await get(publicTextsPath(ev.key), { [PREVIEW_HEADER]: token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as PublicTexts).speakers[ev.speakerId]).toBe('<p>Ada bio</p>');
    const plain = await get(publicTextsPath(ev.key), as(a).headers);
    expect(plain.status).toBe(404);
    expect(await plain.text()).not.toContain('Ada bio');
  });
});
