// manager.Participants: create from the registration answers, update one answer, suspend and
// restore, the QR code switch; each as the live feed shows it, with the refusals of §5.
import { v7 as uuidv7 } from 'uuid';
import type { Participant } from '../../../generated/manager/model_pb';
import { FormFieldType } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { photo, put, requestUpload } from '../support/filesHarness';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import type { RegistrationSetup } from '../support/participantsSetup';

jest.setTimeout(30_000);

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 };

describe('participants', () => {
  const ctx = serverPerFile();
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  let eventId: string;
  let setup: RegistrationSetup;
  const clients = () => ctx.server.clients;
  const o = () => as(session);

  beforeAll(async () => {
    session = await newOrganiser(ctx.server);
    ({ eventId } = await newEvent(ctx.server, session, 'Participants event'));
    setup = await registrationSetup(ctx.server, session, eventId);
  });

  async function participantDoc(clientId: string): Promise<Participant> {
    const live = await ctx.connect(session);
    const t = await live.listen(1, LIVE_TARGETS.participant.path({ eventId, clientId }));
    const d = t.docs.get(clientId)?.doc;
    if (d?.case !== 'participant') throw new Error(`no participant ${clientId}`);
    return d.value;
  }

  const create = (answers: Record<string, string>, clientId = uuidv7()) =>
    clients().participants.create(
      {
        eventId,
        clientId,
        registrationFormData: Object.entries(answers).map(([fieldId, value]) => ({
          fieldId,
          value,
        })),
      },
      o(),
    );

  it('creates a participant from the user-data answers and delivers it live', async () => {
    const { fio, phone, email, avatar } = setup.fields;
    const live = await ctx.connect(session);
    const list = await live.listen(1, LIVE_TARGETS.participants.path({ eventId }));
    expect(list.docs.size).toBe(0);
    const upload = await requestUpload(ctx.server, session, eventId, {
      role: 'avatar',
      contentType: 'image/png',
    });
    expect((await put(ctx.server, upload.uploadLink, await photo(300, 300, 'png'))).status).toBe(
      200,
    );
    const { clientId } = await create({
      [fio]: 'Иванов Иван',
      [phone]: '+7(999) 123-45-67',
      [email]: 'ivan@example.ru',
      [avatar]: upload.fileId,
    });
    await live.until(() => list.docs.has(clientId));
    const doc = await participantDoc(clientId);
    expect(doc).toMatchObject({
      clientId,
      eventId,
      firstName: 'Иванов Иван',
      clientPhone: '+7(999) 123-45-67',
      clientSuspended: false,
    });
    expect(doc.createdAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(
      doc.forms.registration?.fieldResults.map((r) => [r.fieldId, r.fieldType, r.value]),
    ).toEqual([
      [fio, FormFieldType.FIO, 'Иванов Иван'],
      [phone, FormFieldType.PHONE, '+7(999) 123-45-67'],
      [email, FormFieldType.EMAIL, 'ivan@example.ru'],
      [avatar, FormFieldType.AVATAR, upload.fileId],
    ]);
  });

  it('refuses answers that break the rules of their field type, naming the field', async () => {
    const { fio, phone, email, avatar } = setup.fields;
    const ok = { [fio]: 'Пётр', [phone]: '8(999) 123-45-67', [email]: 'p@example.ru' };
    const cases: [Record<string, string>, string, string][] = [
      [
        { ...ok, [phone]: '+7 999 1234567' },
        phone,
        'Enter the whole phone number: 11 digits, e.g. +7(999) 123-45-67.',
      ],
      [{ ...ok, [email]: 'no-at-sign' }, email, 'Must be valid e-mail.'],
      [{ ...ok, [fio]: '  ' }, fio, 'Field is required.'],
      [{ [phone]: ok[phone]!, [email]: ok[email]! }, fio, 'Field is required.'],
      [{ ...ok, [avatar]: 'not-a-file' }, avatar, 'must be the id of an uploaded file.'],
      [{ ...ok, [avatar]: uuidv7() }, avatar, 'no such file in this event.'],
    ];
    for (const [answers, fieldId, text] of cases) {
      expect(await refusal(create(answers), CODE.invalidArgument)).toBe(
        `registrationFormData.${fieldId}: ${text}`,
      );
    }
    expect(await refusal(create({ ...ok, [uuidv7()]: 'x' }), CODE.invalidArgument)).toMatch(
      /^registrationFormData: no field /,
    );
    expect(
      await refusal(create({ ...ok, [setup.fields.survey]: 'a' }), CODE.invalidArgument),
    ).toMatch(/^registrationFormData: no field /);
  });

  it('refuses a participant for an event without a registration form', async () => {
    const other = await newEvent(ctx.server, session, 'No form');
    const message = await refusal(
      clients().participants.create({ eventId: other.eventId, registrationFormData: [] }, o()),
      CODE.failedPrecondition,
    );
    expect(message).toBe('The registration form is not set up.');
  });

  it('updates one answer at a time; multiple choice is stored comma-separated', async () => {
    const { fio, phone, email, survey } = setup.fields;
    const { clientId } = await create({
      [fio]: 'Анна',
      [phone]: '8(900) 000-00-00',
      [email]: 'a@b.ru',
    });
    const update = (formId: string, fieldResultId: string, value: string) =>
      clients().participants.update({ eventId, clientId, formId, fieldResultId, value }, o());
    await update('', phone, '+7(911) 111-11-11');
    await update('basic_survey_form', survey, 'Доклады,Кофе');
    const doc = await participantDoc(clientId);
    expect(doc.clientPhone).toBe('+7(911) 111-11-11');
    expect(doc.forms.basic_survey_form?.fieldResults).toMatchObject([
      {
        fieldResultId: survey,
        fieldId: survey,
        fieldType: FormFieldType.CHECKBOX,
        value: 'Доклады,Кофе',
      },
    ]);
    const refusals: [Promise<unknown>, string][] = [
      [
        update('basic_survey_form', survey, 'Доклады,Пиво'),
        'value: Choose one of the offered answers.',
      ],
      [update('registration', email, 'x@'), 'value: Must be valid e-mail.'],
      [update('registration', fio, ''), 'value: Field is required.'],
      [update('registration', survey, 'Кофе'), 'fieldResultId: no such field in the form.'],
      [
        update('feedback_abcdef', survey, 'Кофе'),
        "formId: must be 'registration' or 'basic_survey_form'.",
      ],
    ];
    for (const [call, message] of refusals) {
      expect(await refusal(call, CODE.invalidArgument)).toBe(message);
    }
    expect(
      await refusal(
        clients().participants.update(
          { eventId, clientId: uuidv7(), formId: '', fieldResultId: phone, value: '' },
          o(),
        ),
        CODE.notFound,
      ),
    ).toBe('Participant not found.');
  });

  it("keeps each client's answer when two change different answers of one participant", async () => {
    // An update carries one answer (spec/content.md §7): it has no other field to overwrite, so
    // it needs no update mask (issue 23 item 3).
    const { fio, phone, email } = setup.fields;
    const { clientId } = await create({
      [fio]: 'Вера',
      [phone]: '8(900) 000-00-17',
      [email]: 'old@example.ru',
    });
    const other = as(
      await clients().auth.signIn({ email: session.email, password: session.password }),
    );
    await clients().participants.update(
      { eventId, clientId, formId: '', fieldResultId: phone, value: '+7(911) 222-33-44' },
      o(),
    );
    await clients().participants.update(
      { eventId, clientId, formId: '', fieldResultId: email, value: 'vera@example.ru' },
      other,
    );
    const doc = await participantDoc(clientId);
    expect(doc.clientPhone).toBe('+7(911) 222-33-44');
    const answers = doc.forms.registration?.fieldResults.map((r) => [r.fieldId, r.value]);
    expect(Object.fromEntries(answers ?? [])).toEqual({
      [fio]: 'Вера',
      [phone]: '+7(911) 222-33-44',
      [email]: 'vera@example.ru',
    });
  });

  it('suspends and restores a participant, live', async () => {
    const { fio, phone, email } = setup.fields;
    const { clientId } = await create({
      [fio]: 'Олег',
      [phone]: '8(900) 000-00-01',
      [email]: 'o@b.ru',
    });
    const live = await ctx.connect(session);
    const one = await live.listen(1, LIVE_TARGETS.participant.path({ eventId, clientId }));
    const suspended = () => {
      const d = one.docs.get(clientId)?.doc;
      return d?.case === 'participant' && d.value.clientSuspended;
    };
    await clients().participants.clientSuspended({ eventId, clientId }, o());
    await live.until(suspended);
    await clients().participants.clientUnSuspended({ eventId, clientId }, o());
    await live.until(() => !suspended());
    expect(
      await refusal(
        clients().participants.clientSuspended({ eventId, clientId: uuidv7() }, o()),
        CODE.notFound,
      ),
    ).toBe('Participant not found.');
  });

  it("switches the event's QR code on and off", async () => {
    const live = await ctx.connect(session);
    const event = await live.listen(1, LIVE_TARGETS.event.path({ eventId }));
    const qr = () => {
      const d = event.docs.get(eventId)?.doc;
      return d?.case === 'event' && d.value.qrIsVisible;
    };
    await clients().participants.enableQRCode({ eventId }, o());
    await live.until(qr);
    await clients().participants.disableQRCode({ eventId }, o());
    await live.until(() => !qr());
  });

  it('creates a participant exactly once when the queued write is sent twice', async () => {
    const { fio, phone, email } = setup.fields;
    const meta = { clientId: `participants-${uuidv7()}`, mutationId: 1 };
    const request = {
      eventId,
      clientId: uuidv7(),
      registrationFormData: [
        { fieldId: fio, value: 'Дважды' },
        { fieldId: phone, value: '8(900) 000-00-02' },
        { fieldId: email, value: 'twice@b.ru' },
      ],
    };
    const first = await clients().participants.create(request, as(session, meta));
    const again = await clients().participants.create(request, as(session, meta));
    expect(again.clientId).toBe(first.clientId);
    expect(await refusal(clients().participants.create(request, o()), CODE.alreadyExists)).toMatch(
      /^clientId: /,
    );
  });
});
