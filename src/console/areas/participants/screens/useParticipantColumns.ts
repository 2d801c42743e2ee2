// The columns of the participants table from the event's two registration forms (followed live).
import { useMemo } from 'react';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../../common/forms';
import type { SnapshotHeader } from '../../../../common/participantsSnapshot';
import { useRegistrationForms } from '../../../entities/participantsList';
import { allColumns } from './columns';

export function useParticipantColumns(eventId: string, header: SnapshotHeader | null) {
  const { userData, survey } = useRegistrationForms(eventId);
  return useMemo(() => {
    const columns = allColumns(header, userData, survey);
    const group = (formId: string) => columns.filter((c) => c.key.startsWith(`${formId}/`));
    const fixed = columns.filter((c) => !c.key.includes('/'));
    return {
      columns,
      groups: { userData: group(REGISTRATION_FORM_ID), survey: group(SURVEY_FORM_ID), fixed },
    };
  }, [header, userData, survey]);
}
