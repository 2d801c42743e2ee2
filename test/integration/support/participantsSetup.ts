// A registration set-up for participant tests: the user-data form (name, phone, e-mail
// required; photo optional) and a survey form with one optional multiple-choice question.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { FormFieldType } from '../../../generated/manager/model_pb';
import { as } from './harness';
import type { TestServer } from './harness';

export interface RegistrationSetup {
  fields: { fio: string; phone: string; email: string; avatar: string; survey: string };
}

export async function registrationSetup(
  server: TestServer,
  session: Session,
  eventId: string,
): Promise<RegistrationSetup> {
  const { forms } = server.clients;
  const o = as(session);
  await forms.upsertForm(
    { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
    o,
  );
  await forms.upsertForm(
    { eventId, formId: 'basic_survey_form', name: 'Анкета', requiredForm: false },
    o,
  );
  const add = async (
    formId: string,
    fieldName: string,
    fieldType: FormFieldType,
    fieldRequired: boolean,
    fieldVariants: string[] = [],
  ) =>
    (
      await forms.addFieldOfForm(
        { eventId, formId, fieldName, fieldType, fieldRequired, fieldVariants, fieldId: uuidv7() },
        o,
      )
    ).fieldId;
  return {
    fields: {
      fio: await add('registration', 'ФИО', FormFieldType.FIO, true),
      phone: await add('registration', 'Телефон', FormFieldType.PHONE, true),
      email: await add('registration', 'E-mail', FormFieldType.EMAIL, true),
      avatar: await add('registration', 'Фото', FormFieldType.AVATAR, false),
      survey: await add('basic_survey_form', 'Что интересно', FormFieldType.CHECKBOX, false, [
        'Доклады',
        'Кофе',
      ]),
    },
  };
}
