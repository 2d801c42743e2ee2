// The fields of forms calls, checked against the shared form rules (src/common/forms.ts).
import type { FormFieldType } from '../../../../generated/manager/model_pb';
import { LIMITS } from '../../../common/constants';
import {
  FORM_LIMITS,
  fieldTypesOf,
  hasVariants,
  isFeedbackFormId,
  isFormId,
} from '../../../common/forms';
import { invalidArgument } from '../../rpc/errors';
import { plainText } from '../../rpc/fields';

export function formIdOf(value: string): string {
  if (!isFormId(value)) {
    throw invalidArgument(
      'formId',
      "must be 'registration', 'basic_survey_form' or 'feedback_' and 6–25 of [a-zA-Z0-9_-].",
    );
  }
  return value;
}

/** A form's name: required for feedback forms (§5), optional for the two registration forms. */
export function formNameOf(formId: string, value: string): string {
  const name = plainText(value, 'name', LIMITS.title);
  if (name === '' && isFeedbackFormId(formId)) throw invalidArgument('name', 'Name is required.');
  return name;
}

interface FieldInput {
  fieldName: string;
  fieldType: FormFieldType;
  fieldHelperText?: string;
  fieldVariants: string[];
  fieldRequired: boolean;
}

/** A field's values, checked for its form: offered type, variants only where they apply. */
export function fieldValues(formId: string, req: FieldInput) {
  if (!fieldTypesOf(formId).includes(req.fieldType)) {
    throw invalidArgument('fieldType', `type ${req.fieldType} is not offered in this form.`);
  }
  const fieldName = plainText(req.fieldName, 'fieldName', LIMITS.title);
  if (fieldName === '') throw invalidArgument('fieldName', 'Name is required.');
  if (!hasVariants(req.fieldType) && req.fieldVariants.length > 0) {
    throw invalidArgument('fieldVariants', 'only multiple and single choice fields have variants.');
  }
  if (req.fieldVariants.length > FORM_LIMITS.variants) {
    throw invalidArgument('fieldVariants', `at most ${FORM_LIMITS.variants} variants.`);
  }
  const fieldVariants = req.fieldVariants.map((v) =>
    plainText(v, 'fieldVariants', FORM_LIMITS.variant),
  );
  // Multiple choice answers are stored comma-separated (§3): a comma in a variant would split it.
  if (fieldVariants.some((v) => v === '' || v.includes(','))) {
    throw invalidArgument('fieldVariants', 'a variant must be non-empty and without commas.');
  }
  if (new Set(fieldVariants).size !== fieldVariants.length) {
    throw invalidArgument('fieldVariants', 'variants must differ.');
  }
  return {
    fieldName,
    fieldType: req.fieldType,
    fieldHelperText: plainText(req.fieldHelperText ?? '', 'fieldHelperText', undefined, 'many'),
    fieldVariants,
    fieldRequired: req.fieldRequired,
  };
}
