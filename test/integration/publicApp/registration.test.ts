// Registration by SMS code in the attendee app, over real HTTP with the server's file outbox:
// the forms shown, the participant created as the console's Create makes one (and live to the
// organiser), signing in again, codes that expire, are single use and take few guesses, the
// limits per phone and per address, suspension, and tokens that open one event only.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import {
  participantOfRow,
  participantsSnapshotPath,
} from '../../../src/common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../../src/common/participantsSnapshot';
import { publicEventPath } from '../../../src/common/publicEvent';
import type { PublicEvent } from '../../../src/common/publicEvent';
import { publicRegistrationPath } from '../../../src/common/publicRegistration';
import type {
  AttendeeAccess,
  PublicRegistrationForms,
  RegistrationRefusal,
} from '../../../src/common/publicRegistration';
import { REGISTRATION_LIMITS } from '../../../src/server/areas/publicApp/registration/context';
import { smsCodes } from '../../support/smsOutbox';
import { LiveClient } from '../support/liveClient';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import type { RegistrationSetup } from '../support/participantsSetup';
import { newPhone, registrationClient } from '../support/registrationHarness';

jest.setTimeout(60_000);

let server: TestServer;
let skewMs = 0;
let session: Awaited<ReturnType<typeof newOrganiser>>;
let ev: { eventId: string; key: string };
let setup: RegistrationSetup;
const api = registrationClient(() => server);
const o = () => as(session);

beforeAll(async () => {
  server = await startServer({}, { now: () => new Date(Date.now() + skewMs) });
  session = await newOrganiser(server);
  ev = await newEvent(server, session, 'Registration event');
  setup = await registrationSetup(server, session, ev.eventId);
});
afterAll(() => server?.stop());

const formsBody = (phone: string, more: Record<string, string> = {}) => ({
  answers: Object.entries({
    [setup.fields.fio]: 'Петрова Анна',
    [setup.fields.phone]: phone,
    [setup.fields.email]: 'anna@example.ru',
    ...more,
  }).map(([fieldId, value]) => ({ fieldId, value })),
  survey: [{ fieldId: setup.fields.survey, value: 'Доклады, Кофе' }],
});
const refusalOf = async (res: Response) => (await res.json()) as RegistrationRefusal;
const participantRows = async (eventId: string) =>
  (
    (await server.app.database.db.execute(
      sql`SELECT id, first_name, client_phone, answers FROM participants WHERE event_id = ${eventId} ORDER BY id`,
    )) as unknown as {
      rows: { id: string; first_name: string; client_phone: string; answers: unknown }[];
    }
  ).rows;

