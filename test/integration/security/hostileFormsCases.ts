// The hostile-input cases of manager.Forms and manager.Participants, for hostile.test.ts:
// each a label starting with the method, the field its refusal must name, and the call.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { FormFieldType } from '../../../generated/manager/model_pb';
import { as } from '../support/harness';
import type { TestServer } from '../support/harness';

export interface FormsVictim {
  server: TestServer;
  session: Session;
  eventId: string;
  /** A live field of the event's registration form, and a participant. */
  fieldId: string;
  clientId: string;
}

type Case = [string, string, () => Promise<unknown>];

const big = (bytes: number) => 'x'.repeat(bytes);
const BAD_IDS = ['abc', '../../etc', "' OR 1=1 --"];

/** Creates the two registration forms, one field and one participant on the event. */
export async function formsVictim(
  server: TestServer,
  session: Session,
  eventId: string,
): Promise<FormsVictim> {
  const { forms, participants } = server.clients;
  await forms.upsertForm(
    { eventId, formId: 'registration', name: 'R', requiredForm: true },
    as(session),
  );
  await forms.upsertForm(
    { eventId, formId: 'basic_survey_form', name: 'S', requiredForm: false },
    as(session),
  );
  const { fieldId } = await forms.addFieldOfForm(
    {
      eventId,
      formId: 'registration',
      fieldName: 'ФИО',
      fieldType: FormFieldType.FIO,
      fieldVariants: [],
      fieldRequired: true,
      fieldId: uuidv7(),
    },
    as(session),
  );
  const { clientId } = await participants.create(
    { eventId, clientId: uuidv7(), registrationFormData: [{ fieldId, value: 'Имя' }] },
    as(session),
  );
  return { server, session, eventId, fieldId, clientId };
}

