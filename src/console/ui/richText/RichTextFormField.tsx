// A rich-text field of a Formik form: its rules run on change and on blur, and their messages
// show beneath it (spec/console.md §2.25). Apart from ui/form, so the routes whose forms have no
// rich text (sign-in, the event list) do not carry its stand-in and sanitiser.
import { useField } from 'formik';
import { FieldConflictNote, useRuleMessage } from '../form';
import { RichTextField } from './RichTextField';

export function RichTextFormField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  const error: unknown = meta.error;
  return (
    <>
      <RichTextField
        label={label}
        value={field.value}
        onChange={(html) => void helpers.setValue(html, true)}
        onBlur={() => void helpers.setTouched(true, true)}
        errorText={error === undefined ? undefined : ruleMessage(error)}
      />
      <FieldConflictNote name={name} />
    </>
  );
}
