// A rich-text field of a Formik form: its rules run on change and blur, their messages show
// beneath it (spec/console.md §2.25).
import { Field, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import { useRuleMessage } from '../../../ui/form/useRuleMessage';

export function RichTextFormField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  const error: unknown = meta.error;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Textarea {...field} autoresize />
      <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>
    </Field.Root>
  );
}
