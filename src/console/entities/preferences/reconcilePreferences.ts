// What a screen shows of an event's preferences: the live map with the signed-in user's
// unechoed UpdateEventPreferenceByKey / DeleteEventPreferenceByKey writes applied in order.
import type { QueuedWrite } from '../../../client/queue';

export type PreferenceMap = Record<string, Record<string, string>>;

interface PreferenceWrite {
  key: string;
  /** The new payload; null for a delete. */
  payload: Record<string, string> | null;
}

const isPayload = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string');

/** The preference writes of these writes on one event, in queue order. */
export function preferenceWrites(
  writes: readonly QueuedWrite[],
  eventId: string,
): PreferenceWrite[] {
  const found: PreferenceWrite[] = [];
  for (const { call } of writes) {
    if (call.service !== 'events') continue;
    const r = (call.request ?? {}) as Record<string, unknown>;
    if (r.eventId !== eventId || typeof r.key !== 'string') continue;
    if (call.method === 'deleteEventPreferenceByKey') found.push({ key: r.key, payload: null });
    if (call.method === 'updateEventPreferenceByKey') {
      const payload = (r.preference as { payload?: unknown } | undefined)?.payload;
      if (isPayload(payload)) found.push({ key: r.key, payload: { ...payload } });
    }
  }
  return found;
}

export function reconcilePreferences(
  remote: Readonly<PreferenceMap>,
  writes: readonly QueuedWrite[],
  eventId: string,
): PreferenceMap {
  const view = new Map(Object.entries(remote));
  for (const { key, payload } of preferenceWrites(writes, eventId)) {
    if (payload) view.set(key, payload);
    else view.delete(key);
  }
  return Object.fromEntries(view);
}
