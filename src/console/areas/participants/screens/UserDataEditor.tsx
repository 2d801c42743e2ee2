// The user-data card's fields in edit mode (spec/content.md §2.18): each field saves on its
// own, when it is left changed and valid (text) or when its upload ends.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { REGISTRATION_FORM_ID } from '../../../../common/forms';
import { useAppDispatch } from '../../../app/hooks';
import type { FieldView } from '../../../entities/forms';
import { answerOf } from '../../../entities/participantsList';
import { useUpdateParticipantMutation } from '../../../entities/participantsList';
import type { ParticipantItem } from '../../../entities/participantsList';
import { notified } from '../../../ui/notificationsSlice';
import { AnswerInput } from './AnswerInput';
import { useAnswerError } from './useAnswerError';
import { ERROR_PREFIX } from './errorPrefix';
import { useAreaFailure } from '../../../ui/itemForm';

export function UserDataEditor(props: { item: ParticipantItem; fields: FieldView[] }) {
  return (
    <Stack gap={4}>
      {props.fields.map((field) => {
        const remote = answerOf(props.item, REGISTRATION_FORM_ID, field.fieldId);
        // Keyed by the held answer: a change from elsewhere (or our own echo) starts it afresh.
        return (
          <SavedAnswer
            key={`${field.fieldId}:${remote}`}
            item={props.item}
            field={field}
            remote={remote}
          />
        );
      })}
    </Stack>
  );
}

function SavedAnswer({
  item,
  field,
  remote,
}: {
  item: ParticipantItem;
  field: FieldView;
  remote: string;
}) {
  const dispatch = useAppDispatch();
  const fail = useAreaFailure(ERROR_PREFIX);
  const [update] = useUpdateParticipantMutation();
  const errorOf = useAnswerError();
  const [value, setValue] = useState(remote);
  const [error, setError] = useState('');
  const commit = async (next: string) => {
    if (next === remote) return setError('');
    const problem = errorOf(field, next);
    setError(problem);
    if (problem) return undefined;
    try {
      await update({
        eventId: item.eventId,
        clientId: item.clientId,
        formId: REGISTRATION_FORM_ID,
        fieldId: field.fieldId,
        value: next.trim(),
      }).unwrap();
      dispatch(notified({ text: 'message.updated' }));
    } catch (failure) {
      fail(failure);
    }
    return undefined;
  };
  return (
    <AnswerInput
      eventId={item.eventId}
      field={field}
      value={value}
      error={error}
      onChange={setValue}
      onCommit={(next) => void commit(next)}
    />
  );
}
