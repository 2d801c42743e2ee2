// The long texts' documents of the public path (src/common/publicTexts.ts) over real HTTP: one
// per day of the meetings and one for the speakers' bios, they carry the annotation, text and
// bio of visible meetings and speakers only, answer 304 to their ETag, change (and the snapshot
// names the new version of that part alone) when the organiser edits a text, are gone once the
// event is unpublished, and open an unpublished event to its preview only.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { PREVIEW_HEADER } from '../../../src/common/preview';
import { publicEventPath } from '../../../src/common/publicEvent';
import { publicTextsPath } from '../../../src/common/publicTexts';
import type { PublicEventHome, PublicTexts } from '../../../src/common/publicTexts';
import { as, eventually, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

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
const DAY = 24 * 3600;
/** The parts' names: the meetings' days (in any zone from UTC−7 to UTC+16) and the bios. */
const FIRST = '2030-06-01';
const SECOND = '2030-06-02';

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
  const meeting = (name: string, day = 0) =>
    c.meetings.createMeeting(
      {
        eventId: ev.eventId,
        meetingId: uuidv7(),
        name,
        startAt: START + day * DAY,
        endAt: START + day * DAY + 3600,
        speakerIds: [speakerId],
        annotation: `${name} annotation`,
        text: `<p>${name} text</p>`,
      },
      o,
    );
  const keynote = (await meeting('Keynote')).meetingId;
  const closing = (await meeting('Closing', 1)).meetingId;
  const secret = (await meeting('Secret', 1)).meetingId;
  await c.meetings.setAsInvisibleMeeting({ eventId: ev.eventId, meetingId: secret }, o);
  return { ...ev, speakerId, keynote, closing };
}

describe("the public path's texts documents", () => {
  it('carries the texts of visible meetings and speakers only, by day, with ETag and 304', async () => {
    const ev = await eventWithTexts('Texts event');
    expect((await get(publicTextsPath(ev.key, FIRST))).status).toBe(404);
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));

    const { textParts } = await home(ev.key);
    expect(Object.keys(textParts).sort()).toEqual([FIRST, SECOND, 'speakers']);
    const read = async (part: string) => {
      const res = await get(publicTextsPath(ev.key, part), { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('etag')).toBe(textParts[part]);
      return (await res.json()) as PublicTexts;
    };
    expect(await read(FIRST)).toEqual({
      meetings: { [ev.keynote]: { annotation: 'Keynote annotation', text: '<p>Keynote text</p>' } },
      speakers: {},
    });
    expect(await read(SECOND)).toEqual({
      meetings: { [ev.closing]: { annotation: 'Closing annotation', text: '<p>Closing text</p>' } },
      speakers: {},
    });
    expect(await read('speakers')).toEqual({
      meetings: {},
      speakers: { [ev.speakerId]: '<p>Ada bio</p>' },
    });
    const etag = textParts[FIRST] ?? '';
    const again = await get(publicTextsPath(ev.key, FIRST), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Answered before the route's handler, yet with the ETag and the security headers.
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    // A day without texts, or a name no part has, is no document.
    expect((await get(publicTextsPath(ev.key, '2030-06-03'))).status).toBe(404);
    expect((await get(publicTextsPath(ev.key, 'SPEAKERS'))).status).toBe(404);
  });

  it('changes the edited part alone, names its new version, and goes when unpublished', async () => {
    const ev = await eventWithTexts('Changing texts');
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));
    const before = (await home(ev.key)).textParts;
    await server.clients.speakers.updateSpeaker(
      { eventId: ev.eventId, speakerId: ev.speakerId, name: 'Ada', bio: '<p>New bio</p>' },
      as(a),
    );
    const after = await eventually(
      () => home(ev.key),
      (h) => h.textParts.speakers !== before.speakers,
    );
    // The days' texts did not change: the app keeps its copies of them.
    expect(after.textParts[FIRST]).toBe(before[FIRST]);
    expect(after.textParts[SECOND]).toBe(before[SECOND]);
    expect(after.speakers[0]?.bio).toBe('');
    const res = await get(publicTextsPath(ev.key, 'speakers'), {
      'if-none-match': before.speakers ?? '',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(after.textParts.speakers);
    expect(((await res.json()) as PublicTexts).speakers[ev.speakerId]).toBe('<p>New bio</p>');

    await server.clients.events.unpublish({ eventId: ev.eventId }, as(a));
    const gone = await eventually(
      () => get(publicTextsPath(ev.key, 'speakers')),
      (r) => r.status === 404,
    );
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('New bio');
  });

  it("opens an unpublished event's texts to its organiser's preview only, never cached", async () => {
    const ev = await eventWithTexts('Draft texts');
    const { token } = await server.clients.preview.previewToken({ eventId: ev.eventId }, as(a));
    const res = await get(publicTextsPath(ev.key, 'speakers'), { [PREVIEW_HEADER]: token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(((await res.json()) as PublicTexts).speakers[ev.speakerId]).toBe('<p>Ada bio</p>');
    const plain = await get(publicTextsPath(ev.key, 'speakers'), as(a).headers);
    expect(plain.status).toBe(404);
    expect(await plain.text()).not.toContain('Ada bio');
  });
});
