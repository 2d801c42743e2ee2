// Test data for the participants screens: a snapshot held as if the server had sent it (the
// registration forms are in entities/forms/testing).
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import type { AppStore } from '../../../app/store';
import { snapshotLoaded } from '../../../entities/participantsList';

export const EVENT_ID = 'event-1';
export const ANNA = '0192f000-0000-7000-8000-000000000001';
export const PETR = '0192f000-0000-7000-8000-000000000002';
const AT = Date.UTC(2026, 10, 20) / 1000;

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
