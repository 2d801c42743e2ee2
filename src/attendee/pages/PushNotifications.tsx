// "Notifications of changes" on the favourites page: shown where the browser has Web Push;
// a button asks the attendee's permission and subscribes (device/push.ts), another stops it.
// A browser that blocks the site's notifications is told so: only its settings undo that.
import { useEffect, useState } from 'react';
import { useApp } from '../appContext';
import { disablePush, enablePush, pushState } from '../device/push';
import type { PushState } from '../device/push';
import { appLanguage } from '../texts';
import { favoritesTextsFor } from './favoritesTexts';

export function PushNotifications() {
  const { event } = useApp();
  const language = appLanguage(event.language);
  const t = favoritesTextsFor(language);
  const [state, setState] = useState<PushState>('unsupported');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  if (state === 'unsupported') return null;
  const run = (work: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    void work()
      .then(setState, () => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="push-notifications" className="card">
      <h2 id="push-notifications">{t.notifyTitle}</h2>
      <p>{t.notifyHint}</p>
      {state === 'denied' ? <p role="status">{t.notifyDenied}</p> : null}
      {state === 'on' ? <p role="status">{t.notifyEnabled}</p> : null}
      {failed ? <p role="alert">{t.notifyFailed}</p> : null}
      {state === 'off' ? (
        <button
          type="button"
          className="action"
          disabled={busy}
          onClick={() => run(() => enablePush(event.eventKey, language))}
        >
          {t.notifyOn}
        </button>
      ) : null}
      {state === 'on' ? (
        <button
          type="button"
          className="action"
          disabled={busy}
          onClick={() => run(() => disablePush(event.eventKey))}
        >
          {t.notifyOff}
        </button>
      ) : null}
    </section>
  );
}
