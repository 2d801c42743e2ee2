// A form's answers checked in the app by the forms' shared rules before sending: each error on
// its field in the app's language, and the first wrong field focused.
import { answerProblem } from '../../common/forms';
import type { PublicFormField } from '../../common/publicFeedback';
import type { AppLanguage } from '../texts';
import { ruleMessage } from './feedbackTexts';

/** The errors by field id (empty when every answer passes), focusing the first one. */
export function checkFields(
  fields: PublicFormField[],
  values: Record<string, string>,
  language: AppLanguage,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const f of fields) {
    const problem = answerProblem(f, values[f.fieldId] ?? '');
    if (problem) found[f.fieldId] = ruleMessage(language, problem);
  }
  const first = fields.find((f) => found[f.fieldId]);
  if (first) document.getElementById(`field-${first.fieldId}`)?.focus();
  return found;
}

/** The answers to send: trimmed, the empty ones left out. */
export const answersOf = (fields: PublicFormField[], values: Record<string, string>) =>
  fields
    .map((f) => ({ fieldId: f.fieldId, value: (values[f.fieldId] ?? '').trim() }))
    .filter((a) => a.value !== '');
