// The forms writes (spec/content.md §7 manager.forms) and the QR switch (manager.participants),
// each declared once with its optimistic effect on the event's forms and fields. A new field
// carries its id (UUID v7), so its editor opens at once, offline too.
import type { Form, FormField } from '../../../../generated/manager/model_pb';
import { fieldGroupOf } from '../../../common/forms';
import { pickMasked } from '../../../common/updateMask';
import type { UpdateMask } from '../../../common/updateMask';
import type { Pending } from '../liveCollection';
import { defineQueuedWrite } from '../writes';

/** The working view the writes change: one event's forms by form id and fields by id. */
export interface FormsDraft {
  eventId: string;
  forms: Map<string, Pending<Form>>;
  fields: Map<string, Pending<FormField>>;
}

interface FieldRequest {
  eventId?: string;
  formId?: string;
  fieldName?: string;
  fieldType?: FormField['fieldType'];
  fieldHelperText?: string;
  fieldVariants?: string[];
  fieldRequired?: boolean;
  updateMask?: UpdateMask;
}

const fieldPatch = (r: FieldRequest) => ({
  fieldName: r.fieldName ?? '',
  fieldType: r.fieldType ?? 0,
  fieldHelperText: r.fieldHelperText ?? '',
  fieldVariants: [...(r.fieldVariants ?? [])],
  fieldRequired: r.fieldRequired ?? false,
});

function patchForm(draft: FormsDraft, formId: string, patch: Partial<Form>) {
  const current = draft.forms.get(formId);
  if (current) draft.forms.set(formId, { ...current, ...patch, pending: true });
}

const onField = (r: { fieldId?: string }) => [r.fieldId ?? ''];
const onForm = (r: { formId?: string }) => [r.formId ?? ''];

export const formWrites = {
  upsert: defineQueuedWrite<'forms', 'upsertForm', FormsDraft>({
    name: 'forms.upsert',
    service: 'forms',
    method: 'upsertForm',
    docIds: onForm,
    apply: (draft, r) => {
      const formId = r.formId ?? '';
      if (r.eventId !== draft.eventId || !formId) return;
      const current = draft.forms.get(formId);
      const fields = {
        name: r.name ?? '',
        helperText: r.helperText ?? '',
        requiredForm: r.requiredForm ?? false,
      };
      // A form that exists takes what the mask names; a new one, the whole request.
      draft.forms.set(formId, {
        $typeName: 'manager.Form',
        formId,
        eventId: draft.eventId,
        sequenceOfFields: current?.sequenceOfFields ?? [],
        ...(current ? { ...fields, ...current, ...pickMasked(fields, r.updateMask) } : fields),
        pending: true,
      });
    },
  }),
  addField: defineQueuedWrite<'forms', 'addFieldOfForm', FormsDraft>({
    name: 'forms.addField',
    service: 'forms',
    method: 'addFieldOfForm',
    docIds: onField,
    apply: (draft, r) => {
      const id = r.fieldId ?? '';
      const formId = r.formId ?? '';
      if (r.eventId !== draft.eventId || !id || draft.fields.has(id)) return;
      draft.fields.set(id, {
        $typeName: 'manager.FormField',
        fieldId: id,
        eventId: draft.eventId,
        formId,
        fieldGroup: fieldGroupOf(formId),
        fieldRemoved: false,
        ...fieldPatch(r),
        pending: true,
      });
      const form = draft.forms.get(formId);
      if (form) patchForm(draft, formId, { sequenceOfFields: [...form.sequenceOfFields, id] });
    },
  }),
  updateField: defineQueuedWrite<'forms', 'updateFieldOfForm', FormsDraft>({
    name: 'forms.updateField',
    service: 'forms',
    method: 'updateFieldOfForm',
    docIds: onField,
    apply: (draft, r) => {
      const current = draft.fields.get(r.fieldId ?? '');
      if (r.eventId !== draft.eventId || !current) return;
      const patch = pickMasked(fieldPatch(r), r.updateMask);
      draft.fields.set(current.fieldId, { ...current, ...patch, pending: true });
    },
  }),
  removeField: defineQueuedWrite<'forms', 'removeFieldOfForm', FormsDraft>({
    name: 'forms.removeField',
    service: 'forms',
    method: 'removeFieldOfForm',
    docIds: onField,
    apply: (draft, r) => {
      const id = r.fieldId ?? '';
      if (r.eventId !== draft.eventId || !draft.fields.delete(id)) return;
      const form = draft.forms.get(r.formId ?? '');
      if (form) {
        const rest = form.sequenceOfFields.filter((f) => f !== id);
        patchForm(draft, form.formId, { sequenceOfFields: rest });
      }
    },
  }),
  setSequence: defineQueuedWrite<'forms', 'setSequenceOfFields', FormsDraft>({
    name: 'forms.setSequence',
    service: 'forms',
    method: 'setSequenceOfFields',
    docIds: onForm,
    apply: (draft, r) => {
      if (r.eventId !== draft.eventId) return;
      patchForm(draft, r.formId ?? '', { sequenceOfFields: [...(r.sequenceOfFields ?? [])] });
    },
  }),
  // The switch changes the event document, which the events entity shows as the feed echoes it;
  // the format screen keeps the checkbox's own state meanwhile, so no optimistic effect here.
  enableQR: defineQueuedWrite<'participants', 'enableQRCode', FormsDraft>({
    name: 'forms.enableQR',
    service: 'participants',
    method: 'enableQRCode',
    docIds: (r) => [r.eventId ?? ''],
    apply: () => undefined,
  }),
  disableQR: defineQueuedWrite<'participants', 'disableQRCode', FormsDraft>({
    name: 'forms.disableQR',
    service: 'participants',
    method: 'disableQRCode',
    docIds: (r) => [r.eventId ?? ''],
    apply: () => undefined,
  }),
};
