// Starred sessions, kept on the device (no account): per event in localStorage, shared by every
// page and tab of the app through the storage event. Each session keeps its last change (starred
// or not, and when), so that devices linked by a sync key merge their sets (favoriteSync.ts and
// src/common/favoriteSync.ts); the stored copy is the truth offline and is sent when online.
import { useCallback, useSyncExternalStore } from 'react';
import { mergeMarks, nextMarkTime, sameMarks, starredIds } from '../../common/favoriteSync';
import type { FavoriteMarks } from '../../common/favoriteSync';
import { firstScreenStarsKey } from '../../common/firstScreenStars';

const storageKey = (eventKey: string) => `attendee.favorites:${eventKey.toLowerCase()}`;

export interface StoredFavorites {
  marks: FavoriteMarks;
  /** The sync key this device shares its favourites under, once linked. */
  sync?: string;
}

interface Read extends StoredFavorites {
  ids: ReadonlySet<string>;
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; read: Read }>();
const EMPTY: ReadonlySet<string> = new Set();
const NOTHING: Read = { marks: {}, ids: EMPTY };

function parse(raw: string | null): StoredFavorites {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    // The first format: a list of starred ids, without times (any later change beats them).
    if (Array.isArray(parsed)) {
      const marks: FavoriteMarks = {};
      for (const id of parsed) if (typeof id === 'string') marks[id] = { on: true, at: 0 };
      return { marks };
    }
    if (typeof parsed === 'object' && parsed !== null && 'marks' in parsed) {
      return parsed as StoredFavorites;
    }
  } catch {
    // A damaged entry counts as no favorites; the next star rewrites it.
  }
  return { marks: {} };
}

/** The event's favourites as kept on this device (read once per stored value). */
export function storedFavorites(storage: Storage, eventKey: string): Read {
  let raw: string | null = null;
  try {
    raw = storage.getItem(storageKey(eventKey));
  } catch {
    return NOTHING;
  }
  const known = cache.get(eventKey);
  if (known && known.raw === raw) return known.read;
  const stored = parse(raw);
  const read: Read = { ...stored, ids: starredIds(stored.marks) };
  cache.set(eventKey, { raw, read });
  return read;
}

/** The starred sessions of the event kept on this device. */
export const favoritesOf = (storage: Storage, eventKey: string): ReadonlySet<string> =>
  storedFavorites(storage, eventKey).ids;

/** Stores a new state of the event's favourites and tells every listener (this tab's). */
export function storeFavorites(storage: Storage, eventKey: string, next: StoredFavorites): void {
  const { marks, sync } = next;
  try {
    storage.setItem(storageKey(eventKey), JSON.stringify(sync ? { marks, sync } : { marks }));
  } catch {
    // A full or blocked storage: the change does not stick, as the page will show.
  }
  listeners.forEach((l) => l());
}

/** Takes in the marks another device sent (through the server); true when anything changed. */
export function mergeFavorites(storage: Storage, eventKey: string, marks: FavoriteMarks): boolean {
  const stored = storedFavorites(storage, eventKey);
  const merged = mergeMarks(stored.marks, marks);
  if (sameMarks(merged, stored.marks)) return false;
  storeFavorites(storage, eventKey, { ...stored, marks: merged });
  return true;
}

/** Stars (on) or unstars a session; returns the new set. */
export function markFavorite(
  storage: Storage,
  eventKey: string,
  id: string,
  on: boolean,
): ReadonlySet<string> {
  const stored = storedFavorites(storage, eventKey);
  const mark = { on, at: nextMarkTime(stored.marks[id], Date.now()) };
  storeFavorites(storage, eventKey, { ...stored, marks: { ...stored.marks, [id]: mark } });
  return favoritesOf(storage, eventKey);
}

/** Stars or unstars a session; returns the new set. */
export const toggleFavorite = (storage: Storage, eventKey: string, id: string) =>
  markFavorite(storage, eventKey, id, !favoritesOf(storage, eventKey).has(id));

/**
 * Applies, once, the taps on the server's first screen's stars that the page shell's script
 * noted before the app ran (src/common/firstScreenStars.ts): each sets the star to the state
 * the attendee saw it take. A damaged note is dropped.
 */
export function applyFirstScreenStars(storage: Storage, eventKey: string): void {
  const key = firstScreenStarsKey(eventKey);
  let taps: unknown;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return;
    storage.removeItem(key);
    taps = JSON.parse(raw);
  } catch {
    return;
  }
  if (!Array.isArray(taps)) return;
  for (const tap of taps as unknown[]) {
    if (!Array.isArray(tap)) continue;
    const [id, on] = tap as unknown[];
    if (typeof id === 'string' && typeof on === 'boolean') markFavorite(storage, eventKey, id, on);
  }
}

/** Calls the listener on every change of the favourites, from this tab or another. */
export function subscribeFavorites(listener: () => void) {
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
    subscribeFavorites,
    () => favoritesOf(localStorage, eventKey),
    () => EMPTY, // the server's first screen: no device, no stars
  );
  const toggle = useCallback(
    (id: string) => void toggleFavorite(localStorage, eventKey, id),
    [eventKey],
  );
  return [ids, toggle];
}
