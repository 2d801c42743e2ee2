// The 'registration' page: the forms (or a phone, to sign in again), then the code from the
// SMS; once in, the participant's ticket. A chunk of its own, with the QR drawing, so the home
// page's first script carries none of it.
import { useState } from 'react';
import { useApp } from '../appContext';
import { appLanguage } from '../texts';
import { useAccess } from './access';
import { CodeForm } from './CodeForm';
import type { CodeRequest } from './CodeForm';
import { asksRegistration } from './asks';
import { RegisterForm, SignInForm } from './RegisterForm';
import { registrationTextsFor } from './registrationTexts';
import { Ticket } from './Ticket';

export function RegistrationPage() {
  const { event } = useApp();
  const t = registrationTextsFor(appLanguage(event.language));
  const access = useAccess(event.eventKey, false);
  const [mode, setMode] = useState<'register' | 'signIn'>('register');
  const [request, setRequest] = useState<CodeRequest | null>(null);
  // The answers outlive a code that failed, so asking for a new one needs no retyping.
  const [values, setValues] = useState<Record<string, string>>({});

  if (!asksRegistration(event)) {
    return (
      <div className="page">
        <h1>{t.title}</h1>
        <p>{t.unavailable}</p>
      </div>
    );
  }
  if (access !== 'unregistered') return <Ticket />;
  const other = mode === 'register' ? 'signIn' : 'register';
  return (
    <div className="page">
      <h1>{mode === 'register' ? t.title : t.signInTitle}</h1>
      {request ? (
        <CodeForm request={request} onNewCode={() => setRequest(null)} />
      ) : (
        <>
          {mode === 'register' ? (
            <RegisterForm values={values} setValues={setValues} onSent={setRequest} />
          ) : (
            <SignInForm onSent={setRequest} />
          )}
          <p>
            <button type="button" className="link-button" onClick={() => setMode(other)}>
              {mode === 'register' ? t.signInLink : t.registerLink}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
