// What a screen shows of an event's preferences: the live map with the signed-in user's
// unechoed preference writes applied in order.
import type { QueuedWrite } from '../../../client/queue';
import { writeRegistry } from '../writes';
import { preferenceWrites } from './preferenceWrites';
import type { PreferenceDraft, PreferenceWrite } from './preferenceWrites';

export type PreferenceMap = Record<string, Record<string, string>>;

const PREFERENCE_WRITES = writeRegistry<PreferenceDraft>(Object.values(preferenceWrites));

/** The preference changes of these writes on one event, in queue order. */
export function preferenceChanges(
  writes: readonly QueuedWrite[],
  eventId: string,
): PreferenceWrite[] {
  const draft: PreferenceDraft = { eventId, changes: [] };
  for (const write of writes) PREFERENCE_WRITES.apply(draft, write);
  return draft.changes;
}

export function reconcilePreferences(
  remote: Readonly<PreferenceMap>,
  writes: readonly QueuedWrite[],
  eventId: string,
): PreferenceMap {
  const view = new Map(Object.entries(remote));
  for (const { key, payload } of preferenceChanges(writes, eventId)) {
    if (payload) view.set(key, payload);
    else view.delete(key);
  }
  return Object.fromEntries(view);
}
