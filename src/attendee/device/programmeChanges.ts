// The changes to the attendee's starred sessions (issue 29): when a new snapshot replaces the
// one on the device (a revalidation, or the next start after days offline), each starred session
// that moved, changed room or was cancelled (made invisible or deleted) is noted with its before
// and after, kept on the device until the attendee has read them. A session changed twice keeps
// its first before; one changed back is no change.
import { useSyncExternalStore } from 'react';
import { sameSlot } from '../../common/programmeChanges';
import type { ProgrammeChange } from '../../common/programmeChanges';

export { starredChanges } from '../../common/programmeChanges';
export type { ProgrammeChange, SessionSlot } from '../../common/programmeChanges';

const storageKey = (eventKey: string) => `attendee.changes:${eventKey.toLowerCase()}`;
const listeners = new Set<() => void>();
const EMPTY: readonly ProgrammeChange[] = [];
let cached: { raw: string | null; changes: readonly ProgrammeChange[] } = {
  raw: null,
  changes: EMPTY,
};

/** Merges new changes into older unread ones: the first before stays, the last after wins. */
export function mergeChanges(
  older: readonly ProgrammeChange[],
  newer: readonly ProgrammeChange[],
): ProgrammeChange[] {
  const merged = new Map(older.map((c) => [c.id, c]));
  for (const c of newer) {
    const first = merged.get(c.id);
    merged.set(c.id, first ? { ...c, before: first.before } : c);
  }
  return [...merged.values()].filter((c) => !sameSlot(c.before, c.after));
}

export function readChanges(storage: Storage, eventKey: string): readonly ProgrammeChange[] {
  let raw: string | null = null;
  try {
    raw = storage.getItem(storageKey(eventKey));
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.changes;
  let changes: readonly ProgrammeChange[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) changes = parsed as ProgrammeChange[];
  } catch {
    // A damaged entry counts as no changes.
  }
  cached = { raw, changes };
  return changes;
}

function writeChanges(storage: Storage, eventKey: string, changes: readonly ProgrammeChange[]) {
  try {
    if (changes.length === 0) storage.removeItem(storageKey(eventKey));
    else storage.setItem(storageKey(eventKey), JSON.stringify(changes));
  } catch {
    // A full or blocked storage: the changes show in the schedule all the same.
  }
  listeners.forEach((l) => l());
}

/** Notes the changes a new snapshot brings to the starred sessions. */
export function noteChanges(
  storage: Storage,
  eventKey: string,
  found: readonly ProgrammeChange[],
): void {
  if (found.length > 0)
    writeChanges(storage, eventKey, mergeChanges(readChanges(storage, eventKey), found));
}

/** The attendee has read them. */
export const dismissChanges = (storage: Storage, eventKey: string) =>
  writeChanges(storage, eventKey, EMPTY);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The unread changes of the event's starred sessions. */
export function useProgrammeChanges(eventKey: string): readonly ProgrammeChange[] {
  return useSyncExternalStore(
    subscribe,
    () => readChanges(localStorage, eventKey),
    () => EMPTY,
  );
}
