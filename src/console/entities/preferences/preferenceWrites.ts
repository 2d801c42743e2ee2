// The preference writes (spec/console.md §2.20, §3 Event preference), each declared once. A
// preference's live document has the key as its id: its echo ends the write. Their effect is
// collected as a list of changes, which both the view and the pending keys read.
import { defineQueuedWrite } from '../writes';

export interface PreferenceWrite {
  key: string;
  /** The new payload; null for a delete. */
  payload: Record<string, string> | null;
}

/** The working view: one event's preference changes in queue order. */
export interface PreferenceDraft {
  eventId: string;
  changes: PreferenceWrite[];
}

const isPayload = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string');

export const preferenceWrites = {
  update: defineQueuedWrite<'events', 'updateEventPreferenceByKey', PreferenceDraft>({
    name: 'preferences.update',
    service: 'events',
    method: 'updateEventPreferenceByKey',
    docIds: ({ key }) => [key ?? ''],
    apply: (draft, { eventId, key, preference }) => {
      const payload: unknown = preference?.payload;
      if (eventId === draft.eventId && typeof key === 'string' && isPayload(payload))
        draft.changes.push({ key, payload: { ...payload } });
    },
  }),
  remove: defineQueuedWrite<'events', 'deleteEventPreferenceByKey', PreferenceDraft>({
    name: 'preferences.remove',
    service: 'events',
    method: 'deleteEventPreferenceByKey',
    docIds: ({ key }) => [key ?? ''],
    apply: (draft, { eventId, key }) => {
      if (eventId === draft.eventId && typeof key === 'string')
        draft.changes.push({ key, payload: null });
    },
  }),
};
