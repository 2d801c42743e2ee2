// A participant's answers checked against the live fields of their form (spec/content.md §5):
// each answer by its field's type, unknown or removed fields refused, required ones present.
import { and, eq } from 'drizzle-orm';
import { FormFieldType } from '../../../../generated/manager/model_pb';
import { answerProblem, isFileField } from '../../../common/forms';
import { UUID_PATTERN } from '../../../common/rules';
import type { Queryable } from '../../db/database';
import { formFields } from '../../db/schema';
import type { StoredAnswer } from '../../db/schema';
import { invalidArgument } from '../../rpc/errors';
import { assertFilesIn } from '../files';
import enRules from '../../../../locales/en/rules.json';

export type LiveField = typeof formFields.$inferSelect;

export async function liveFieldsOf(q: Queryable, eventId: string, formId: string) {
  return q
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        eq(formFields.formId, formId),
        eq(formFields.fieldRemoved, false),
      ),
    );
}

/** One answer, checked; `path` names it in the refusal (e.g. 'registrationFormData.{fieldId}'). */
export function checkedAnswer(field: LiveField, value: string, path: string): StoredAnswer {
  const problem = answerProblem(
    {
      fieldType: field.fieldType,
      fieldRequired: field.fieldRequired,
      fieldVariants: field.fieldVariants,
    },
    value,
  );
  if (problem) throw invalidArgument(path, enRules.rule[problem as keyof typeof enRules.rule]);
  const trimmed = value.trim();
  if (isFileField(field.fieldType) && trimmed !== '' && !UUID_PATTERN.test(trimmed)) {
    throw invalidArgument(path, 'must be the id of an uploaded file.');
  }
  return { fieldId: field.id, fieldType: field.fieldType, value: trimmed };
}

/** The answers as given, by field id: each names one of the fields, once. */
export function givenAnswers(
  fields: readonly LiveField[],
  data: readonly { fieldId: string; value: string }[],
  path: string,
): Map<string, string> {
  const ids = new Set(fields.map((f) => f.id));
  const given = new Map<string, string>();
  for (const { fieldId, value } of data) {
    if (!ids.has(fieldId))
      throw invalidArgument(path, `no field ${fieldId.slice(0, 40)} in the form.`);
    if (given.has(fieldId)) throw invalidArgument(path, `field ${fieldId} is answered twice.`);
    given.set(fieldId, value);
  }
  return given;
}

/**
 * A form's answers as given (field id, value): each names a live field of the form, once, and
 * every field's answer passes its type's rule (required ones present). Unanswered fields are
 * left out. `path` names the answers in a refusal.
 */
export async function checkedFormAnswers(
  q: Queryable,
  eventId: string,
  formId: string,
  data: { fieldId: string; value: string }[],
  path: string,
): Promise<StoredAnswer[]> {
  const fields = await liveFieldsOf(q, eventId, formId);
  const given = givenAnswers(fields, data, path);
  const answers = fields.map((f) => checkedAnswer(f, given.get(f.id) ?? '', `${path}.${f.id}`));
  await checkAnswerFiles(q, eventId, answers, (a) => `${path}.${a.fieldId}`);
  return answers.filter((a) => a.value !== '');
}

/** File and photo answers must name uploaded files of this event that were processed. */
export async function checkAnswerFiles(
  q: Queryable,
  eventId: string,
  answers: StoredAnswer[],
  path: (a: StoredAnswer) => string,
): Promise<void> {
  const wanted = answers.filter((a) => isFileField(a.fieldType) && a.value !== '');
  if (wanted.length === 0) return;
  const refs = Object.fromEntries(wanted.map((a) => [path(a), a.value]));
  await assertFilesIn(q, { eventId }, refs, { processed: true });
}

/** The list columns a participant's user data sets: the name (FIO) and the phone. */
export function personOf(answers: StoredAnswer[]) {
  const first = (type: FormFieldType) => answers.find((a) => a.fieldType === type)?.value ?? '';
  // The FIO answer is one text as typed; the list shows firstName + ' ' + lastName (§2.17).
  return {
    firstName: first(FormFieldType.FIO),
    lastName: '',
    clientPhone: first(FormFieldType.PHONE),
  };
}
