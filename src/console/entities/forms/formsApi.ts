// The forms writes as queued RTK Query mutations: each resolves once queued.
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../common/forms';
import type { FormFieldType } from '../../../../generated/manager/model_pb';
import { updateMaskOf } from '../../../common/updateMask';
import type { UpdateMask } from '../../../common/updateMask';
import { api } from '../../app/api';
import { queued } from '../writes';
import { formWrites } from './formWrites';

export interface FieldRequest {
  eventId: string;
  formId: string;
  fieldId: string;
  fieldName: string;
  fieldType: FormFieldType;
  fieldHelperText?: string;
  fieldVariants: string[];
  fieldRequired: boolean;
  /** Set by an update: the fields it changes (the others keep their values). */
  updateMask?: UpdateMask;
}

export interface FormatRequest {
  eventId: string;
  /** Whether the registration format is chosen (false: without registration). */
  registration: boolean;
  qr: boolean;
  /** The two forms' names, kept as they are. */
  registrationName: string;
  surveyName: string;
  /** The format and QR switch as the screen showed them: only what differs is written. */
  shown: { registration: boolean; qr: boolean };
}

export const formsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The save sequence of spec/content.md §2.15. */
    saveRegistrationFormat: build.mutation<null, FormatRequest>({
      queryFn: (r, { dispatch }) => {
        const steps = [
          () =>
            queued(dispatch, formWrites.upsert, {
              eventId: r.eventId,
              formId: REGISTRATION_FORM_ID,
              name: r.registrationName,
              requiredForm: r.registration,
              // The screen shows no name: it names the switch, and only when it changed.
              updateMask: updateMaskOf(
                r.registration === r.shown.registration ? [] : ['requiredForm'],
              ),
            }),
          () =>
            r.registration
              ? queued(dispatch, formWrites.upsert, {
                  eventId: r.eventId,
                  formId: SURVEY_FORM_ID,
                  name: r.surveyName,
                  requiredForm: false,
                  // Made when missing; one that exists stays as it is.
                  updateMask: updateMaskOf([]),
                })
              : ({ data: null } as const),
          () =>
            r.qr === r.shown.qr
              ? ({ data: null } as const)
              : queued(dispatch, r.qr ? formWrites.enableQR : formWrites.disableQR, {
                  eventId: r.eventId,
                }),
        ];
        for (const step of steps) {
          const result = step();
          if ('error' in result) return result;
        }
        return { data: null };
      },
    }),
    upsertForm: build.mutation<null, { eventId: string; formId: string; name: string }>({
      queryFn: (r, { dispatch }) =>
        queued(dispatch, formWrites.upsert, { ...r, requiredForm: false }),
    }),
    addField: build.mutation<null, FieldRequest>({
      queryFn: (r, { dispatch }) => queued(dispatch, formWrites.addField, r),
    }),
    updateField: build.mutation<null, FieldRequest>({
      queryFn: (r, { dispatch }) => queued(dispatch, formWrites.updateField, r),
    }),
    removeField: build.mutation<null, { eventId: string; formId: string; fieldId: string }>({
      queryFn: (r, { dispatch }) => queued(dispatch, formWrites.removeField, r),
    }),
    setSequence: build.mutation<
      null,
      { eventId: string; formId: string; sequenceOfFields: string[] }
    >({
      queryFn: (r, { dispatch }) => queued(dispatch, formWrites.setSequence, r),
    }),
  }),
});

export const {
  useSaveRegistrationFormatMutation,
  useUpsertFormMutation,
  useAddFieldMutation,
  useUpdateFieldMutation,
  useRemoveFieldMutation,
  useSetSequenceMutation,
} = formsApi;
