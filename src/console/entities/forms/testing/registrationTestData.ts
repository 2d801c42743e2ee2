// The registration forms of an event as the live feed delivers them, for component tests of
// the screens that read them (participants, the import): name, phone, e-mail and a photo, and a
// survey with a single and a multiple choice.
import { liveCurrent } from '../../../../client/live';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { deliver } from '../../../../../test/console/liveDocs';
import type { AppStore } from '../../../app/store';

const EVENT_ID = 'event-1';

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
