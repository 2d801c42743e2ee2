// What the organiser sees = what the server confirmed (the live feed) + their writes that are
// queued or not yet echoed back, applied in order. One pure function, tested on its own.
import type { QueuedWrite } from '../../../client/queue';
import { writeRegistry } from '../writes';
import { touch } from './eventsDraft';
import type { EventView, EventsDraft } from './eventsDraft';
import type { EventDoc } from './eventsSlice';
import { eventSettingsWrites } from './eventSettingsWrites';
import { eventWrites } from './eventWrites';

export type { EventView } from './eventsDraft';

export const EVENT_WRITES = writeRegistry<EventsDraft>([
  ...Object.values(eventWrites),
  ...Object.values(eventSettingsWrites),
]);

/** The event another entity's write changes: any call of the events service on an event. */
function eventOf(write: QueuedWrite): string | null {
  const request = write.call.request as { eventId?: unknown } | null | undefined;
  return write.call.service === 'events' && typeof request?.eventId === 'string'
    ? request.eventId
    : null;
}

export function reconcileEvents(
  remote: readonly EventDoc[],
  writes: readonly QueuedWrite[],
): EventView[] {
  const events: EventsDraft = new Map(remote.map((e) => [e.eventId, { ...e, pendingWrites: 0 }]));
  for (const write of writes) {
    if (EVENT_WRITES.apply(events, write)) continue;
    // Organizers, sponsors and preferences are the event's too: their writes show as pending on it.
    const eventId = eventOf(write);
    if (eventId !== null) touch(events, eventId);
  }
  return [...events.values()].sort(
    (a, b) => a.createdAt - b.createdAt || a.eventId.localeCompare(b.eventId),
  );
}
