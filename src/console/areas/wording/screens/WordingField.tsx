// One wording field (spec/console.md §2.20): it saves itself, one UpsertTranslate per field, a
// moment after the typing stops (or on blur / Enter), and shows its own spinner until the live
// feed has echoed the write. What is typed and not yet queued is a draft: the screen's leave
// guard knows of it, and it is queued on unmount too, so nothing typed is lost.
import { Field, Input, InputGroup, Spinner } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { failureNotified } from '../../../ui/notificationsSlice';
import { translationsApi } from '../../../entities/translations';
import { useT } from '../../../app/useT';

/** How long the typing must pause before the field saves. */
export const WORDING_SAVE_DELAY_MS = 600;

export interface WordingFieldProps {
  eventId: string;
  fieldKey: string;
  label: string;
  placeholder: string;
  /** What the event has now (the optimistic view, else the default value). */
  value: string;
  /** A write on this key waits for the server. */
  pending: boolean;
  onDraftChange: (fieldKey: string, drafting: boolean) => void;
}

export function WordingField(props: WordingFieldProps) {
  const { eventId, fieldKey, label, placeholder, value, pending, onDraftChange } = props;
  const t = useT('wording');
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The unmount flush needs the latest draft and value without re-running effects.
  const latest = useRef({ draft, value });
  useLayoutEffect(() => {
    latest.current = { draft, value };
  });

  const save = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (text === latest.current.value) return;
      const write = translationsApi.endpoints.upsertTranslation.initiate(
        { eventId, key: fieldKey, value: text },
        { track: false },
      );
      dispatch(write)
        .unwrap()
        .catch((error: unknown) => dispatch(failureNotified((error as CallError).message)));
    },
    [dispatch, eventId, fieldKey],
  );

  const commit = () => {
    const text = latest.current.draft;
    if (text === null) return;
    save(text);
    // The optimistic view now holds the text: show it from there.
    setDraft(null);
  };

  useEffect(() => {
    onDraftChange(fieldKey, draft !== null);
  }, [draft, fieldKey, onDraftChange]);

  useEffect(
    () => () => {
      const text = latest.current.draft;
      if (timer.current && text !== null) save(text);
    },
    [save],
  );

  const change = (text: string) => {
    setDraft(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      save(text);
      setDraft(null);
    }, WORDING_SAVE_DELAY_MS);
  };

  const busy = pending || draft !== null;
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          busy ? (
            <Spinner size="sm" color="primary" role="status" aria-label={t('saving', { label })} />
          ) : undefined
        }
      >
        <Input
          value={draft ?? value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
