import { Field, Input } from '@chakra-ui/react';
import { useField } from 'formik';
import { useRuleMessage } from './useRuleMessage';

interface FormTextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** A labelled Formik input whose rule message shows beneath it once touched (blur or submit). */
export function FormTextField({ name, label, type = 'text', autoComplete }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  // Formik types errors as strings; the shared Yup rules put RuleMessage objects there.
  const error: unknown = meta.error;
  const invalid = meta.touched && error !== undefined;
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...field}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        spellCheck={type === 'text' ? undefined : false}
      />
      <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>
    </Field.Root>
  );
}
