// The attendee's agenda as iCalendar (RFC 5545): the starred sessions at their instants in the
// event's zone, with the zone's real offset changes and each session's location, written by
// the same writer as the public schedule.ics (src/common/icalendar.ts).
import { icsCalendar } from '../common/icalendar';
import type { PublicLocation, PublicMeeting } from '../common/publicEvent';

export function agendaIcs(
  meetings: readonly PublicMeeting[],
  opts: {
    timeZone: string;
    eventKey: string;
    calendarName: string;
    host: string;
    /** Epoch seconds. */
    now: number;
    locations?: readonly Pick<PublicLocation, 'id' | 'name' | 'address'>[];
  },
): string {
  const where = new Map(
    (opts.locations ?? []).map((l) => [l.id, [l.name, l.address].filter(Boolean).join(', ')]),
  );
  return icsCalendar(
    { name: opts.calendarName, zone: opts.timeZone, product: opts.eventKey, now: opts.now * 1000 },
    meetings.map((m) => ({
      uid: `${m.id}@${opts.host}`,
      start: m.startAt * 1000,
      end: m.endAt * 1000,
      summary: m.name,
      description: m.annotation,
      location: where.get(m.locationId),
    })),
  );
}
