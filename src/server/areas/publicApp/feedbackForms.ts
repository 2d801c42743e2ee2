// The published event's feedback forms for the attendee app: each with its live fields in the
// form's order ('_' is a LIKE wildcard: the ids are checked again). Nothing else of the forms area (registration, answers) is read here.
import { and, eq, like } from 'drizzle-orm';
import { array, object, string } from 'yup';
import { FEEDBACK_PREFIX, FORM_LIMITS, isFeedbackFormId } from '../../../common/forms';
import type { PublicFeedbackForm, PublicFormField } from '../../../common/publicFeedback';
import type { Queryable } from '../../db/database';
import { formFields, forms } from '../../db/schema';

/**
 * The shape of a form's answers as the app sends them (feedback and registration alike): the
 * field's id and its text, at most one per field of a form. What each answer may hold is then
 * checked by its field's rules (checkedFormAnswers).
 */
export const publicAnswersSchema = () =>
  array(
    object({
      fieldId: string().required().max(64),
      value: string()
        .defined()
        .max(FORM_LIMITS.answer * 4),
    })
      .noUnknown()
      .strict(),
  )
    .required()
    .max(FORM_LIMITS.fields);

export async function feedbackFormsOf(
  q: Queryable,
  eventId: string,
): Promise<PublicFeedbackForm[]> {
  const formRows = await q
    .select()
    .from(forms)
    .where(and(eq(forms.eventId, eventId), like(forms.formId, `${FEEDBACK_PREFIX}%`)));
  if (formRows.length === 0) return [];
  const fieldRows = await q
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        like(formFields.formId, `${FEEDBACK_PREFIX}%`),
        eq(formFields.fieldRemoved, false),
      ),
    );
  const byId = new Map(fieldRows.map((f) => [f.id, f]));
  return formRows
    .filter((f) => isFeedbackFormId(f.formId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.formId.localeCompare(b.formId))
    .map((form) => ({
      formId: form.formId,
      name: form.name,
      helperText: form.helperText,
      fields: publicFields(form.sequenceOfFields, form.formId, byId),
    }));
}

type FieldRow = typeof formFields.$inferSelect;

/** A form's live fields in the form's order, with only what filling them needs. */
export function publicFields(
  sequence: string[],
  formId: string,
  byId: Map<string, FieldRow>,
): PublicFormField[] {
  return sequence.flatMap((id) => {
    const f = byId.get(id);
    return f && f.formId === formId
      ? [
          {
            fieldId: f.id,
            fieldName: f.fieldName,
            fieldType: f.fieldType,
            fieldHelperText: f.fieldHelperText,
            fieldVariants: f.fieldVariants,
            fieldRequired: f.fieldRequired,
          },
        ]
      : [];
  });
}
