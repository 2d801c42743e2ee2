// Favourites on every device without an account (issue 29): the devices that share a sync key
// share one set of starred sessions, kept by the server under that key (no personal data: ids of
// public sessions and times). Each session's last change wins, a removal kept as a tombstone so
// that it reaches a device that still holds the star; the same merge serves app and server.
import { PUBLIC_API_PATH } from './publicEvent';

/** One session's last change: starred or not, at a time in ms (a Lamport-like clock, below). */
export interface FavoriteMark {
  on: boolean;
  at: number;
}
export type FavoriteMarks = Record<string, FavoriteMark>;

/** POST a FavoriteSyncRequest, answered with the merged FavoriteSyncReply. */
export const publicFavoritesSyncPath = (eventKey: string) =>
  `${PUBLIC_API_PATH}/events/${encodeURIComponent(eventKey)}/favorites`;

export interface FavoriteSyncRequest {
  key: string;
  marks: FavoriteMarks;
}
export interface FavoriteSyncReply {
  marks: FavoriteMarks;
}

/** 128 random bits, base64url: a capability, as hard to guess as a session token. */
export const SYNC_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A session id as the schedule names it. */
export const FAVORITE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Marks per key, tombstones included: far above any real agenda, small enough to send whole. */
export const FAVORITE_SYNC_LIMITS = { marks: 2000 };

/** The app path that opens the sync: the key in the fragment, which never reaches a server log. */
export const SYNC_FRAGMENT = 'sync=';

/** Per session, the later change wins; at the same time a removal wins (it is the safer one). */
export function mergeMarks(a: FavoriteMarks, b: FavoriteMarks): FavoriteMarks {
  const merged: FavoriteMarks = { ...a };
  for (const [id, mark] of Object.entries(b)) {
    const known = merged[id];
    if (!known || mark.at > known.at || (mark.at === known.at && !mark.on)) {
      merged[id] = { on: mark.on, at: mark.at };
    }
  }
  return merged;
}

/** The starred ids of a set of marks. */
export const starredIds = (marks: FavoriteMarks): Set<string> =>
  new Set(
    Object.entries(marks)
      .filter(([, m]) => m.on)
      .map(([id]) => id),
  );

/** Whether a and b hold the same marks. */
export function sameMarks(a: FavoriteMarks, b: FavoriteMarks): boolean {
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  return ids.every((id) => b[id]?.on === a[id]?.on && b[id]?.at === a[id]?.at);
}

/**
 * The time of a new change to a session: now, but always after the change it replaces, so a
 * device whose clock is behind still overrides what it has seen (a clock never goes backwards).
 */
export const nextMarkTime = (previous: FavoriteMark | undefined, now: number): number =>
  Math.max(now, (previous?.at ?? 0) + 1);
