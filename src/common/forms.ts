// The rules of registration and feedback forms (spec/content.md §3, §5, §9), once for the
// server, the console and the attendee app: which form ids exist, which field types each form
// offers, and how an answer is checked by its field's type.
import { FormFieldGroup, FormFieldType } from '../../generated/manager/model_pb';

export const REGISTRATION_FORM_ID = 'registration';
export const SURVEY_FORM_ID = 'basic_survey_form';
export const FEEDBACK_PREFIX = 'feedback_';
/** The id part of a feedback form ('feedback_{id}'). */
export const FEEDBACK_ID_PATTERN = /^[a-zA-Z0-9_-]{6,25}$/;
/** Most fields a form may hold, and answer variants a field may offer. */
export const FORM_LIMITS = { fields: 100, variants: 100, variant: 200, answer: 2_000 } as const;

/** A phone as the mask '#(###) ###-##-##' writes it, with an optional leading '+'. */
export const PHONE_PATTERN = /^\+?\d\(\d{3}\) \d{3}-\d{2}-\d{2}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const T = FormFieldType;
const USER_DATA_TYPES = [T.FIO, T.PHONE, T.EMAIL, T.TEXT, T.AVATAR, T.FILE];
const SURVEY_TYPES = [T.TEXT, T.SELECTBOX, T.CHECKBOX];
const FEEDBACK_TYPES = [T.FIO, T.PHONE, T.EMAIL, T.TEXT, T.SELECTBOX, T.CHECKBOX];

/** Answers that are the id of an uploaded file: a photo or a document. */
export const isFileField = (type: FormFieldType): boolean => type === T.FILE || type === T.AVATAR;

/**
 * The participant's own column a user-data answer also fills: the name and the phone are made
 * of these answers, so a table or a file shows them once, in that column.
 */
export const participantColumnOf = (type: FormFieldType): 'clientName' | 'clientPhone' | null =>
  type === T.FIO ? 'clientName' : type === T.PHONE ? 'clientPhone' : null;

export const isFeedbackFormId = (formId: string): boolean =>
  formId.startsWith(FEEDBACK_PREFIX) &&
  FEEDBACK_ID_PATTERN.test(formId.slice(FEEDBACK_PREFIX.length));

export const isFormId = (formId: string): boolean =>
  formId === REGISTRATION_FORM_ID || formId === SURVEY_FORM_ID || isFeedbackFormId(formId);

/** The forms a participant answers in the console (user data and survey). */
export const isParticipantFormId = (formId: string): boolean =>
  formId === REGISTRATION_FORM_ID || formId === SURVEY_FORM_ID;

/** The field types a form offers (§9); the registration form also takes photo and file. */
export function fieldTypesOf(formId: string): readonly FormFieldType[] {
  if (formId === REGISTRATION_FORM_ID) return USER_DATA_TYPES;
  if (formId === SURVEY_FORM_ID) return SURVEY_TYPES;
  return FEEDBACK_TYPES;
}

export function fieldGroupOf(formId: string): FormFieldGroup {
  if (formId === REGISTRATION_FORM_ID) return FormFieldGroup.USER_DATA;
  if (formId === SURVEY_FORM_ID) return FormFieldGroup.SURVEY_FORM;
  return FormFieldGroup.FORM_FIELD_GROUP_UNKNOWN;
}

export const hasVariants = (type: FormFieldType): boolean =>
  type === T.CHECKBOX || type === T.SELECTBOX;

/** A multiple-choice answer is stored as comma-separated text (§3) and read back as a list. */
export const splitChoices = (value: string): string[] =>
  value === '' ? [] : value.split(',').map((v) => v.trim());
export const joinChoices = (choices: readonly string[]): string => choices.join(',');

export interface AnswerField {
  fieldType: FormFieldType;
  fieldRequired: boolean;
  fieldVariants: readonly string[];
}

/**
 * What is wrong with an answer, as a rules.json key, or null when it is fine: 'fieldRequired'
 * only for an empty one; a filled one that is wrong says what is wrong (issue 30, item 18). Files and photos
 * are file ids; whether the file is the event's is the server's check.
 */
export function answerProblem(field: AnswerField, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return field.fieldRequired ? 'fieldRequired' : null;
  if (value.length > FORM_LIMITS.answer) return 'answerTooLong';
  switch (field.fieldType) {
    case T.PHONE:
      return PHONE_PATTERN.test(value) ? null : 'phoneInvalid';
    case T.EMAIL:
      return EMAIL_PATTERN.test(value) ? null : 'emailInvalid';
    case T.SELECTBOX:
      return field.fieldVariants.includes(value) ? null : 'answerVariant';
    case T.CHECKBOX:
      return splitChoices(value).every((c) => field.fieldVariants.includes(c))
        ? null
        : 'answerVariant';
    default:
      return null;
  }
}
