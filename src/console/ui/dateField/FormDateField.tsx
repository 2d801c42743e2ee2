import { useField } from 'formik';
import { DateField } from './DateField';
import { useRuleMessage } from '../form';

interface FormDateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Called instead of setting the value (a change that moves other fields with it). */
  onChange?: (value: string) => void;
  /** ISO YYYY-MM-DD whose month the calendar opens on while the field is empty. */
  near?: string;
}

/** The date field bound to a Formik value (ISO YYYY-MM-DD); the rule's message once touched. */
export function FormDateField(props: FormDateFieldProps) {
  const { name, label, required, disabled, onChange, near } = props;
  const [field, meta, helpers] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  // Formik types errors as strings; the shared Yup rules put RuleMessage objects there.
  const error: unknown = meta.error;
  return (
    <DateField
      name={name}
      label={label}
      value={field.value}
      onChange={(value) => (onChange ? onChange(value) : void helpers.setValue(value))}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && error !== undefined ? ruleMessage(error) : undefined}
      touched={meta.touched}
      required={required}
      disabled={disabled}
      near={near}
    />
  );
}
