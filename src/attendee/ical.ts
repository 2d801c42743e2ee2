// The attendee's agenda as iCalendar (RFC 5545): the starred sessions with their local times
// in the event's zone. The zone is described by one VTIMEZONE with its offset at the first
// session (an event rarely spans a change of offset), so calendars show the times the
// schedule shows wherever the phone is.
import type { PublicMeeting } from '../common/publicEvent';
import { offsetAt, zonedFields } from '../common/zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time of an instant in the zone, as YYYYMMDDTHHMMSS. */
function localStamp(at: number, timeZone: string): string {
  const f = zonedFields(at * 1000, timeZone);
  return `${f.year}${f.month}${f.day}T${f.hour}${f.minute}${f.second}`;
}

/** The zone's offset from UTC at an instant, as +HHMM. */
function offset(at: number, timeZone: string): string {
  const minutes = Math.round(offsetAt(at * 1000, timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** Text escaped for a property value, and folded at 75 octets as the RFC asks. */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    if (bytes.encode(current + ch).length > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function agendaIcs(
  meetings: readonly PublicMeeting[],
  opts: { timeZone: string; eventKey: string; calendarName: string; host: string; now: number },
): string {
  const { timeZone } = opts;
  const tz = escape(timeZone);
  const first = meetings[0]?.startAt ?? opts.now;
  const zoneOffset = offset(first, timeZone);
  const utc = (at: number) => `${new Date(at * 1000).toISOString().replace(/[-:]|\.\d+/g, '')}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//eventapp//${escape(opts.eventKey)}//EN`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escape(opts.calendarName)}`,
    `X-WR-TIMEZONE:${tz}`,
    'BEGIN:VTIMEZONE',
    `TZID:${tz}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${zoneOffset}`,
    `TZOFFSETTO:${zoneOffset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    ...meetings.flatMap((m) => [
      'BEGIN:VEVENT',
      `UID:${m.id}@${opts.host}`,
      `DTSTAMP:${utc(opts.now)}`,
      `DTSTART;TZID=${tz}:${localStamp(m.startAt, timeZone)}`,
      `DTEND;TZID=${tz}:${localStamp(Math.max(m.endAt, m.startAt), timeZone)}`,
      `SUMMARY:${escape(m.name)}`,
      ...(m.annotation ? [`DESCRIPTION:${escape(m.annotation)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
