// The event's feedback forms, each a link to its page (loaded with this chunk, read online).
import { useApp } from '../appContext';
import { useFeedbackForms } from '../feedback/feedbackApi';
import { feedbackTextsFor } from '../feedback/feedbackTexts';
import { appLanguage } from '../texts';
import { AppLink } from '../ui/Link';

export function FeedbacksPage() {
  const { event } = useApp();
  const t = feedbackTextsFor(appLanguage(event.language));
  const state = useFeedbackForms(event.eventKey);
  return (
    <div className="page">
      <h1>{t.title}</h1>
      {state.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {state.status === 'offline' ? <p role="status">{t.offline}</p> : null}
      {state.status === 'ready' && state.forms.length === 0 ? <p>{t.none}</p> : null}
      {state.status === 'ready' && state.forms.length > 0 ? (
        <ul className="links">
          {state.forms.map((f) => (
            <li key={f.formId} className="card">
              <AppLink to={`feedbacks/${f.formId}`}>{f.name || f.formId}</AppLink>
              {f.helperText ? <p className="muted">{f.helperText}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
