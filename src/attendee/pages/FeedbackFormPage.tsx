// One feedback form: its fields, checked by the forms' shared rules before sending (each error
// on its field, in the app's language), then sent once under an id kept across retries.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { PublicFeedbackForm } from '../../common/publicFeedback';
import { useApp } from '../appContext';
import { FeedbackField } from '../feedback/FeedbackField';
import { sendFeedback, useFeedbackForms } from '../feedback/feedbackApi';
import type { SendResult } from '../feedback/feedbackApi';
import { answersOf, checkFields } from '../feedback/checkFields';
import { feedbackTextsFor } from '../feedback/feedbackTexts';
import { asksRegistration } from '../registration/asks';
import { appLanguage } from '../texts';
import { AppLink } from '../ui/Link';

function FeedbackForm({ form }: { form: PublicFeedbackForm }) {
  const { event } = useApp();
  const language = appLanguage(event.language);
  const t = feedbackTextsFor(language);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<SendResult | 'sending' | 'invalid' | null>(null);
  // One id per answer: a retry after a lost reply is the same send, stored once.
  const sendId = useRef<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = checkFields(form.fields, values, language);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setResult('invalid');
      return;
    }
    sendId.current ??= crypto.randomUUID();
    setResult('sending');
    const answers = answersOf(form.fields, values);
    const body = { id: sendId.current, answers };
    setResult(await sendFeedback(event.eventKey, form.formId, body, asksRegistration(event)));
  };

  if (result === 'sent') return <p role="status">{t.sent}</p>;
  const message = {
    invalid: t.fixErrors,
    offline: t.sendOffline,
    refused: t.refused,
    limited: t.limited,
    unregistered: t.unregistered,
    suspended: t.suspended,
    sending: t.sending,
  };
  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void submit(e)}>
      {form.helperText ? <p>{form.helperText}</p> : null}
      {form.fields.map((f) => (
        <FeedbackField
          key={f.fieldId}
          field={f}
          value={values[f.fieldId] ?? ''}
          error={errors[f.fieldId] ?? null}
          requiredText={t.required}
          onChange={(value) => setValues((v) => ({ ...v, [f.fieldId]: value }))}
        />
      ))}
      <p role="status">{result ? message[result] : null}</p>
      <button type="submit" className="action" disabled={result === 'sending'}>
        {t.send}
      </button>
    </form>
  );
}

export function FeedbackFormPage({ formId }: { formId: string }) {
  const { event } = useApp();
  const t = feedbackTextsFor(appLanguage(event.language));
  const state = useFeedbackForms(event.eventKey);
  const form = state.status === 'ready' ? state.forms.find((f) => f.formId === formId) : null;
  return (
    <div className="page">
      <p>
        <AppLink to="feedbacks">{t.allForms}</AppLink>
      </p>
      <h1>{form ? form.name || t.title : t.title}</h1>
      {state.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {state.status === 'offline' ? <p role="status">{t.offline}</p> : null}
      {state.status === 'ready' && !form ? <p>{t.formMissing}</p> : null}
      {form ? <FeedbackForm form={form} /> : null}
    </div>
  );
}
