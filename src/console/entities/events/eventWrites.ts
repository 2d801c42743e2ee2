// The event lifecycle writes of spec/console.md §2.12–2.13, each declared once: its call, the
// documents whose echo ends it, and what the organiser sees meanwhile.
import { DEFAULT_EVENT_LANGUAGE } from '../../../common/constants';
import { copyTitle } from '../../../common/copyTitle';
import { defineQueuedWrite } from '../writes';
import type { WriteContext } from '../writes';
import { blankEvent, touch } from './eventsDraft';
import type { EventView, EventsDraft } from './eventsDraft';

const seconds = (ms: number) => Math.floor(ms / 1000);
const onEvent = ({ eventId }: { eventId?: string }) => [eventId ?? ''];

/** The effect of a write that sets or clears fields of one event, whatever it held. */
const patching =
  (patch: (events: EventsDraft, eventId: string, at: number) => Partial<EventView>) =>
  (events: EventsDraft, { eventId = '' }: { eventId?: string }, { createdAt }: WriteContext) =>
    touch(events, eventId, patch(events, eventId, seconds(createdAt)));

export const eventWrites = {
  create: defineQueuedWrite<'events', 'createEvent', EventsDraft>({
    name: 'events.create',
    service: 'events',
    method: 'createEvent',
    docIds: onEvent,
    apply: (events, { eventId = '', title, language, timeZone }, { uid, createdAt }) => {
      if (events.has(eventId)) return touch(events, eventId);
      const event = blankEvent(
        eventId,
        uid,
        seconds(createdAt),
        language || DEFAULT_EVENT_LANGUAGE,
      );
      events.set(eventId, {
        ...event,
        title: title ?? '',
        timeZone: timeZone || event.timeZone,
        pendingWrites: 1,
      });
    },
  }),
  // Only the copy's echo ends the optimistic copy: a change of the source says nothing of it.
  copy: defineQueuedWrite<'events', 'copyEvent', EventsDraft>({
    name: 'events.copy',
    service: 'events',
    method: 'copyEvent',
    docIds: ({ newEventId }) => [newEventId ?? ''],
    apply: (events, { eventId = '', newEventId = '' }, { createdAt }) => {
      const source = events.get(eventId);
      if (!source || !newEventId || events.has(newEventId)) return touch(events, newEventId);
      events.set(newEventId, {
        ...source,
        eventId: newEventId,
        title: copyTitle(source.title, source.language),
        extKey: '',
        isArchive: false,
        publishedAt: undefined,
        domain: undefined,
        // What it carried is known once the server made it.
        carried: {},
        createdAt: seconds(createdAt),
        pendingWrites: 1,
      });
    },
  }),
  publish: defineQueuedWrite<'events', 'publish', EventsDraft>({
    name: 'events.publish',
    service: 'events',
    method: 'publish',
    docIds: onEvent,
    apply: patching((events, id, at) => ({ publishedAt: events.get(id)?.publishedAt ?? at })),
  }),
  unpublish: defineQueuedWrite<'events', 'unpublish', EventsDraft>({
    name: 'events.unpublish',
    service: 'events',
    method: 'unpublish',
    docIds: onEvent,
    apply: patching(() => ({ publishedAt: undefined })),
  }),
  archive: defineQueuedWrite<'events', 'toArchive', EventsDraft>({
    name: 'events.archive',
    service: 'events',
    method: 'toArchive',
    docIds: onEvent,
    apply: patching(() => ({ isArchive: true })),
  }),
  unarchive: defineQueuedWrite<'events', 'fromArchive', EventsDraft>({
    name: 'events.unarchive',
    service: 'events',
    method: 'fromArchive',
    docIds: onEvent,
    apply: patching(() => ({ isArchive: false })),
  }),
};
