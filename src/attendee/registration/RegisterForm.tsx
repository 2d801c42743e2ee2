// The registration forms as the attendee fills them (user data, then the survey), checked by
// the forms' shared rules first; and the phone-only form of signing in again. Each asks the
// server for a code and hands the request on to the code step.
import { useState } from 'react';
import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { FormFieldType } from '../../../generated/manager/model_pb';
import { publicRegistrationPath } from '../../common/publicRegistration';
import type { PublicRegistrationForms, RegistrationStart } from '../../common/publicRegistration';
import type { PublicFormField } from '../../common/publicFeedback';
import { useApp } from '../appContext';
import { answersOf, checkFields } from '../feedback/checkFields';
import { FeedbackField } from '../feedback/FeedbackField';
import { feedbackTextsFor } from '../feedback/feedbackTexts';
import { usePublicJson } from '../feedback/usePublicJson';
import { appLanguage } from '../texts';
import type { CodeRequest } from './CodeForm';
import { askForCode } from './registrationApi';
import type { StartResult } from './registrationApi';
import { registrationTextsFor } from './registrationTexts';

type Values = Record<string, string>;

function useCodeRequest(
  fields: PublicFormField[],
  values: Values,
  onSent: (r: CodeRequest) => void,
) {
  const { event } = useApp();
  const language = appLanguage(event.language);
  const t = registrationTextsFor(language);
  const f = feedbackTextsFor(language);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const send = async (e: FormEvent, body: RegistrationStart, phone: string, known: boolean) => {
    e.preventDefault();
    const found = checkFields(fields, values, language);
    const phoneField = fields.find((x) => x.fieldType === FormFieldType.PHONE);
    if (phoneField && !phone && !found[phoneField.fieldId])
      found[phoneField.fieldId] = t.phoneNeeded;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`field-${Object.keys(found)[0] ?? ''}`)?.focus();
      return setStatus(f.fixErrors);
    }
    setStatus(f.sending);
    const result: StartResult = await askForCode(event.eventKey, body);
    if (result.ok) return onSent({ requestId: result.requestId, phone, known });
    if (result.problem === 'invalid') {
      if (result.fieldId) setErrors({ [result.fieldId]: t.fieldRefused });
      return setStatus(result.fieldId ? f.fixErrors : t.refused);
    }
    setStatus(t[result.problem]);
  };
  return { errors, status, send, t, f };
}

interface FormProps {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  onSent: (request: CodeRequest) => void;
}

function Fields(
  props: { fields: PublicFormField[]; errors: Record<string, string> } & Omit<
    FormProps,
    'onSent'
  > & { required: string },
) {
  return props.fields.map((field) => (
    <FeedbackField
      key={field.fieldId}
      field={field}
      value={props.values[field.fieldId] ?? ''}
      error={props.errors[field.fieldId] ?? null}
      requiredText={props.required}
      onChange={(value) => props.setValues((v) => ({ ...v, [field.fieldId]: value }))}
    />
  ));
}

function FilledForm({
  forms,
  values,
  setValues,
  onSent,
}: FormProps & { forms: PublicRegistrationForms }) {
  const all = [...forms.registration, ...forms.survey];
  const { errors, status, send, t, f } = useCodeRequest(all, values, onSent);
  const phoneField = forms.registration.find((x) => x.fieldType === FormFieldType.PHONE);
  const phone = phoneField ? (values[phoneField.fieldId] ?? '').trim() : '';
  const body = {
    answers: answersOf(forms.registration, values),
    survey: answersOf(forms.survey, values),
  };
  const shared = { values, setValues, errors, required: f.required };
  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void send(e, body, phone, true)}>
      <p>{forms.helperText || t.intro}</p>
      <h2>{t.details}</h2>
      <Fields fields={forms.registration} {...shared} />
      {forms.survey.length > 0 ? (
        <>
          <h2>{t.survey}</h2>
          <Fields fields={forms.survey} {...shared} />
        </>
      ) : null}
      <p role="status">{status}</p>
      <button type="submit" className="action" disabled={status === f.sending}>
        {t.sendCode}
      </button>
    </form>
  );
}

export function RegisterForm(props: FormProps) {
  const { event, texts } = useApp();
  const t = registrationTextsFor(appLanguage(event.language));
  const state = usePublicJson<PublicRegistrationForms>(publicRegistrationPath(event.eventKey));
  if (state.status === 'ready') return <FilledForm forms={state.value} {...props} />;
  const message = { loading: texts.loading, offline: t.offline, missing: t.unavailable };
  return <p role="status">{message[state.status]}</p>;
}

export function SignInForm({ onSent }: { onSent: (request: CodeRequest) => void }) {
  const { event } = useApp();
  const t = registrationTextsFor(appLanguage(event.language));
  const field: PublicFormField = {
    fieldId: 'sign-in-phone',
    fieldName: t.phone,
    fieldType: FormFieldType.PHONE,
    fieldHelperText: t.signInIntro,
    fieldVariants: [],
    fieldRequired: true,
  };
  const [values, setValues] = useState<Values>({});
  const phone = (values[field.fieldId] ?? '').trim();
  const { errors, status, send, f } = useCodeRequest([field], values, onSent);
  return (
    <form
      className="feedback-form"
      noValidate
      onSubmit={(e) => void send(e, { phone }, phone, false)}
    >
      <Fields
        fields={[field]}
        values={values}
        setValues={setValues}
        errors={errors}
        required={f.required}
      />
      <p role="status">{status}</p>
      <button type="submit" className="action" disabled={status === f.sending}>
        {t.sendCode}
      </button>
    </form>
  );
}
