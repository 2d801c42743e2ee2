// iCalendar (RFC 5545): one VEVENT per visible meeting, written in the event's zone with its
// TZID and a VTIMEZONE block, so a calendar shows the times right wherever it is.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { ScheduleModel } from './model';

export function icalendar(s: ScheduleModel): string {
  const calendar = ical({
    name: s.title,
    prodId: {
      company: 'eventapp',
      product: 'schedule',
      language: (s.language || 'en').toUpperCase(),
    },
    url: s.url,
    timezone: { name: s.zone, generator: getVtimezoneComponent },
  });
  for (const d of s.days) {
    for (const m of d.meetings) {
      calendar.createEvent({
        id: m.guid,
        start: m.start.ical,
        end: m.end.ical,
        timezone: s.zone,
        summary: m.title,
        description: [m.subtitle, m.abstract, m.description].filter((t) => t !== '').join('\n\n'),
        location: m.room.name,
        url: s.url,
        categories: [{ name: m.type }],
      });
    }
  }
  return calendar.toString();
}
