// A text preference (spec/console.md §2.20): payload {value}. Once the text differs from the
// saved one, a clear (x) and a check button appear; Enter or the check validates with the
// shared rule and saves (an empty text deletes the preference); clear only empties the field.
// The screen's leave guard learns of an unsaved change through onDraftChange.
import { Field, HStack, IconButton, Input, InputGroup, Spinner } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';
import { useAppSelector } from '../../../app/hooks';
import { useRuleMessage } from '../../../ui/form';
import { CheckIcon, ClearIcon } from '../../../ui/widgetIcons';
import {
  selectPendingPreferenceKeys,
  selectPreferenceView,
  usePreferenceSave,
} from '../../../entities/preferences';
import { useT } from '../../../app/useT';

export interface PreferenceTextFieldProps {
  eventId: string;
  preferenceKey: string;
  label: string;
  placeholder?: string;
  helperText?: string;
  type?: 'text' | 'url';
  /** The shared rule a non-empty value must pass (the server checks it again). */
  rule: Schema<string>;
  onDraftChange: (key: string, drafting: boolean) => void;
}

export function PreferenceTextField(props: PreferenceTextFieldProps) {
  const { eventId, preferenceKey, label, placeholder, helperText, rule, onDraftChange } = props;
  const type = props.type ?? 'text';
  const t = useT('wording');
  const ruleMessage = useRuleMessage();
  const saved = useAppSelector((s) => selectPreferenceView(s, eventId))[preferenceKey]?.value ?? '';
  const pending = useAppSelector((s) => selectPendingPreferenceKeys(s, eventId)).has(preferenceKey);
  const save = usePreferenceSave(eventId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);
  const changed = draft !== null && draft !== saved;

  useEffect(() => {
    onDraftChange(preferenceKey, changed);
  }, [changed, preferenceKey, onDraftChange]);

  const commit = () => {
    if (draft === null || !changed) return;
    const text = draft.trim();
    if (text === '') {
      // Nothing saved and nothing typed: there is nothing to delete.
      if (saved !== '') void save(preferenceKey, null);
      setDraft(null);
      return;
    }
    try {
      rule.validateSync(text);
    } catch (invalid) {
      if (!(invalid instanceof ValidationError)) throw invalid;
      setError(invalid.errors[0] ?? invalid.message);
      return;
    }
    void save(preferenceKey, { value: text });
    // The optimistic view now holds the text: show it from there.
    setDraft(null);
  };

  const actions = (
    <HStack gap={0}>
      {pending && (
        <Spinner size="sm" color="primary" role="status" aria-label={t('saving', { label })} />
      )}
      {changed && (
        <>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('preference.clear')}
            onClick={() => {
              setDraft('');
              setError(null);
              input.current?.focus();
            }}
          >
            <ClearIcon />
          </IconButton>
          <IconButton size="xs" variant="ghost" aria-label={t('preference.save')} onClick={commit}>
            <CheckIcon />
          </IconButton>
        </>
      )}
    </HStack>
  );

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>{label}</Field.Label>
      <InputGroup endElement={actions}>
        <Input
          ref={input}
          type={type}
          value={draft ?? saved}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </InputGroup>
      {error !== null ? (
        <Field.ErrorText>{ruleMessage(error)}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
