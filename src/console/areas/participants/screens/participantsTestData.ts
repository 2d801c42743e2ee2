// Test data for the participants screens: the registration forms delivered as the live feed
// does, and a snapshot held as if the server had sent it.
import { liveCurrent } from '../../../../client/live';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { deliver } from '../../../../../test/console/liveDocs';
import type { AppStore } from '../../../app/store';
import { snapshotLoaded } from '../../../entities/participantsList';

export const EVENT_ID = 'event-1';
export const ANNA = '0192f000-0000-7000-8000-000000000001';
export const PETR = '0192f000-0000-7000-8000-000000000002';
const AT = Date.UTC(2026, 10, 20) / 1000;

export function deliverRegistration(store: AppStore) {
  const forms = LIVE_TARGETS.forms.path({ eventId: EVENT_ID });
  deliver(store, forms, [
    [
      'registration',
      {
        case: 'form',
        value: {
          eventId: EVENT_ID,
          formId: 'registration',
          requiredForm: true,
          sequenceOfFields: ['fio', 'phone', 'mail', 'photo'],
        },
      },
    ],
    [
      'basic_survey_form',
      {
        case: 'form',
        value: {
          eventId: EVENT_ID,
          formId: 'basic_survey_form',
          sequenceOfFields: ['src', 'topics'],
        },
      },
    ],
  ]);
  store.dispatch(liveCurrent({ path: forms, resumeToken: '' }));
  const field = (
    formId: string,
    fieldId: string,
    fieldName: string,
    fieldType: number,
    more = {},
  ) =>
    [
      fieldId,
      {
        case: 'formField',
        value: { eventId: EVENT_ID, formId, fieldId, fieldName, fieldType, ...more },
      },
    ] as const;
  deliver(store, LIVE_TARGETS.formFields.path({ eventId: EVENT_ID, formId: 'registration' }), [
    [...field('registration', 'fio', 'ФИО', FormFieldType.FIO, { fieldRequired: true })],
    [...field('registration', 'phone', 'Телефон', FormFieldType.PHONE, { fieldRequired: true })],
    [...field('registration', 'mail', 'Почта', FormFieldType.EMAIL)],
    [...field('registration', 'photo', 'Фото', FormFieldType.AVATAR)],
  ]);
  deliver(store, LIVE_TARGETS.formFields.path({ eventId: EVENT_ID, formId: 'basic_survey_form' }), [
    [
      ...field('basic_survey_form', 'src', 'Откуда узнали', FormFieldType.SELECTBOX, {
        fieldVariants: ['Друзья', 'Реклама'],
      }),
    ],
    [
      ...field('basic_survey_form', 'topics', 'Темы', FormFieldType.CHECKBOX, {
        fieldVariants: ['Дизайн', 'Код', 'Продажи'],
      }),
    ],
  ]);
}

const HEADER = {
  format: 1 as const,
  resumeToken: '7',
  fields: [
    { formId: 'basic_survey_form', fieldId: 'src', fieldType: FormFieldType.SELECTBOX },
    { formId: 'basic_survey_form', fieldId: 'topics', fieldType: FormFieldType.CHECKBOX },
    { formId: 'registration', fieldId: 'fio', fieldType: FormFieldType.FIO },
    { formId: 'registration', fieldId: 'mail', fieldType: FormFieldType.EMAIL },
    { formId: 'registration', fieldId: 'phone', fieldType: FormFieldType.PHONE },
  ],
};

export function holdSnapshot(extra: SnapshotRow[] = []) {
  snapshotLoaded(EVENT_ID, HEADER, [
    [
      ANNA,
      'Анна Ёлкина',
      '',
      '+7(912) 345-67-89',
      0,
      AT,
      ['Друзья', 'Дизайн,Код', 'Анна Ёлкина', 'anna@example.ru', '+7(912) 345-67-89'],
      0,
    ],
    [
      PETR,
      'Пётр Щукин',
      '',
      '8(900) 000-00-00',
      1,
      AT,
      ['', '', 'Пётр Щукин', '', '8(900) 000-00-00'],
      AT + 3600,
    ],
    ...extra,
  ]);
}

export const queuedCalls = (store: AppStore) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);
