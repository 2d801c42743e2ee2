// A time of day typed as 24-hour HH:MM in every interface language (issue 30, item 15). The
// browser's own time input follows the operating system's locale ("02:30 PM"), not the
// interface's, so this is a text field: digits with or without a separator ("930", "9.30")
// become "09:30" when it is left.
import { Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { useT } from '../../app/useT';

/** "930", "9:30", "9.30" → "09:30"; anything else as typed (the form's rule names it). */
export function normaliseTime(text: string): string {
  const match = /^\s*(\d{1,2})[:.\s]?(\d{2})\s*$/.exec(text);
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}` : text;
}

export interface TimeInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function TimeInput({ value, onValueChange, onBlur, ...rest }: TimeInputProps) {
  const t = useT('common');
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('timeField.placeholder')}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        const normal = normaliseTime(value);
        if (normal !== value) onValueChange(normal);
        onBlur?.(event);
      }}
    />
  );
}
