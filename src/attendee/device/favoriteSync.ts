// Keeps a linked device's favourites in step with the server's set under its sync key
// (src/common/favoriteSync.ts): the whole set of marks goes up, the merge comes back and is
// merged into the stored copy (which may have changed meanwhile). It syncs on start, soon after
// a change, when the network or the page comes back, and every SYNC_MS while the page is shown;
// offline, changes wait on the device for the next time. A sync link (#sync=KEY) links this
// device: its set and the other devices' merge from then on.
import { publicFavoritesSyncPath, sameMarks, SYNC_FRAGMENT } from '../../common/favoriteSync';
import { SYNC_KEY_PATTERN } from '../../common/favoriteSync';
import type { FavoriteMarks, FavoriteSyncReply } from '../../common/favoriteSync';
import { mergeFavorites, storedFavorites, storeFavorites, subscribeFavorites } from './favorites';

export const SYNC_MS = 15_000;
const SOON_MS = 300;

/** 'off': not linked; 'waiting': linked, with changes the server has not confirmed yet. */
export type SyncStatus = 'off' | 'synced' | 'waiting';

let status: SyncStatus = 'off';
const statusListeners = new Set<() => void>();
const setStatus = (next: SyncStatus) => {
  if (next === status) return;
  status = next;
  statusListeners.forEach((l) => l());
};
export const syncStatus = () => status;
export function subscribeSyncStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

/** A fresh sync key: 128 random bits, base64url. */
export function newSyncKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The link another device opens to share this device's favourites. */
export const syncLink = (origin: string, base: string, key: string) =>
  `${origin}${base}favorites#${SYNC_FRAGMENT}${key}`;

/** This device's sync key, made (and stored, which starts a sync) when it has none. */
export function linkedKey(storage: Storage, eventKey: string): string {
  const stored = storedFavorites(storage, eventKey);
  if (stored.sync) return stored.sync;
  const sync = newSyncKey();
  storeFavorites(storage, eventKey, { marks: stored.marks, sync });
  return sync;
}

/** A sync link's key in the location, taken out of the address bar (it is a credential). */
function takeLinkKey(win: Window): string | null {
  const hash = win.location.hash.slice(1);
  if (!hash.startsWith(SYNC_FRAGMENT)) return null;
  const key = hash.slice(SYNC_FRAGMENT.length);
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
  return SYNC_KEY_PATTERN.test(key) ? key : null;
}

export function startFavoriteSync(
  eventKey: string,
  storage: Storage,
  fetchFn: typeof fetch,
  win: Window = window,
): () => void {
  let confirmed: { key: string; marks: FavoriteMarks } | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const once = async () => {
    const { sync: key, marks } = storedFavorites(storage, eventKey);
    if (!key) return setStatus('off');
    try {
      const res = await fetchFn(publicFavoritesSyncPath(eventKey), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key, marks }),
        cache: 'no-store',
      });
      if (!res.ok) return setStatus('waiting');
      const reply = (await res.json()) as FavoriteSyncReply;
      confirmed = { key, marks: reply.marks };
      mergeFavorites(storage, eventKey, reply.marks);
      setStatus(unconfirmed() ? 'waiting' : 'synced');
    } catch {
      setStatus('waiting'); // offline: the next trigger tries again
    }
  };
  const sync = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = null;
      if (again) {
        again = false;
        void sync();
      }
    });
    return running;
  };
  const unconfirmed = () => {
    const { sync: key, marks } = storedFavorites(storage, eventKey);
    return !!key && (confirmed?.key !== key || !sameMarks(confirmed.marks, marks));
  };
  const tick = () => {
    clearTimeout(timer);
    if (win.document.visibilityState === 'hidden') return;
    void sync().finally(() => {
      clearTimeout(timer);
      timer = setTimeout(tick, SYNC_MS);
    });
  };
  // A change here (or in another tab) goes up soon; one the server sent back does not.
  const changed = () => {
    if (!unconfirmed()) return;
    setStatus('waiting');
    clearTimeout(timer);
    timer = setTimeout(tick, SOON_MS);
  };

  const linked = takeLinkKey(win);
  if (linked)
    storeFavorites(storage, eventKey, { ...storedFavorites(storage, eventKey), sync: linked });
  const stopChanges = subscribeFavorites(changed);
  win.addEventListener('online', tick);
  win.document.addEventListener('visibilitychange', tick);
  tick();
  return () => {
    clearTimeout(timer);
    stopChanges();
    win.removeEventListener('online', tick);
    win.document.removeEventListener('visibilitychange', tick);
  };
}