export function formsHostileCases(get: () => FormsVictim): Case[] {
  const f = () => get().server.clients.forms;
  const p = () => get().server.clients.participants;
  const o = () => as(get().session);
  const field = (change: object) => ({
    eventId: get().eventId,
    formId: 'registration',
    fieldName: 'F',
    fieldType: FormFieldType.TEXT,
    fieldVariants: [],
    fieldRequired: false,
    ...change,
  });
  return [
    ...['feedback_x', `feedback_${big(10 * 1024)}`, 'feedback_a/b/c/d/e', '../../etc'].map(
      (formId): Case => [
        `upsertForm formId ${JSON.stringify(formId.slice(0, 30))}`,
        'formId',
        () =>
          f().upsertForm({ eventId: get().eventId, formId, name: 'N', requiredForm: false }, o()),
      ],
    ),
    [
      'upsertForm name of 10 KB',
      'name',
      () =>
        f().upsertForm(
          {
            eventId: get().eventId,
            formId: 'registration',
            name: big(10 * 1024),
            requiredForm: true,
          },
          o(),
        ),
    ],
    [
      'upsertForm helperText of 10 KB',
      'helperText',
      () =>
        f().upsertForm(
          {
            eventId: get().eventId,
            formId: 'registration',
            name: 'N',
            requiredForm: true,
            helperText: big(10 * 1024),
          },
          o(),
        ),
    ],
    [
      'addFieldOfForm fieldName of 10 KB',
      'fieldName',
      () => f().addFieldOfForm(field({ fieldName: big(10 * 1024), fieldId: uuidv7() }), o()),
    ],
    [
      'addFieldOfForm fieldType 999',
      'fieldType',
      () => f().addFieldOfForm(field({ fieldType: 999, fieldId: uuidv7() }), o()),
    ],
    [
      'addFieldOfForm 101 variants',
      'fieldVariants',
      () =>
        f().addFieldOfForm(
          field({
            formId: 'basic_survey_form',
            fieldType: FormFieldType.CHECKBOX,
            fieldVariants: Array.from({ length: 101 }, (_, i) => `v${i}`),
            fieldId: uuidv7(),
          }),
          o(),
        ),
    ],
    ...BAD_IDS.flatMap((bad): Case[] => [
      [
        `addFieldOfForm fieldId ${JSON.stringify(bad)}`,
        'fieldId',
        () => f().addFieldOfForm(field({ fieldId: bad }), o()),
      ],
      [
        `updateFieldOfForm fieldId ${JSON.stringify(bad)}`,
        'fieldId',
        () => f().updateFieldOfForm(field({ fieldId: bad }), o()),
      ],
      [
        `removeFieldOfForm fieldId ${JSON.stringify(bad)}`,
        'fieldId',
        () =>
          f().removeFieldOfForm(
            { eventId: get().eventId, formId: 'registration', fieldId: bad },
            o(),
          ),
      ],
      [
        `create clientId ${JSON.stringify(bad)}`,
        'clientId',
        () =>
          p().create(
            {
              eventId: get().eventId,
              clientId: bad,
              registrationFormData: [{ fieldId: get().fieldId, value: 'Имя' }],
            },
            o(),
          ),
      ],
      [
        `update clientId ${JSON.stringify(bad)}`,
        'clientId',
        () =>
          p().update(
            {
              eventId: get().eventId,
              clientId: bad,
              formId: '',
              fieldResultId: get().fieldId,
              value: 'X',
            },
            o(),
          ),
      ],
      [
        `clientSuspended clientId ${JSON.stringify(bad)}`,
        'clientId',
        () => p().clientSuspended({ eventId: get().eventId, clientId: bad }, o()),
      ],
      [
        `clientUnSuspended clientId ${JSON.stringify(bad)}`,
        'clientId',
        () => p().clientUnSuspended({ eventId: get().eventId, clientId: bad }, o()),
      ],
      [
        `enableQRCode eventId ${JSON.stringify(bad)}`,
        'eventId',
        () => p().enableQRCode({ eventId: bad }, o()),
      ],
      [
        `disableQRCode eventId ${JSON.stringify(bad)}`,
        'eventId',
        () => p().disableQRCode({ eventId: bad }, o()),
      ],
      [
        `exportToCSV eventId ${JSON.stringify(bad)}`,
        'eventId',
        () => p().exportToCSV({ eventId: bad }, o()),
      ],
    ]),
    [
      'updateFieldOfForm variants on a text field',
      'fieldVariants',
      () => f().updateFieldOfForm(field({ fieldId: get().fieldId, fieldVariants: ['a'] }), o()),
    ],
    [
      'setSequenceOfFields with 10000 ids',
      'sequenceOfFields',
      () =>
        f().setSequenceOfFields(
          {
            eventId: get().eventId,
            formId: 'registration',
            sequenceOfFields: Array.from({ length: 10_000 }, () => uuidv7()),
          },
          o(),
        ),
    ],
    [
      'setSequenceOfFields with a repeated id',
      'sequenceOfFields',
      () =>
        f().setSequenceOfFields(
          {
            eventId: get().eventId,
            formId: 'registration',
            sequenceOfFields: [get().fieldId, get().fieldId],
          },
          o(),
        ),
    ],
    [
      'create answer of an unknown field',
      'registrationFormData',
      () =>
        p().create(
          {
            eventId: get().eventId,
            clientId: uuidv7(),
            registrationFormData: [{ fieldId: '../../etc', value: 'x' }],
          },
          o(),
        ),
    ],
    [
      'update value of 10 KB',
      'value',
      () =>
        p().update(
          {
            eventId: get().eventId,
            clientId: get().clientId,
            formId: '',
            fieldResultId: get().fieldId,
            value: big(10 * 1024),
          },
          o(),
        ),
    ],
    ...[big(10 * 1024), "' OR 1=1 --", `${uuidv7()}.AAAAAAAAAAAAAAAAAAAAAA`].map(
      (code): Case => [
        `checkIn code ${JSON.stringify(code.slice(0, 30))}`,
        'code',
        () => p().checkIn({ eventId: get().eventId, code }, o()),
      ],
    ),
    ...[
      { importId: '../../etc', rows: [{ rowNumber: 1 }] },
      { importId: uuidv7(), rows: Array.from({ length: 1_001 }, (_, i) => ({ rowNumber: i + 1 })) },
      { importId: uuidv7(), rows: [{ rowNumber: 1 }, { rowNumber: 1 }] },
    ].map(
      ({ importId, rows }): Case => [
        `importParticipants ${rows.length} rows, importId ${JSON.stringify(importId.slice(0, 10))}`,
        importId === '../../etc' ? 'importId' : 'rows',
        () =>
          p().importParticipants(
            {
              eventId: get().eventId,
              importId,
              dryRun: true,
              rows: rows.map((r) => ({
                ...r,
                registrationFormData: [{ fieldId: get().fieldId, value: 'Имя' }],
              })),
            },
            o(),
          ),
      ],
    ),
    [
      'importParticipants rows[0] fieldId "../../etc"',
      'rows[0].registration',
      () =>
        p().importParticipants(
          {
            eventId: get().eventId,
            importId: uuidv7(),
            rows: [{ rowNumber: 1, registrationFormData: [{ fieldId: '../../etc', value: 'x' }] }],
          },
          o(),
        ),
    ],
    [
      'update formId "../../etc"',
      'formId',
      () =>
        p().update(
          {
            eventId: get().eventId,
            clientId: get().clientId,
            formId: '../../etc',
            fieldResultId: get().fieldId,
            value: 'X',
          },
          o(),
        ),
    ],
  ];
}