describe('registration by SMS code', () => {
  it('answers nothing for an unpublished event', async () => {
    const res = await fetch(`${server.baseUrl}${publicRegistrationPath(ev.key)}`);
    expect(res.status).toBe(404);
    expect((await api.start(ev.key, formsBody(newPhone()))).status).toBe(404);
    await server.clients.events.publish({ eventId: ev.eventId }, o());
  });

  it('shows the user-data fields the app can fill, then the survey', async () => {
    const res = await fetch(`${server.baseUrl}${publicRegistrationPath(ev.key)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const forms = (await res.json()) as PublicRegistrationForms;
    const { fio, phone, email, survey } = setup.fields;
    expect(forms.registration.map((f) => f.fieldId)).toEqual([fio, phone, email]);
    expect(forms.survey.map((f) => [f.fieldId, f.fieldVariants])).toEqual([
      [survey, ['Доклады', 'Кофе']],
    ]);
    const snapshot = await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`);
    expect(((await snapshot.json()) as PublicEvent).registration).toEqual({
      required: true,
      qrCode: false,
    });
  });

  it('creates the participant as Create does, live in the console, from the code', async () => {
    const live = await LiveClient.connect(server.wsUrl, session.idToken);
    const list = await live.listen(1, LIVE_TARGETS.participants.path({ eventId: ev.eventId }));
    const phone = newPhone();
    const { requestId, code } = await api.codeFor(ev.key, phone, formsBody(phone));
    expect(await participantRows(ev.eventId)).toEqual([]);
    const res = await api.confirm(ev.key, requestId, code);
    expect(res.status).toBe(200);
    const { token, clientId } = (await res.json()) as { token: string; clientId: string };
    await live.until(() => list.docs.has(clientId));
    await live.close();
    const me = await api.me(ev.key, token);
    expect(me.status).toBe(200);
    expect((await me.json()) as AttendeeAccess).toEqual({
      clientId,
      name: 'Петрова Анна',
      checkInCode: null,
      doorCode: null,
    });

    // The organiser's Create with the same answers stores the same user data.
    const consoleId = uuidv7();
    const registrationFormData = formsBody(phone).answers;
    await server.app.database.db.execute(sql`DELETE FROM participants WHERE id = ${clientId}`);
    await server.clients.participants.create(
      { eventId: ev.eventId, clientId: consoleId, registrationFormData },
      o(),
    );
    const [theirs] = await participantRows(ev.eventId);
    await server.app.database.db.execute(sql`DELETE FROM participants WHERE id = ${consoleId}`);
    const again = await api.register(ev.key, phone, formsBody(phone));
    const [mine] = await participantRows(ev.eventId);
    expect(mine?.id).toBe(again.clientId);
    expect(mine).toMatchObject({ first_name: 'Петрова Анна', client_phone: phone });
    expect(mine?.first_name).toBe(theirs?.first_name);
    expect(mine?.client_phone).toBe(theirs?.client_phone);
    const answers = mine?.answers as Record<string, unknown>;
    expect(answers.registration).toEqual((theirs?.answers as Record<string, unknown>).registration);
    expect(answers.basic_survey_form).toEqual([
      { fieldId: setup.fields.survey, fieldType: expect.any(Number), value: 'Доклады, Кофе' },
    ]);

    // The console's list reads each row's ready snapshot answers: the survey is in them too.
    const snapshot = await fetch(`${server.baseUrl}${participantsSnapshotPath(ev.eventId)}`, {
      headers: { 'access-token': session.idToken },
    });
    const [head = '', ...lines] = (await snapshot.text()).trimEnd().split('\n');
    const header = JSON.parse(head) as SnapshotHeader;
    const row = lines.map((l) => JSON.parse(l) as SnapshotRow).find((r) => r[0] === mine?.id);
    expect(row && participantOfRow(header, row).forms.basic_survey_form).toEqual([
      expect.objectContaining({ fieldId: setup.fields.survey, value: 'Доклады, Кофе' }),
    ]);
  });

  it('signs a registered phone in again instead of creating a second participant', async () => {
    const phone = newPhone();
    const first = await api.register(ev.key, phone, formsBody(phone));
    const byForm = await api.register(ev.key, phone, formsBody(phone, { [setup.fields.fio]: 'X' }));
    const byPhone = await api.register(ev.key, phone, { phone });
    expect(byForm.clientId).toBe(first.clientId);
    expect(byPhone.clientId).toBe(first.clientId);
    const rows = (await participantRows(ev.eventId)).filter((r) => r.client_phone === phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.first_name).toBe('Петрова Анна');
  });

  it('sends no SMS to a phone that never registered, and tells the caller nothing', async () => {
    const phone = newPhone();
    const res = await api.start(ev.key, { phone });
    expect(res.status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect(await smsCodes(server.dataDir, phone)).toEqual([]);
  });

  it('refuses answers the form does not allow, on their field, and sends nothing', async () => {
    const phone = newPhone();
    const res = await api.start(ev.key, formsBody(phone, { [setup.fields.email]: 'not-mail' }));
    expect(res.status).toBe(400);
    expect(await refusalOf(res)).toMatchObject({ reason: 'invalid', fieldId: setup.fields.email });
    const noPhone = formsBody(phone);
    noPhone.answers = noPhone.answers.filter((a) => a.fieldId !== setup.fields.phone);
    const res2 = await api.start(ev.key, noPhone);
    expect(res2.status).toBe(400);
    expect(await refusalOf(res2)).toMatchObject({ fieldId: setup.fields.phone });
    expect(await smsCodes(server.dataDir, phone)).toEqual([]);
  });

  it('takes a code once', async () => {
    const phone = newPhone();
    const { requestId, code } = await api.codeFor(ev.key, phone, formsBody(phone));
    expect((await api.confirm(ev.key, requestId, code)).status).toBe(200);
    const again = await api.confirm(ev.key, requestId, code);
    expect(again.status).toBe(400);
    expect((await refusalOf(again)).reason).toBe('used');
  });

  it('takes a few wrong guesses, then not even the right code', async () => {
    const phone = newPhone();
    const { requestId, code } = await api.codeFor(ev.key, phone, formsBody(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const left: (number | undefined)[] = [];
    for (let i = 0; i < REGISTRATION_LIMITS.attemptsPerCode; i += 1) {
      const res = await api.confirm(ev.key, requestId, wrong);
      expect(res.status).toBe(400);
      left.push((await refusalOf(res)).attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const right = await api.confirm(ev.key, requestId, code);
    expect(right.status).toBe(400);
    expect((await refusalOf(right)).reason).toBe('attempts');
    expect((await participantRows(ev.eventId)).some((r) => r.client_phone === phone)).toBe(false);
  });

  it('lets a code die after ten minutes', async () => {
    const phone = newPhone();
    const { requestId, code } = await api.codeFor(ev.key, phone, formsBody(phone));
    skewMs += REGISTRATION_LIMITS.codeSeconds * 1000 + 1000;
    const res = await api.confirm(ev.key, requestId, code);
    expect(res.status).toBe(400);
    expect((await refusalOf(res)).reason).toBe('expired');
  });

  it('cuts a suspended participant off, and lets them back when restored', async () => {
    const phone = newPhone();
    const { token, clientId } = await api.register(ev.key, phone, formsBody(phone));
    const ids = { eventId: ev.eventId, clientId };
    await server.clients.participants.clientSuspended(ids, o());
    const me = await api.me(ev.key, token);
    expect(me.status).toBe(403);
    expect((await refusalOf(me)).reason).toBe('suspended');
    const { requestId, code } = await api.codeFor(ev.key, phone, { phone });
    const signIn = await api.confirm(ev.key, requestId, code);
    expect(signIn.status).toBe(403);
    expect((await refusalOf(signIn)).reason).toBe('suspended');
    await server.clients.participants.clientUnSuspended(ids, o());
    expect((await api.me(ev.key, token)).status).toBe(200);
  });

  it('shows the check-in code and the door code when QR codes are on, ones the door accepts', async () => {
    const phone = newPhone();
    const { token, clientId } = await api.register(ev.key, phone, formsBody(phone));
    const secondPhone = newPhone();
    const second = await api.register(ev.key, secondPhone, formsBody(secondPhone));
    await server.clients.participants.enableQRCode({ eventId: ev.eventId }, o());
    const access = (await (await api.me(ev.key, token)).json()) as AttendeeAccess;
    expect(access.checkInCode).toMatch(new RegExp(`^${clientId}\\.`));
    expect(access.doorCode).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
    const door = await server.clients.participants.checkIn(
      { eventId: ev.eventId, code: access.checkInCode ?? '' },
      o(),
    );
    expect(door.clientId).toBe(clientId);
    const secondAccess = (await (await api.me(ev.key, second.token)).json()) as AttendeeAccess;
    const byDoorCode = await server.clients.participants.checkIn(
      { eventId: ev.eventId, code: secondAccess.doorCode ?? '' },
      o(),
    );
    expect(byDoorCode.clientId).toBe(second.clientId);
    await server.clients.participants.disableQRCode({ eventId: ev.eventId }, o());
  });

  it("opens one event only: another event's token, code or forged token is refused", async () => {
    const other = await newEvent(server, session, 'Other registration');
    await registrationSetup(server, session, other.eventId);
    await server.clients.events.publish({ eventId: other.eventId }, o());
    const phone = newPhone();
    const { token } = await api.register(ev.key, phone, formsBody(phone));
    expect((await api.me(other.key, token)).status).toBe(401);
    const { requestId, code } = await api.codeFor(ev.key, phone, { phone });
    expect((await api.confirm(other.key, requestId, code)).status).toBe(404);
    const [head = '', clientId = '', exp = '', sig = ''] = token.split('.');
    const forged = [other.eventId, clientId, exp, sig].join('.');
    expect((await api.me(other.key, forged)).status).toBe(401);
    expect((await api.me(ev.key, `${head}.${clientId}.${Number(exp) + 1}.${sig}`)).status).toBe(
      401,
    );
    expect((await api.me(ev.key, '')).status).toBe(401);
  });

  it('limits codes per phone per hour', async () => {
    const phone = newPhone();
    for (let i = 0; i < REGISTRATION_LIMITS.perPhone.capacity; i += 1) {
      expect((await api.start(ev.key, formsBody(phone))).status).toBe(202);
    }
    const refused = await api.start(ev.key, formsBody(phone));
    expect(refused.status).toBe(429);
    expect((await api.start(ev.key, { phone })).status).toBe(429);
    expect(await smsCodes(server.dataDir, phone)).toHaveLength(
      REGISTRATION_LIMITS.perPhone.capacity,
    );
    skewMs += 3600 * 1000;
    expect((await api.start(ev.key, formsBody(phone))).status).toBe(202);
  });

  it('limits registrations per address per hour', async () => {
    skewMs += 3600 * 1000;
    let started = 0;
    let res: Response;
    do {
      const phone = newPhone();
      res = await api.start(ev.key, formsBody(phone));
      if (res.status === 202) started += 1;
    } while (res.status === 202 && started <= REGISTRATION_LIMITS.startsPerAddress.capacity);
    expect(res.status).toBe(429);
    expect(started).toBe(REGISTRATION_LIMITS.startsPerAddress.capacity);
    skewMs += 3600 * 1000;
    const phone = newPhone();
    expect((await api.start(ev.key, formsBody(phone))).status).toBe(202);
  });

  it('deletes codes a day old', async () => {
    const count = async () =>
      Number(
        (
          (await server.app.database.db.execute(
            sql`SELECT count(*) AS n FROM registration_codes`,
          )) as unknown as { rows: { n: string }[] }
        ).rows[0]?.n,
      );
    expect(await count()).toBeGreaterThan(1);
    skewMs += 25 * 3600 * 1000;
    expect((await api.start(ev.key, formsBody(newPhone()))).status).toBe(202);
    expect(await count()).toBe(1);
  });
});
