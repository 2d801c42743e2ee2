// manager.Forms: forms upserted by id, fields added / updated / removed / ordered, each as the
// live feed shows it, with every refusal of spec/content.md §5 and §9.
import { v7 as uuidv7 } from 'uuid';
import type { Form, FormField } from '../../../generated/manager/model_pb';
import { FormFieldGroup, FormFieldType } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';

jest.setTimeout(30_000);

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 };
const T = FormFieldType;

describe('forms', () => {
  const ctx = serverPerFile();
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  let eventId: string;
  const forms = () => ctx.server.clients.forms;
  const o = () => as(session);

  beforeAll(async () => {
    session = await newOrganiser(ctx.server);
    ({ eventId } = await newEvent(ctx.server, session, 'Forms event'));
  });

  async function formDocs(): Promise<Map<string, Form>> {
    const live = await ctx.connect(session);
    const t = await live.listen(1, LIVE_TARGETS.forms.path({ eventId }));
    return new Map(
      [...t.docs].flatMap(([id, d]) => (d.doc.case === 'form' ? [[id, d.doc.value]] : [])),
    );
  }

  async function fieldDocs(formId: string): Promise<Map<string, FormField>> {
    const live = await ctx.connect(session);
    const t = await live.listen(1, LIVE_TARGETS.formFields.path({ eventId, formId }));
    return new Map(
      [...t.docs].flatMap(([id, d]) => (d.doc.case === 'formField' ? [[id, d.doc.value]] : [])),
    );
  }

  const field = (formId: string, name: string, fieldType: FormFieldType, variants: string[] = []) =>
    forms().addFieldOfForm(
      {
        eventId,
        formId,
        fieldName: name,
        fieldType,
        fieldVariants: variants,
        fieldRequired: true,
        fieldId: uuidv7(),
      },
      o(),
    );

  it('upserts the registration form and marks the event as requiring registration', async () => {
    const live = await ctx.connect(session);
    const event = await live.listen(1, LIVE_TARGETS.event.path({ eventId }));
    await forms().upsertForm(
      { eventId, formId: 'registration', name: 'Регистрация', requiredForm: true },
      o(),
    );
    await live.until(() => {
      const d = event.docs.get(eventId)?.doc;
      return d?.case === 'event' && d.value.requiredRegistration;
    });
    expect((await formDocs()).get('registration')).toMatchObject({
      formId: 'registration',
      eventId,
      name: 'Регистрация',
      requiredForm: true,
      sequenceOfFields: [],
    });
    await forms().upsertForm(
      { eventId, formId: 'registration', name: 'Регистрация', requiredForm: false },
      o(),
    );
    await live.until(() => {
      const d = event.docs.get(eventId)?.doc;
      return d?.case === 'event' && !d.value.requiredRegistration;
    });
  });

  it('adds fields in order, with the group of their form, and lists them live', async () => {
    await forms().upsertForm(
      { eventId, formId: 'basic_survey_form', name: 'Анкета', requiredForm: false },
      o(),
    );
    const live = await ctx.connect(session);
    const target = await live.listen(
      1,
      LIVE_TARGETS.formFields.path({ eventId, formId: 'basic_survey_form' }),
    );
    const a = await field('basic_survey_form', 'Откуда вы узнали?', T.SELECTBOX, [
      'Друзья',
      'Сайт',
    ]);
    const b = await field('basic_survey_form', 'Комментарий', T.TEXT);
    await live.until(() => target.docs.size === 2);
    const doc = target.docs.get(a.fieldId)?.doc;
    expect(doc?.case === 'formField' && doc.value).toMatchObject({
      fieldId: a.fieldId,
      formId: 'basic_survey_form',
      fieldName: 'Откуда вы узнали?',
      fieldType: T.SELECTBOX,
      fieldGroup: FormFieldGroup.SURVEY_FORM,
      fieldVariants: ['Друзья', 'Сайт'],
      fieldRequired: true,
      fieldRemoved: false,
    });
    expect((await formDocs()).get('basic_survey_form')?.sequenceOfFields).toEqual([
      a.fieldId,
      b.fieldId,
    ]);
  });

  it('updates a field, reorders, and removes one so that it is never listed again', async () => {
    await forms().upsertForm(
      { eventId, formId: 'feedback_day-one', name: 'День 1', requiredForm: false },
      o(),
    );
    const x = await field('feedback_day-one', 'Имя', T.FIO);
    const y = await field('feedback_day-one', 'Оценка', T.CHECKBOX, ['1', '2', '3']);
    await forms().updateFieldOfForm(
      {
        eventId,
        formId: 'feedback_day-one',
        fieldId: y.fieldId,
        fieldName: 'Что понравилось',
        fieldType: T.CHECKBOX,
        fieldVariants: ['Доклады', 'Кофе'],
        fieldRequired: false,
        fieldHelperText: 'Можно несколько',
      },
      o(),
    );
    await forms().setSequenceOfFields(
      { eventId, formId: 'feedback_day-one', sequenceOfFields: [y.fieldId, x.fieldId] },
      o(),
    );
    const fields = await fieldDocs('feedback_day-one');
    expect(fields.get(y.fieldId)).toMatchObject({
      fieldName: 'Что понравилось',
      fieldVariants: ['Доклады', 'Кофе'],
      fieldRequired: false,
      fieldHelperText: 'Можно несколько',
      fieldGroup: FormFieldGroup.FORM_FIELD_GROUP_UNKNOWN,
    });
    expect((await formDocs()).get('feedback_day-one')?.sequenceOfFields).toEqual([
      y.fieldId,
      x.fieldId,
    ]);

    const live = await ctx.connect(session);
    const target = await live.listen(
      9,
      LIVE_TARGETS.formFields.path({ eventId, formId: 'feedback_day-one' }),
    );
    await forms().removeFieldOfForm(
      { eventId, formId: 'feedback_day-one', fieldId: x.fieldId },
      o(),
    );
    await live.until(() => !target.docs.has(x.fieldId));
    expect([...(await fieldDocs('feedback_day-one')).keys()]).toEqual([y.fieldId]);
    expect((await formDocs()).get('feedback_day-one')?.sequenceOfFields).toEqual([y.fieldId]);
    // A removed field can be neither changed nor removed again.
    expect(
      await refusal(
        forms().removeFieldOfForm({ eventId, formId: 'feedback_day-one', fieldId: x.fieldId }, o()),
        CODE.notFound,
      ),
    ).toBe('Field not found.');
  });

  it('refuses form ids outside the three shapes and a feedback form without a name', async () => {
    for (const formId of [
      'feedback_short',
      'feedback_' + 'x'.repeat(26),
      'feedback_bad id!',
      'survey',
      'feedback',
    ]) {
      const message = await refusal(
        forms().upsertForm({ eventId, formId, name: 'N', requiredForm: false }, o()),
        CODE.invalidArgument,
      );
      expect(message).toMatch(/^formId: /);
    }
    expect(
      await refusal(
        forms().upsertForm(
          { eventId, formId: 'feedback_abcdef', name: '  ', requiredForm: false },
          o(),
        ),
        CODE.invalidArgument,
      ),
    ).toBe('name: Name is required.');
  });

  it('refuses types the form does not offer and variants where they do not apply', async () => {
    const cases: [string, FormFieldType, string[], string][] = [
      ['registration', T.CHECKBOX, ['a'], 'fieldType'],
      ['basic_survey_form', T.PHONE, [], 'fieldType'],
      ['basic_survey_form', T.AVATAR, [], 'fieldType'],
      ['feedback_day-one', T.FILE, [], 'fieldType'],
      ['basic_survey_form', T.TEXT, ['a'], 'fieldVariants'],
      ['basic_survey_form', T.CHECKBOX, ['a,b'], 'fieldVariants'],
      ['basic_survey_form', T.SELECTBOX, ['a', 'a'], 'fieldVariants'],
    ];
    for (const [formId, fieldType, variants, path] of cases) {
      const message = await refusal(field(formId, 'F', fieldType, variants), CODE.invalidArgument);
      expect(`${formId} ${fieldType}: ${message.split(':')[0]}`).toBe(
        `${formId} ${fieldType}: ${path}`,
      );
    }
  });

  it('refuses fields of a form that does not exist and orders that are not the fields', async () => {
    expect(await refusal(field('feedback_nosuchform', 'F', T.TEXT), CODE.notFound)).toBe(
      'Form not found.',
    );
    const [one] = (await formDocs()).get('basic_survey_form')!.sequenceOfFields;
    for (const order of [
      [one!],
      [one!, one!, uuidv7()],
      [...(await formDocs()).get('basic_survey_form')!.sequenceOfFields, uuidv7()],
    ]) {
      const message = await refusal(
        forms().setSequenceOfFields(
          { eventId, formId: 'basic_survey_form', sequenceOfFields: order },
          o(),
        ),
        CODE.invalidArgument,
      );
      expect(message).toMatch(/^sequenceOfFields: /);
    }
  });

  it('adds a field exactly once when the queued write is sent twice', async () => {
    const meta = { clientId: `forms-${uuidv7()}`, mutationId: 1 };
    const request = {
      eventId,
      formId: 'registration',
      fieldName: 'Телефон',
      fieldType: T.PHONE,
      fieldVariants: [],
      fieldRequired: true,
      fieldId: uuidv7(),
    };
    const first = await forms().addFieldOfForm(request, as(session, meta));
    const again = await forms().addFieldOfForm(request, as(session, meta));
    expect(again.fieldId).toBe(first.fieldId);
    expect((await formDocs()).get('registration')?.sequenceOfFields).toEqual([first.fieldId]);
    expect(
      await refusal(
        forms().addFieldOfForm({ ...request, fieldName: 'Другое' }, o()),
        CODE.alreadyExists,
      ),
    ).toMatch(/^fieldId: /);
  });
});
