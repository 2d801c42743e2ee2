// A Formik select of the IANA time zones this browser knows (the event's schedule zone). A zone
// the browser does not list (an alias the server accepted) stays selectable as it is.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import { useMemo } from 'react';
import { useRuleMessage } from './useRuleMessage';

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

export function TimeZoneField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const ruleMessage = useRuleMessage();
  const error: unknown = meta.error;
  const zones = useMemo(
    () => (field.value && !ZONES.includes(field.value) ? [field.value, ...ZONES] : ZONES),
    [field.value],
  );
  return (
    <Field.Root invalid={meta.touched && error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error !== undefined && <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
