import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useField } from 'formik';
import { FieldConflictNote } from './FieldConflictNote';
import { useRuleMessage } from './useRuleMessage';

interface FormTextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Text shown before the input, as part of the value it stands for (a URL's base). */
  startAddon?: string;
}

/** A labelled Formik input whose rule message shows beneath it once touched (blur or submit). */
export function FormTextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  readOnly,
  disabled,
  helperText,
  startAddon,
}: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  // Formik types errors as strings; the shared Yup rules put RuleMessage objects there.
  const error: unknown = meta.error;
  const invalid = meta.touched && error !== undefined;
  const input = (
    <Input
      {...field}
      type={type}
      autoComplete={autoComplete}
      inputMode={type === 'email' ? 'email' : undefined}
      spellCheck={type === 'text' ? undefined : false}
      readOnly={readOnly}
    />
  );
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {startAddon ? (
        <InputGroup startAddon={startAddon} startAddonProps={{ maxW: '60%', truncate: true }}>
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {helperText && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>
      <FieldConflictNote name={name} />
    </Field.Root>
  );
}
