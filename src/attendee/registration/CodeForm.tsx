// The code step: the 6 digits from the SMS, traded for the access token. A wrong code says how
// many tries are left; a code that can no longer work offers a new one.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { REGISTRATION_CODE_PATTERN } from '../../common/publicRegistration';
import { useApp } from '../appContext';
import { feedbackTextsFor } from '../feedback/feedbackTexts';
import { appLanguage, fill } from '../texts';
import { confirmCode } from './registrationApi';
import { registrationTextsFor } from './registrationTexts';

export interface CodeRequest {
  requestId: string;
  phone: string;
  /** False for a phone-only sign-in: the SMS came only if the phone is registered. */
  known: boolean;
}

const FIELD = 'registration-code';
const DEAD = ['expired', 'used', 'attempts', 'unavailable'];

export function CodeForm({ request, onNewCode }: { request: CodeRequest; onNewCode: () => void }) {
  const { event } = useApp();
  const t = registrationTextsFor(appLanguage(event.language));
  const required = feedbackTextsFor(appLanguage(event.language)).required;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [dead, setDead] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!REGISTRATION_CODE_PATTERN.test(code.trim())) {
      setError(t.codeFormat);
      document.getElementById(FIELD)?.focus();
      return;
    }
    setError(null);
    setStatus(t.checking);
    const result = await confirmCode(event.eventKey, request.requestId, code.trim());
    if (result.ok) return;
    setStatus(null);
    const { problem } = result;
    if (problem === 'wrong') setError(fill(t.wrong, { count: String(result.attemptsLeft ?? 0) }));
    else if (problem === 'suspended') setError(t.suspended);
    else if (problem === 'invalid') setError(t.refused);
    else setError(t[problem]);
    setDead(DEAD.includes(problem));
    document.getElementById(FIELD)?.focus();
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void submit(e)}>
      <p role="status">
        {fill(request.known ? t.codeSent : t.codeSentIfKnown, { phone: request.phone })}
      </p>
      <div className="field">
        <label htmlFor={FIELD}>
          {t.code}
          <span aria-label={required}> *</span>
        </label>
        <input
          id={FIELD}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${FIELD}-error` : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        {error ? (
          <p id={`${FIELD}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <p role="status">{status}</p>
      <button type="submit" className="action" disabled={dead || status !== null}>
        {t.confirm}
      </button>{' '}
      <button type="button" className="link-button" onClick={onNewCode}>
        {t.newCode}
      </button>
    </form>
  );
}
