// iCalendar (RFC 5545): one VEVENT per visible meeting, in the event's zone with its real offset
// changes (src/common/icalendar.ts), its room as LOCATION, its page as URL, its speakers first
// in DESCRIPTION. DTSTAMP is the schedule's last change (RFC 5545: the revision in the store
// for a calendar without METHOD), so the same schedule is the same file.
import { icsCalendar } from '../../../../common/icalendar';
import type { ScheduleModel } from './model';

export function icalendar(s: ScheduleModel): string {
  return icsCalendar(
    { name: s.title, zone: s.zone, product: 'schedule', url: s.url, now: Date.parse(s.version) },
    s.days.flatMap((d) =>
      d.meetings.map((m) => ({
        uid: m.guid,
        start: m.start.ms,
        end: m.end.ms,
        summary: m.title,
        // iCalendar has no field for speakers: their names open the description.
        description: [
          m.persons.map((p) => p.name).join(', '),
          m.subtitle,
          m.abstract,
          m.description,
        ]
          .filter((t) => t !== '')
          .join('\n\n'),
        location: m.room.name,
        url: m.url,
        categories: [m.type],
        sequence: m.sequence,
      })),
    ),
  );
}
