// The field editor's values, rules and request (spec/content.md §2.16, §9): name required,
// the type one the form offers, answer variants only for single and multiple choice (at least
// one there), helper text kept as typed.
import { array, boolean, mixed, object, string } from 'yup';
import type { FormFieldType } from '../../../../../generated/manager/model_pb';
import { fieldTypesOf, hasVariants } from '../../../../common/forms';
import { requiredTitleRule } from '../../../../common/rules';
import type { FieldRequest, FieldView } from '../../../entities/forms';

export interface FieldValues {
  fieldType: FormFieldType;
  fieldName: string;
  fieldHelperText: string;
  fieldRequired: boolean;
  fieldVariants: string[];
}

export const fieldSchema = object({
  fieldType: mixed<FormFieldType>().required(),
  fieldName: requiredTitleRule('name'),
  fieldHelperText: string(),
  fieldRequired: boolean(),
  fieldVariants: array(string().required()).when('fieldType', {
    is: (type: FormFieldType) => hasVariants(type),
    then: (rule) => rule.min(1, { key: 'forms:field.variantsRequired' }),
  }),
});

export const fieldValues = (formId: string, f: FieldView | undefined): FieldValues => ({
  fieldType: f?.fieldType ?? fieldTypesOf(formId)[0] ?? 0,
  fieldName: f?.fieldName ?? '',
  fieldHelperText: f?.fieldHelperText ?? '',
  fieldRequired: f?.fieldRequired ?? false,
  fieldVariants: [...(f?.fieldVariants ?? [])],
});

export function fieldRequest(
  ids: { eventId: string; formId: string; fieldId: string },
  v: FieldValues,
): FieldRequest {
  const request: FieldRequest = {
    ...ids,
    fieldName: v.fieldName.trim(),
    fieldType: v.fieldType,
    fieldVariants: hasVariants(v.fieldType) ? v.fieldVariants : [],
    fieldRequired: v.fieldRequired,
  };
  if (v.fieldHelperText.trim() !== '') request.fieldHelperText = v.fieldHelperText.trim();
  return request;
}
