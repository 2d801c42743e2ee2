// Issue 28 §12: an event that asks for registration gives its programme only to its registered
// participants (the token the SMS code bought) and to its organiser's preview. Anyone else gets
// the home page and the registration form, and nothing of the programme: not in the snapshot,
// not in its texts, not in the schedule exports. Over real HTTP, with the real SMS outbox.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { PREVIEW_HEADER } from '../../../src/common/preview';
import { publicEventPath } from '../../../src/common/publicEvent';
import type { PublicEvent } from '../../../src/common/publicEvent';
import { publicRegistrationPath } from '../../../src/common/publicRegistration';
import { publicTextsPath } from '../../../src/common/publicTexts';
import type { PublicEventHome } from '../../../src/common/publicTexts';
import { SCHEDULE_EXPORTS } from '../../../src/common/scheduleExports';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import type { RegistrationSetup } from '../support/participantsSetup';
import { newPhone, registrationClient } from '../support/registrationHarness';

jest.setTimeout(60_000);

let server: TestServer;
let a: Session;
let ev: { eventId: string; key: string };
let setup: RegistrationSetup;
const api = registrationClient(() => server);
const START = Date.UTC(2030, 5, 1, 7, 0) / 1000;
const SECRET_TITLE = 'Closed-door keynote';
const SECRET_BIO = 'Speaker bio for members';
const SECRET_SPEAKER = 'Grace Member';

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
  ev = await newEvent(server, a, 'Members only');
  const c = server.clients;
  const o = as(a);
  setup = await registrationSetup(server, a, ev.eventId);
  const { speakerId } = await c.speakers.createSpeaker(
    { eventId: ev.eventId, speakerId: uuidv7(), name: SECRET_SPEAKER, bio: `<p>${SECRET_BIO}</p>` },
    o,
  );
  await c.meetings.createMeeting(
    {
      eventId: ev.eventId,
      meetingId: uuidv7(),
      name: SECRET_TITLE,
      startAt: START,
      endAt: START + 3600,
      speakerIds: [speakerId],
      text: '<p>Agenda for members</p>',
    },
    o,
  );
  await c.events.publish({ eventId: ev.eventId }, o);
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const registered = async () => {
  const phone = newPhone();
  return api.register(ev.key, phone, {
    answers: [
      { fieldId: setup.fields.fio, value: 'Петрова Анна' },
      { fieldId: setup.fields.phone, value: phone },
      { fieldId: setup.fields.email, value: 'anna@example.ru' },
    ],
    survey: [],
  });
};
const exportPaths = () =>
  Object.values(SCHEDULE_EXPORTS).map(({ file }) => `${publicEventPath(ev.key)}/${file}`);
const noProgramme = (body: string) => {
  expect(body).not.toContain(SECRET_TITLE);
  expect(body).not.toContain(SECRET_SPEAKER);
  expect(body).not.toContain(SECRET_BIO);
};

describe('an event that asks for registration', () => {
  it('shows everyone its home and registration form, and nothing of its programme', async () => {
    const snap = await get(publicEventPath(ev.key));
    expect(snap.status).toBe(200);
    expect(snap.headers.get('vary')).toContain('authorization');
    const text = await snap.text();
    noProgramme(text);
    const home = JSON.parse(text) as PublicEventHome;
    expect(home.title).toBe('Members only');
    expect(home.registration.required).toBe(true);
    expect(home.meetings).toEqual([]);
    expect(home.speakers).toEqual([]);
    expect(home.textParts).toEqual({});
    // The registration form stays open to anyone.
    expect((await get(publicRegistrationPath(ev.key))).status).toBe(200);
    // The app's page (its home, as the server renders it) too, without the programme.
    const page = await get(`/${ev.key}/schedule`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    noProgramme(await page.text());
  });

  it("refuses the texts and the schedule exports without a participant's token", async () => {
    const { token } = await registered();
    const full = (await (
      await get(publicEventPath(ev.key), bearer(token))
    ).json()) as PublicEventHome;
    const parts = Object.keys(full.textParts);
    expect(parts.length).toBeGreaterThan(0);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const headers of [{}, bearer(forged), bearer('x'), { authorization: token }]) {
      for (const part of parts) {
        const res = await get(publicTextsPath(ev.key, part), headers);
        expect(res.status).toBe(401);
        noProgramme(await res.text());
      }
      for (const path of exportPaths()) {
        const res = await get(path, headers);
        expect(res.status).toBe(401);
        noProgramme(await res.text());
      }
      // The snapshot falls back to the home, whatever the header.
      noProgramme(await (await get(publicEventPath(ev.key), headers)).text());
    }
  });

  it('gives the whole programme to a registered participant, and not once suspended', async () => {
    const { token, clientId } = await registered();
    const snap = await get(publicEventPath(ev.key), bearer(token));
    expect(snap.status).toBe(200);
    // Personal: no shared cache may keep it.
    expect(snap.headers.get('cache-control')).toContain('private');
    const home = (await snap.json()) as PublicEventHome;
    expect(home.meetings.map((m) => m.name)).toEqual([SECRET_TITLE]);
    const texts = await Promise.all(
      Object.keys(home.textParts).map(async (part) => {
        const res = await get(publicTextsPath(ev.key, part), bearer(token));
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    expect(texts.join('')).toContain(SECRET_BIO);
    for (const path of exportPaths()) {
      const res = await get(path, bearer(token));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(SECRET_TITLE);
    }
    // A revalidation with the participant's ETag but no token learns nothing and gets the home.
    const etag = snap.headers.get('etag') ?? '';
    const anonymous = await get(publicEventPath(ev.key), { 'if-none-match': etag });
    expect(anonymous.status).toBe(200);
    noProgramme(await anonymous.text());

    await server.clients.participants.clientSuspended({ eventId: ev.eventId, clientId }, as(a));
    noProgramme(await (await get(publicEventPath(ev.key), bearer(token))).text());
    const part = Object.keys(home.textParts)[0] ?? '';
    expect((await get(publicTextsPath(ev.key, part), bearer(token))).status).toBe(403);
    expect((await get(exportPaths()[0] ?? '', bearer(token))).status).toBe(403);
    await server.clients.participants.clientUnSuspended({ eventId: ev.eventId, clientId }, as(a));
    expect((await get(exportPaths()[0] ?? '', bearer(token))).status).toBe(200);
  });

  it("opens the programme to the organiser's preview credential", async () => {
    const { token } = await server.clients.preview.previewToken({ eventId: ev.eventId }, as(a));
    const snap = await get(publicEventPath(ev.key), { [PREVIEW_HEADER]: token });
    const home = (await snap.json()) as PublicEvent;
    expect(home.meetings.map((m) => m.name)).toEqual([SECRET_TITLE]);
    for (const path of exportPaths()) {
      const res = await get(path, { [PREVIEW_HEADER]: token });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(SECRET_TITLE);
    }
  });

  it("does not open another event's programme to this event's participant", async () => {
    const other = await newEvent(server, a, 'Other members');
    await registrationSetup(server, a, other.eventId);
    await server.clients.meetings.createMeeting(
      {
        eventId: other.eventId,
        meetingId: uuidv7(),
        name: 'Other secret',
        startAt: START,
        endAt: START + 60,
      },
      as(a),
    );
    await server.clients.events.publish({ eventId: other.eventId }, as(a));
    const { token } = await registered();
    const snap = await get(publicEventPath(other.key), bearer(token));
    expect(await snap.text()).not.toContain('Other secret');
    const ics = await get(`${publicEventPath(other.key)}/schedule.ics`, bearer(token));
    expect(ics.status).toBe(401);
  });
});
