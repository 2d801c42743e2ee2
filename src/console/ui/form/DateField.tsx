// The console's one date field (issue 9): typed in the interface language's format (ru
// 24.11.2026, en 11/24/2026) whatever the browser's locale, with a calendar button, and the
// value given to the caller as ISO YYYY-MM-DD. What cannot be read as a real date is handed on
// as typed, so the caller's ISO rule holds the form back, and the field says what is wrong.
import {
  DatePicker,
  Field,
  IconButton,
  Input,
  InputGroup,
  Portal,
  parseDate,
} from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '../../../common/rules';
import { DATE_LOCALE } from '../../i18n';
import { CalendarIcon } from '../icons';
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

  const picked = useMemo(() => (isIsoDate(value) ? [parseDate(value)] : []), [value]);
  const reading = readDate(text, layout);
  const type = (next: string) => {
    const read = readDate(next, layout);
    const nextValue = read.kind === 'date' ? read.iso : read.kind === 'empty' ? '' : next;
    setDraft({ text: next, value: nextValue, locale });
    onChange(nextValue);
  };
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
      <DatePicker.Root
        // The recipe comes with the screens that use the field, not the system every route loads.
        recipe={datePickerSlotRecipe}
        width="full"
        // The calendar's tables are drawn only while it is open: typing re-renders the field.
        lazyMount
        unmountOnExit
        locale={locale}
        startOfWeek={1}
        disabled={disabled}
        value={picked}
        onValueChange={(d) => {
          const iso = d.value[0]?.toString();
          if (iso) type(formatDate(iso, layout));
        }}
        translations={{
          dayCell: (c) => t('dateField.choose', { date: c.valueText }),
          prevTrigger: () => t('dateField.previous'),
          nextTrigger: () => t('dateField.next'),
          viewTrigger: () => t('dateField.view'),
          trigger: () => t('dateField.calendar'),
          content: t('dateField.calendar'),
        }}
      >
        <DatePicker.Control>
          <InputGroup
            endElement={
              <DatePicker.Trigger asChild unstyled>
                <IconButton
                  variant="ghost"
                  size="xs"
                  me="-2"
                  aria-label={t('dateField.calendar')}
                >
                  <CalendarIcon />
                </IconButton>
              </DatePicker.Trigger>
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
        </DatePicker.Control>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {props.helperText && message === undefined && (
        <Field.HelperText>{props.helperText}</Field.HelperText>
      )}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}
