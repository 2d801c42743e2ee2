// Forms (events/{eventId}/forms) and their live fields (events/{eventId}/forms/{formId}/fields).
// A removed field leaves the fields target: the hub sends it as removed.
import { create } from '@bufbuild/protobuf';
import { and, asc, eq } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import type { FormFieldGroup, FormFieldType } from '../../../../generated/manager/model_pb';
import { forms, formFields } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds, byEventAnd } from '../../live/refConditions';

const loadForms: Loader = async (q, where) =>
  (await q.select().from(forms).where(where).orderBy(asc(forms.createdAt))).map((r) => ({
    collection: 'forms',
    eventId: r.eventId,
    scope: '',
    docId: r.formId,
    document: create(DocumentSchema, {
      doc: {
        case: 'form',
        value: {
          formId: r.formId,
          eventId: r.eventId,
          name: r.name,
          helperText: r.helperText,
          requiredForm: r.requiredForm,
          sequenceOfFields: r.sequenceOfFields,
        },
      },
    }),
  }));

const loadFields: Loader = async (q, where) =>
  (await q.select().from(formFields).where(where).orderBy(asc(formFields.id))).map((r) => ({
    collection: 'formFields',
    eventId: r.eventId,
    scope: r.formId,
    docId: r.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'formField',
        value: {
          fieldId: r.id,
          eventId: r.eventId,
          formId: r.formId,
          fieldName: r.fieldName,
          fieldType: r.fieldType as FormFieldType,
          fieldGroup: r.fieldGroup as FormFieldGroup,
          fieldHelperText: r.fieldHelperText,
          fieldVariants: r.fieldVariants,
          fieldRequired: r.fieldRequired,
          fieldRemoved: r.fieldRemoved,
        },
      },
    }),
  }));

export const formsCollection: CollectionDescriptor = {
  load: loadForms,
  whereRefs: (refs) => byEventAnd(forms.eventId, forms.formId, refs),
  targets: {
    forms: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'forms',
          where: eq(forms.eventId, request.params.eventId),
        }),
    },
  },
};

export const formFieldsCollection: CollectionDescriptor = {
  load: loadFields,
  whereRefs: (refs) => byDocIds(formFields.id, refs),
  targets: {
    formFields: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'formFields',
          scope: request.params.formId,
          where: and(
            eq(formFields.eventId, request.params.eventId),
            eq(formFields.formId, request.params.formId),
            eq(formFields.fieldRemoved, false),
          ),
          includes: (d) => d.doc.case === 'formField' && !d.doc.value.fieldRemoved,
        }),
    },
  },
};
