// "Move favourites": the sync link of this device's favourites as a QR and as text, to open on
// another device (favoriteSync.ts links the two). Showing it links this device first, so its set
// is on the server before the other device asks. Once linked, a line says whether the latest
// changes have reached the server.
import { useState, useSyncExternalStore } from 'react';
import { useApp } from '../appContext';
import { linkedKey, subscribeSyncStatus, syncLink, syncStatus } from '../device/favoriteSync';
import { storedFavorites, subscribeFavorites } from '../device/favorites';
import { appLanguage } from '../texts';
import { QrCode } from '../ui/Qr';
import { favoritesTextsFor } from './favoritesTexts';

export function MoveFavorites() {
  const { event, base } = useApp();
  const t = favoritesTextsFor(appLanguage(event.language));
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const linked = useSyncExternalStore(
    subscribeFavorites,
    () => !!storedFavorites(localStorage, event.eventKey).sync,
  );
  const status = useSyncExternalStore(subscribeSyncStatus, syncStatus);
  const show = () => {
    setCopied(false);
    setLink(syncLink(location.origin, base, linkedKey(localStorage, event.eventKey)));
  };
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined, // no clipboard here: the link stays on screen to select
    );

  return (
    <section aria-labelledby="move-favorites" className="card">
      <h2 id="move-favorites">{t.move}</h2>
      {linked && status !== 'off' ? (
        <p role="status">{status === 'synced' ? t.synced : t.waiting}</p>
      ) : null}
      {link ? (
        <>
          <p>{t.moveHint}</p>
          <QrCode
            code={link}
            label={t.qrLabel}
            caption={
              <>
                <span>{t.link}</span>
                <a href={link} className="sync-link">
                  {link}
                </a>
              </>
            }
          />
          <p className="actions">
            <button type="button" className="action" onClick={() => copy(link)}>
              {t.copy}
            </button>{' '}
            <button type="button" className="action" onClick={() => setLink(null)}>
              {t.hide}
            </button>
          </p>
          {copied ? <p role="status">{t.copied}</p> : null}
        </>
      ) : (
        <button type="button" className="action" onClick={show}>
          {t.move}
        </button>
      )}
    </section>
  );
}
