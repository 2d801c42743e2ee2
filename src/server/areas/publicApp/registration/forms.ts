// What the registration shows: whether the event asks for it (its 'registration' form exists
// with requiredForm, spec/content.md §2.15), and the user-data and survey fields to fill.
import { and, eq, inArray } from 'drizzle-orm';
import { isFileField, REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../../common/forms';
import type { PublicRegistrationForms } from '../../../../common/publicRegistration';
import type { Queryable } from '../../../db/database';
import { formFields, forms } from '../../../db/schema';
import { publicFields } from '../feedbackForms';

/** The app cannot upload files: photo and file fields stay for the organiser to fill. */
const APP_FILLS = (type: number) => !isFileField(type);

export async function requiresRegistration(q: Queryable, eventId: string): Promise<boolean> {
  const [form] = await q
    .select({ required: forms.requiredForm })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.formId, REGISTRATION_FORM_ID)));
  return form?.required ?? false;
}

/** The forms to fill, or null when the event is open to anyone with the link. */
export async function registrationFormsOf(
  q: Queryable,
  eventId: string,
): Promise<PublicRegistrationForms | null> {
  const ids = [REGISTRATION_FORM_ID, SURVEY_FORM_ID];
  const formRows = await q
    .select()
    .from(forms)
    .where(and(eq(forms.eventId, eventId), inArray(forms.formId, ids)));
  const registration = formRows.find((f) => f.formId === REGISTRATION_FORM_ID);
  if (!registration?.requiredForm) return null;
  const fieldRows = await q
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        inArray(formFields.formId, ids),
        eq(formFields.fieldRemoved, false),
      ),
    );
  const byId = new Map(fieldRows.map((f) => [f.id, f]));
  const survey = formRows.find((f) => f.formId === SURVEY_FORM_ID);
  return {
    registration: publicFields(registration.sequenceOfFields, REGISTRATION_FORM_ID, byId).filter(
      (f) => APP_FILLS(f.fieldType),
    ),
    survey: survey ? publicFields(survey.sequenceOfFields, SURVEY_FORM_ID, byId) : [],
    helperText: registration.helperText,
  };
}
