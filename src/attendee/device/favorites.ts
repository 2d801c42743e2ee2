// Starred sessions, kept on the device only (no account): a set of meeting ids per event in
// localStorage, shared by every page and tab of the app through the storage event.
import { useCallback, useSyncExternalStore } from 'react';

const storageKey = (eventKey: string) => `attendee.favorites:${eventKey.toLowerCase()}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: ReadonlySet<string> }>();
const EMPTY: ReadonlySet<string> = new Set();

/** The starred sessions of the event kept on this device. */
export function favoritesOf(storage: Storage, eventKey: string): ReadonlySet<string> {
  return read(storage, eventKey);
}

function read(storage: Storage, eventKey: string): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = storage.getItem(storageKey(eventKey));
  } catch {
    return EMPTY;
  }
  const known = cache.get(eventKey);
  if (known && known.raw === raw) return known.ids;
  let ids: ReadonlySet<string> = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = new Set(parsed.filter((x) => typeof x === 'string'));
  } catch {
    // A damaged entry counts as no favorites; the next star rewrites it.
  }
  cache.set(eventKey, { raw, ids });
  return ids;
}

/** Stars or unstars a session; returns the new set. */
export function toggleFavorite(
  storage: Storage,
  eventKey: string,
  id: string,
): ReadonlySet<string> {
  const next = new Set(read(storage, eventKey));
  if (next.has(id)) next.delete(id);
  else next.add(id);
  try {
    storage.setItem(storageKey(eventKey), JSON.stringify([...next]));
  } catch {
    // A full or blocked storage: the star does not stick, as the page will show.
  }
  listeners.forEach((l) => l());
  return read(storage, eventKey);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', notifyAll);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notifyAll);
  };
}
const notifyAll = () => listeners.forEach((l) => l());

/** The starred sessions of the event and a toggle. */
export function useFavorites(eventKey: string): [ReadonlySet<string>, (id: string) => void] {
  const ids = useSyncExternalStore(
    subscribe,
    () => read(localStorage, eventKey),
    () => EMPTY, // the server's first screen: no device, no stars
  );
  const toggle = useCallback(
    (id: string) => void toggleFavorite(localStorage, eventKey, id),
    [eventKey],
  );
  return [ids, toggle];
}
