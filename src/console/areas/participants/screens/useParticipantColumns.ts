// The columns of the participants table from the event's two registration forms (followed live).
import { useMemo } from 'react';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../../common/forms';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import type { SnapshotHeader } from '../../../../common/participantsSnapshot';
import { useAppSelector } from '../../../app/hooks';
import { fieldsInOrder, selectFormsView } from '../../../entities/forms';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { allColumns } from './columns';

/** Follows the event's forms and the fields of its registration and survey forms. */
export function useRegistrationForms(eventId: string) {
  const synced = useLiveTarget(LIVE_TARGETS.forms.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.formFields.path({ eventId, formId: REGISTRATION_FORM_ID }));
  useLiveTarget(LIVE_TARGETS.formFields.path({ eventId, formId: SURVEY_FORM_ID }));
  const view = useAppSelector((s) => selectFormsView(s, eventId));
  return useMemo(
    () => ({
      synced,
      registration: view.forms.get(REGISTRATION_FORM_ID),
      userData: fieldsInOrder(view, REGISTRATION_FORM_ID),
      survey: view.forms.has(SURVEY_FORM_ID) ? fieldsInOrder(view, SURVEY_FORM_ID) : [],
    }),
    [synced, view],
  );
}

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
