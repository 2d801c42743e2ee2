// Test data for the form builder: forms and fields delivered the way the live feed does.
import { liveCurrent } from '../../../../client/live';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import type { AppStore } from '../../../app/store';

export const EVENT_ID = 'event-1';

export function deliverForms(
  store: AppStore,
  forms: { formId: string; name?: string; requiredForm?: boolean; sequenceOfFields?: string[] }[],
) {
  const path = LIVE_TARGETS.forms.path({ eventId: EVENT_ID });
  deliver(
    store,
    path,
    forms.map((f) => [f.formId, { case: 'form', value: { eventId: EVENT_ID, ...f } }]),
  );
  store.dispatch(liveCurrent({ path, resumeToken: '' }));
}

export function deliverFields(
  store: AppStore,
  formId: string,
  fields: { fieldId: string; fieldName: string; fieldType: number; fieldRequired?: boolean }[],
) {
  deliver(
    store,
    LIVE_TARGETS.formFields.path({ eventId: EVENT_ID, formId }),
    fields.map((f) => [
      f.fieldId,
      { case: 'formField', value: { eventId: EVENT_ID, formId, ...f } },
    ]),
  );
}

/** Feedback answers as the answers target delivers them; values by field id. */
export function deliverAnswers(
  store: AppStore,
  formId: string,
  answers: { answerId: string; createdAt: number; values: Record<string, string> }[],
) {
  deliver(
    store,
    LIVE_TARGETS.feedbackAnswers.path({ eventId: EVENT_ID, formId }),
    answers.map((a) => [
      a.answerId,
      {
        case: 'feedbackAnswer',
        value: {
          eventId: EVENT_ID,
          formId,
          answerId: a.answerId,
          createdAt: a.createdAt,
          fieldResults: Object.entries(a.values).map(([fieldId, value]) => ({ fieldId, value })),
        },
      },
    ]),
  );
}

export const queuedCalls = (store: AppStore) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);
