import { FormFieldType } from '../../generated/manager/model_pb';
import { answerProblem, fieldTypesOf, isFormId, joinChoices, splitChoices } from './forms';

const T = FormFieldType;
const field = (fieldType: FormFieldType, fieldRequired = true, fieldVariants: string[] = []) => ({
  fieldType,
  fieldRequired,
  fieldVariants,
});

describe('form rules', () => {
  it('knows the three shapes of form id', () => {
    expect(
      ['registration', 'basic_survey_form', 'feedback_abc-12', `feedback_${'a'.repeat(25)}`].map(
        isFormId,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['feedback_abcde', `feedback_${'a'.repeat(26)}`, 'feedback_abc def', 'feedback', 'other'].map(
        isFormId,
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it('offers the field types of §9 per form', () => {
    expect(fieldTypesOf('basic_survey_form')).toEqual([T.TEXT, T.SELECTBOX, T.CHECKBOX]);
    expect(fieldTypesOf('feedback_abcdef')).not.toContain(T.FILE);
    expect(fieldTypesOf('registration')).toContain(T.AVATAR);
  });

  it('checks answers by field type', () => {
    expect(answerProblem(field(T.PHONE), '+7(999) 123-45-67')).toBeNull();
    expect(answerProblem(field(T.PHONE), '8(999) 123-45-67')).toBeNull();
    expect(answerProblem(field(T.PHONE), '89991234567')).toBe('phoneInvalid');
    expect(answerProblem(field(T.EMAIL), 'a@b.ru')).toBeNull();
    expect(answerProblem(field(T.EMAIL), 'a@b')).toBe('emailInvalid');
    expect(answerProblem(field(T.TEXT), ' ')).toBe('fieldRequired');
    expect(answerProblem(field(T.TEXT, false), '')).toBeNull();
    expect(answerProblem(field(T.SELECTBOX, true, ['a', 'b']), 'b')).toBeNull();
    expect(answerProblem(field(T.SELECTBOX, true, ['a', 'b']), 'a,b')).toBe('answerVariant');
    expect(answerProblem(field(T.CHECKBOX, true, ['a', 'b']), 'a,b')).toBeNull();
    expect(answerProblem(field(T.CHECKBOX, true, ['a', 'b']), 'a,c')).toBe('answerVariant');
    expect(answerProblem(field(T.TEXT), 'x'.repeat(2_001))).toBe('answerTooLong');
  });

  it('stores multiple choice comma-separated and reads it back as a list', () => {
    expect(joinChoices(['Доклады', 'Кофе'])).toBe('Доклады,Кофе');
    expect(splitChoices('Доклады,Кофе')).toEqual(['Доклады', 'Кофе']);
    expect(splitChoices('')).toEqual([]);
  });
});
