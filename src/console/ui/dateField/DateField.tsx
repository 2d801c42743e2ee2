// The console's one date field (issue 9): typed in the interface language's format (ru
// 24.11.2026, en 11/24/2026) whatever the browser's locale, with a calendar button, and the
// value given to the caller as ISO YYYY-MM-DD. What cannot be read as a real date is handed on
// as typed, so the caller's ISO rule holds the form back, and the field says what is wrong.
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../common/rules';
import { DATE_LOCALE } from '../../i18n';
import { CalendarButton } from './CalendarButton';
import { dateLayout, datePattern, formatDate, readDate } from './dateText';
import type { DateLayout } from './dateText';

export interface DateFieldProps {
  label: string;
  /** ISO YYYY-MM-DD, '' for none, or what the user typed that is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The caller's message (a rule of the form), shown when the text itself is a date. */
  error?: string;
  /** Show the field's own problem before it is left (a submitted form). */
  touched?: boolean;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** ISO YYYY-MM-DD whose month the calendar opens on while the field is empty. */
  near?: string;
}

const shown = (value: string, layout: DateLayout) => formatDate(value, layout) || value;

export function DateField(props: DateFieldProps) {
  const { label, value, onChange, onBlur, name, error, touched, required, disabled } = props;
  const { t, i18n } = useTranslation('common');
  const locale = DATE_LOCALE[i18n.language as keyof typeof DATE_LOCALE] ?? i18n.language;
  const layout = dateLayout(locale);
  const [draft, setDraft] = useState(() => ({ text: shown(value, layout), value, locale }));
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a server echo) or a language switch rewrites the text.
  if (draft.value !== value || draft.locale !== locale)
    setDraft({ text: shown(value, layout), value, locale });
  const text = draft.value === value && draft.locale === locale ? draft.text : shown(value, layout);

  const iso = isIsoDate(value) ? value : '';
  const reading = readDate(text, layout);
  const type = (next: string) => {
    const read = readDate(next, layout);
    const nextValue = read.kind === 'date' ? read.iso : read.kind === 'empty' ? '' : next;
    setDraft({ text: next, value: nextValue, locale });
    onChange(nextValue);
  };
  // The calendar is memoised: it gets a handler that stays the same and calls the latest one.
  const latestPick = useRef<(picked: string) => void>(() => undefined);
  useLayoutEffect(() => {
    latestPick.current = (picked) => type(formatDate(picked, layout));
  });
  const pick = useCallback((picked: string) => latestPick.current(picked), []);
  const pattern = datePattern(layout, {
    day: t('dateField.letter.day'),
    month: t('dateField.letter.month'),
    year: t('dateField.letter.year'),
  });
  const own =
    reading.kind === 'impossible'
      ? t('dateField.impossible', { text: text.trim() })
      : reading.kind === 'malformed'
        ? t('dateField.malformed', { pattern })
        : undefined;
  const message = own ? (left || touched ? own : undefined) : error;

  return (
    <Field.Root invalid={message !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <InputGroup
        endElement={
          <CalendarButton
            iso={iso}
            near={props.near && isIsoDate(props.near) ? props.near : ''}
            locale={locale}
            disabled={disabled}
            onPick={pick}
          />
        }
      >
        <Input
          name={name}
          value={text}
          placeholder={pattern}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => type(e.target.value)}
          onBlur={() => {
            setLeft(true);
            // 1.2.2026 reads back as 01.02.2026 once left; the value is the same.
            if (reading.kind === 'date')
              setDraft({ text: formatDate(reading.iso, layout), value, locale });
            onBlur?.();
          }}
        />
      </InputGroup>
      {props.helperText && message === undefined && (
        <Field.HelperText>{props.helperText}</Field.HelperText>
      )}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
