// Create mode of the participant item (spec/content.md §2.18): every user-data field is checked
// on submit (files and photos by the required rule too), then the participant is created from
// the user-data answers and the user goes back to the list. Leaving with answers typed asks.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { useAppDispatch } from '../../../app/hooks';
import type { FieldView } from '../../../entities/forms';
import { useCreateParticipantMutation } from '../../../entities/participantsList';
import { notified } from '../../../ui/notificationsSlice';
import { useUnsavedChangesGuard } from '../../../ui/useUnsavedChangesGuard';
import { AnswerInput } from './AnswerInput';
import { useAnswerError } from './useAnswerError';
import { ERROR_PREFIX } from './errorPrefix';
import { useAreaFailure } from '../../../ui/itemForm';
import { useT } from '../../../app/useT';
import { BusyButton } from '../../../ui/BusyButton';

export function CreateParticipantForm({
  eventId,
  fields,
}: {
  eventId: string;
  fields: FieldView[];
}) {
  const t = useT('participants');
  const dispatch = useAppDispatch();
  const fail = useAreaFailure(ERROR_PREFIX);
  const navigate = useNavigate();
  const [create] = useCreateParticipantMutation();
  const errorOf = useAnswerError();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const dirty = Object.values(values).some((v) => v.trim() !== '');

  const submit = async () => {
    const found = Object.fromEntries(
      fields.map((f) => [f.fieldId, errorOf(f, values[f.fieldId] ?? '')]),
    );
    setErrors(found);
    if (Object.values(found).some(Boolean)) throw new Error('invalid');
    setSubmitting(true);
    try {
      const answers = fields
        .map((f) => ({ fieldId: f.fieldId, value: (values[f.fieldId] ?? '').trim() }))
        .filter((a) => a.value !== '');
      await create({ eventId, clientId: uuidv7(), answers }).unwrap();
      dispatch(notified({ text: 'message.created' }));
      setValues({});
      void navigate('..', { relative: 'path' });
    } catch (failure) {
      fail(failure);
      throw failure;
    } finally {
      setSubmitting(false);
    }
  };
  useUnsavedChangesGuard({ when: dirty && !submitting, save: submit });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit().catch(() => undefined);
      }}
    >
      <Stack gap={4}>
        {fields.map((field) => (
          <AnswerInput
            key={field.fieldId}
            eventId={eventId}
            field={field}
            value={values[field.fieldId] ?? ''}
            error={errors[field.fieldId] ?? ''}
            onChange={(value) => setValues((v) => ({ ...v, [field.fieldId]: value }))}
            onCommit={(value) =>
              errors[field.fieldId] &&
              setErrors((e) => ({ ...e, [field.fieldId]: errorOf(field, value) }))
            }
            onBusyChange={setBusy}
          />
        ))}
        <BusyButton
          type="submit"
          colorPalette="primary"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          disabled={!dirty || busy || submitting}
          loading={submitting}
        >
          {t('item.create')}
        </BusyButton>
      </Stack>
    </form>
  );
}
