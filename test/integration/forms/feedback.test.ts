// Feedback from the attendee app over real HTTP: a published event's feedback forms (live
// fields, in order; nothing of the registration), answers checked by the forms' rules and
// stored once per send, shown live to the event's owner only, the per-address limit, and an
// event that asks for registration taking answers from its registered participants only.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { publicFeedbackPath, publicFeedbackSendPath } from '../../../src/common/publicFeedback';
import type { PublicFeedbackForms } from '../../../src/common/publicFeedback';
import { FEEDBACK_ADDRESS_LIMITS } from '../../../src/server/areas/publicApp/feedbackRoutes';
import { as, eventually, newEvent, newOrganiser, serverPerFile } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import { newPhone, registrationClient } from '../support/registrationHarness';

jest.setTimeout(30_000);

const T = FormFieldType;
const FORM = 'feedback_day-one';

describe('feedback in the attendee app', () => {
  // The server's clock; the limit's test stops it (see there).
  let stopped: Date | undefined;
  const ctx = serverPerFile({}, { now: () => stopped ?? new Date() });
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  let ev: { eventId: string; key: string };
  let name: string;
  let rating: string;
  let removed: string;

  const o = () => as(session);
  const forms = () => ctx.server.clients.forms;
  const url = (p: string) => `${ctx.server.baseUrl}${p}`;
  const send = (body: unknown, formId = FORM, key = ev.key) =>
    fetch(url(publicFeedbackSendPath(key, formId)), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rows = async () =>
    (
      (await ctx.server.app.database.db.execute(
        sql`SELECT id, form_id, answers FROM feedback_answers ORDER BY id`,
      )) as unknown as { rows: { id: string; form_id: string; answers: unknown }[] }
    ).rows;
  const field = async (formId: string, fieldName: string, fieldType: FormFieldType, more = {}) =>
    (
      await forms().addFieldOfForm(
        { eventId: ev.eventId, formId, fieldName, fieldType, fieldId: uuidv7(), ...more },
        o(),
      )
    ).fieldId;

  beforeAll(async () => {
    session = await newOrganiser(ctx.server);
    ev = await newEvent(ctx.server, session, 'Feedback event');
    await forms().upsertForm(
      { eventId: ev.eventId, formId: FORM, name: 'День 1', helperText: 'Спасибо!' },
      o(),
    );
    name = await field(FORM, 'Имя', T.FIO);
    rating = await field(FORM, 'Оценка', T.SELECTBOX, {
      fieldVariants: ['1', '2', '3'],
      fieldRequired: true,
    });
    removed = await field(FORM, 'Старое', T.TEXT);
    await forms().removeFieldOfForm({ eventId: ev.eventId, formId: FORM, fieldId: removed }, o());
    await forms().setSequenceOfFields(
      { eventId: ev.eventId, formId: FORM, sequenceOfFields: [rating, name] },
      o(),
    );
    await forms().upsertForm({ eventId: ev.eventId, formId: 'registration', name: 'Рег' }, o());
    await field('registration', 'Телефон', T.PHONE);
  });

  it('shows no form of an unpublished event and stores nothing for it', async () => {
    expect((await fetch(url(publicFeedbackPath(ev.key)))).status).toBe(404);
    const res = await send({ id: uuidv7(), answers: [{ fieldId: rating, value: '2' }] });
    expect(res.status).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it("lists a published event's feedback forms with their live fields in order", async () => {
    await ctx.server.clients.events.publish({ eventId: ev.eventId }, o());
    // The public path hears of the publication through the change log, a moment after it.
    const res = await eventually(
      () => fetch(url(publicFeedbackPath(ev.key))),
      (r) => r.status !== 404,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as PublicFeedbackForms;
    expect(body.forms).toEqual([
      {
        formId: FORM,
        name: 'День 1',
        helperText: 'Спасибо!',
        fields: [
          expect.objectContaining({ fieldId: rating, fieldName: 'Оценка', fieldRequired: true }),
          expect.objectContaining({ fieldId: name, fieldName: 'Имя', fieldType: T.FIO }),
        ],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('Телефон');
    expect(JSON.stringify(body)).not.toContain(removed);
  });

  it("stores answers once per send and shows them live to the event's owner", async () => {
    const live = await ctx.connect(session);
    const path = LIVE_TARGETS.feedbackAnswers.path({ eventId: ev.eventId, formId: FORM });
    const target = await live.listen(1, path);
    const id = uuidv7();
    const body = {
      id,
      answers: [
        { fieldId: name, value: 'Анна' },
        { fieldId: rating, value: '3' },
      ],
    };
    expect((await send(body)).status).toBe(204);
    expect((await send(body)).status).toBe(204);
    await live.until(() => target.docs.has(id));
    const doc = target.docs.get(id)?.doc;
    expect(doc?.case === 'feedbackAnswer' && doc.value).toMatchObject({
      answerId: id,
      formId: FORM,
      fieldResults: expect.arrayContaining([
        expect.objectContaining({ fieldId: rating, value: '3' }),
        expect.objectContaining({ fieldId: name, value: 'Анна' }),
      ]),
    });
    expect(doc?.case === 'feedbackAnswer' && doc.value.fieldResults).toHaveLength(2);
    expect((await rows()).map((r) => r.id)).toEqual([id]);
  });

  it('refuses answers the form does not allow, and stores none of them', async () => {
    const before = await rows();
    const cases: [unknown, number][] = [
      [{ id: uuidv7(), answers: [{ fieldId: name, value: 'Без оценки' }] }, 400],
      [{ id: uuidv7(), answers: [{ fieldId: rating, value: '4' }] }, 400],
      [
        {
          id: uuidv7(),
          answers: [
            { fieldId: removed, value: 'x' },
            { fieldId: rating, value: '1' },
          ],
        },
        400,
      ],
      [
        {
          id: uuidv7(),
          answers: [
            { fieldId: rating, value: '1' },
            { fieldId: rating, value: '2' },
          ],
        },
        400,
      ],
      [{ id: 'not-a-uuid', answers: [{ fieldId: rating, value: '1' }] }, 400],
      [{ id: uuidv7(), answers: [{ fieldId: rating, value: '1' }], extra: true }, 400],
      [{ id: uuidv7(), answers: [{ fieldId: rating, value: 1 }] }, 400],
    ];
    for (const [body, status] of cases) expect((await send(body)).status).toBe(status);
    const fine = { id: uuidv7(), answers: [{ fieldId: rating, value: '1' }] };
    expect((await send(fine, 'feedback_nosuchform')).status).toBe(404);
    expect((await send(fine, 'registration')).status).toBe(404);
    expect((await send(fine, FORM, 'no-such-event')).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('takes answers to a registration event from its registered, unsuspended participants', async () => {
    const reg = await newEvent(ctx.server, session, 'Registration feedback');
    const setup = await registrationSetup(ctx.server, session, reg.eventId);
    await forms().upsertForm({ eventId: reg.eventId, formId: FORM, name: 'Отзыв' }, o());
    const mark = (
      await forms().addFieldOfForm(
        {
          eventId: reg.eventId,
          formId: FORM,
          fieldName: 'Оценка',
          fieldType: T.TEXT,
          fieldId: uuidv7(),
        },
        o(),
      )
    ).fieldId;
    await ctx.server.clients.events.publish({ eventId: reg.eventId }, o());
    const sent = new Set<string>();
    const sendAs = (token: string | null, id = uuidv7()) =>
      sent.add(id) &&
      fetch(url(publicFeedbackSendPath(reg.key, FORM)), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ id, answers: [{ fieldId: mark, value: '5' }] }),
      });
    const stored = async () => (await rows()).filter((r) => sent.has(r.id));

    const anonymous = await eventually(
      () => sendAs(null),
      (r) => r.status !== 404,
    );
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: string }).error).toMatch(/register/);
    for (const odd of ['forged.token', 'x'.repeat(5000), '%00', 'a.b.c.d']) {
      expect((await sendAs(odd)).status).toBe(401);
    }
    expect(await stored()).toEqual([]);

    const api = registrationClient(() => ctx.server);
    const phone = newPhone();
    const { token, clientId } = await api.register(reg.key, phone, {
      answers: [
        { fieldId: setup.fields.fio, value: 'Петрова Анна' },
        { fieldId: setup.fields.phone, value: phone },
        { fieldId: setup.fields.email, value: 'anna@example.ru' },
      ],
      survey: [{ fieldId: setup.fields.survey, value: 'Доклады' }],
    });
    expect((await sendAs(token)).status).toBe(204);
    expect(await stored()).toHaveLength(1);

    const ids = { eventId: reg.eventId, clientId };
    await ctx.server.clients.participants.clientSuspended(ids, o());
    const suspended = await sendAs(token);
    expect(suspended.status).toBe(403);
    expect(((await suspended.json()) as { error: string }).error).toMatch(/suspended/);
    expect(await stored()).toHaveLength(1);
  });

  it('limits requests per address', async () => {
    // With the server's clock stopped the address's bucket does not refill, so its capacity is
    // counted exactly however slowly a loaded machine answers: at 2 tokens a second, the 61
    // requests had to fit in half a second.
    stopped = new Date();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= FEEDBACK_ADDRESS_LIMITS.capacity; i++) {
        statuses.push((await fetch(url(publicFeedbackPath(ev.key)))).status);
      }
      expect(statuses.at(-1)).toBe(429);
      const res = await send({ id: uuidv7(), answers: [{ fieldId: rating, value: '1' }] });
      expect(res.status).toBe(429);
    } finally {
      stopped = undefined;
    }
  });
});
