// The forms and fields a screen shows: the live documents with the user's unechoed writes
// applied in queue order, each marked while it waits.
import { createSelector } from '@reduxjs/toolkit';
import type { Form, FormField } from '../../../../generated/manager/model_pb';
import { isFeedbackFormId } from '../../../common/forms';
import type { RootState } from '../../app/store';
import { selectOwnUnechoedWrites } from '../events';
import type { Pending } from '../liveCollection';
import { writeRegistry } from '../writes';
import { formWrites } from './formWrites';
import type { FormsDraft } from './formWrites';
import { selectEventFieldDocs, selectEventFormDocs } from './formsSlice';

export type FormView = Pending<Form>;
export type FieldView = Pending<FormField>;

const registry = writeRegistry<FormsDraft>(Object.values(formWrites));

/** Use as `useAppSelector((s) => selectFormsView(s, eventId))`. */
export const selectFormsView = createSelector(
  [
    selectEventFormDocs,
    selectEventFieldDocs,
    selectOwnUnechoedWrites,
    (_s: RootState, eventId: string) => eventId,
  ],
  (forms, fields, writes, eventId): FormsDraft => {
    const draft: FormsDraft = {
      eventId,
      forms: new Map(forms.map((f) => [f.formId, { ...f, pending: false }])),
      fields: new Map(fields.map((f) => [f.fieldId, { ...f, pending: false }])),
    };
    for (const write of writes) registry.apply(draft, write);
    return draft;
  },
);

/**
 * A form's live fields in the form's order; a field the order does not name yet (its form's
 * echo not in) comes last.
 */
export function fieldsInOrder(view: FormsDraft, formId: string): FieldView[] {
  const own = [...view.fields.values()].filter((f) => f.formId === formId);
  const sequence = view.forms.get(formId)?.sequenceOfFields ?? [];
  const rank = (f: FieldView) => {
    const index = sequence.indexOf(f.fieldId);
    return index === -1 ? sequence.length : index;
  };
  return own.sort((a, b) => rank(a) - rank(b) || a.fieldId.localeCompare(b.fieldId));
}

/** The event's feedback forms, by name. */
export const feedbackForms = (view: FormsDraft): FormView[] =>
  [...view.forms.values()]
    .filter((f) => isFeedbackFormId(f.formId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.formId.localeCompare(b.formId));
