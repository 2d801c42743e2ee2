// The attendee app's feedback contract (issue 13): the event's feedback forms as the app shows
// them, and what it sends back. Only what filling a form needs: no answers, no other forms.
import { PUBLIC_API_PATH } from './publicEvent';

/** GET: the published event's feedback forms with their live fields, in the form's order. */
export const publicFeedbackPath = (eventKey: string) =>
  `${PUBLIC_API_PATH}/events/${encodeURIComponent(eventKey)}/feedbacks`;
/** POST a PublicFeedbackSend: 204 when stored (or already stored under that id). */
export const publicFeedbackSendPath = (eventKey: string, formId: string) =>
  `${publicFeedbackPath(eventKey)}/${encodeURIComponent(formId)}`;

export interface PublicFormField {
  fieldId: string;
  fieldName: string;
  /** A FormFieldType number. */
  fieldType: number;
  fieldHelperText: string;
  fieldVariants: string[];
  fieldRequired: boolean;
}

export interface PublicFeedbackForm {
  formId: string;
  name: string;
  helperText: string;
  fields: PublicFormField[];
}

export interface PublicFeedbackForms {
  forms: PublicFeedbackForm[];
}

export interface PublicFeedbackSend {
  /** The app's own id for this send (UUID v7): a repeat stores nothing twice. */
  id: string;
  answers: { fieldId: string; value: string }[];
}
