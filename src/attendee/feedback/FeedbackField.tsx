// One field of a feedback form as the attendee fills it: a text box by type, radio buttons for
// a single choice, checkboxes for several. Its error, if any, is tied to it for screen readers.
import { FormFieldType as T } from '../../../generated/manager/model_pb';
import { joinChoices, splitChoices } from '../../common/forms';
import type { PublicFormField } from '../../common/publicFeedback';
import { formatPhone } from './phone';

interface Props {
  field: PublicFormField;
  value: string;
  error: string | null;
  requiredText: string;
  onChange: (value: string) => void;
}

const INPUT_TYPE: Partial<Record<number, string>> = { [T.PHONE]: 'tel', [T.EMAIL]: 'email' };
const AUTOCOMPLETE: Partial<Record<number, string>> = {
  [T.PHONE]: 'tel',
  [T.EMAIL]: 'email',
  [T.FIO]: 'name',
};

export function FeedbackField({ field, value, error, requiredText, onChange }: Props) {
  const id = `field-${field.fieldId}`;
  const describedBy =
    [field.fieldHelperText ? `${id}-help` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const label = (
    <>
      {field.fieldName}
      {field.fieldRequired ? <span aria-label={requiredText}> *</span> : null}
    </>
  );
  const notes = (
    <>
      {field.fieldHelperText ? (
        <p id={`${id}-help`} className="muted">
          {field.fieldHelperText}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
  if (field.fieldType === T.SELECTBOX || field.fieldType === T.CHECKBOX) {
    const multiple = field.fieldType === T.CHECKBOX;
    const chosen = splitChoices(value);
    const toggle = (variant: string, on: boolean) =>
      onChange(
        multiple
          ? joinChoices(
              field.fieldVariants.filter((v) => (v === variant ? on : chosen.includes(v))),
            )
          : variant,
      );
    return (
      <fieldset
        className="field"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend>{label}</legend>
        {field.fieldVariants.map((variant) => (
          <label key={variant} className="choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={chosen.includes(variant)}
              onChange={(e) => toggle(variant, e.target.checked)}
            />
            {variant}
          </label>
        ))}
        {notes}
      </fieldset>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={INPUT_TYPE[field.fieldType] ?? 'text'}
        autoComplete={AUTOCOMPLETE[field.fieldType]}
        value={value}
        required={field.fieldRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) =>
          onChange(field.fieldType === T.PHONE ? formatPhone(e.target.value) : e.target.value)
        }
      />
      {notes}
    </div>
  );
}
