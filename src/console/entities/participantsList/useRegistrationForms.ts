// The event's registration and survey forms with their fields in form order, followed live:
// the participants screens and the import's column mapping read them.
import { useMemo } from 'react';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../common/forms';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { useAppSelector } from '../../app/hooks';
import { fieldsInOrder, selectFormsView } from '../forms';
import { useLiveTarget } from '../../live/useLiveTarget';

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
