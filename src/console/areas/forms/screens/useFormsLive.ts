// Follows the event's forms and the fields of the given forms; returns the reconciled view and
// whether the forms target has its first snapshot.
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { selectFormsView } from '../../../entities/forms';
import { useLiveTarget } from '../../../live/useLiveTarget';

/** Follows one form's fields (a hook per form: the number of forms a screen shows is fixed). */
export function useFieldsLive(eventId: string, formId: string | null): void {
  useLiveTarget(formId ? LIVE_TARGETS.formFields.path({ eventId, formId }) : null);
}

export function useFormsLive(eventId: string) {
  const synced = useLiveTarget(LIVE_TARGETS.forms.path({ eventId }));
  const view = useAppSelector((s) => selectFormsView(s, eventId));
  return { synced, view };
}
