// iCalendar (RFC 5545) as both our calendars write it: the public schedule.ics and the attendee
// app's "add my programme" file. Times are written in the event's zone with a VTIMEZONE whose
// observances are the zone's real offset changes over the meetings' span, read from the
// runtime's zone database (Intl), so a reader puts a meeting after a DST change, in a half-hour
// zone or in Etc/GMT-3 at its exact instant; UTC is written with Z. Hand-written rather than
// ical-generator + @touch4it/ical-timezones: the pair wrote UTC times floating, DTSTAMP without
// Z beside a calendar zone, Etc/GMT±N with the offset's sign inverted, and needs a date library
// and a 2 MB zone table that the attendee app should not ship.
import { withoutControls } from './plainText';
import { offsetAt, zonedFields } from './zonedTime';

export interface CalendarEntry {
  uid: string;
  /** Epoch ms. */
  start: number;
  end: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  categories?: string[];
  /** Grows whenever the entry changes, so a calendar that has it takes the new one. */
  sequence?: number;
}

export interface CalendarOptions {
  name: string;
  /** The event's IANA zone. */
  zone: string;
  /** The program writing it, as PRODID's product part. */
  product: string;
  url?: string;
  /** When the file is written (epoch ms): DTSTAMP. */
  now: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TEXT value: no controls or bidi overrides, backslash, ';', ',' and line breaks escaped. */
export const icsText = (text: string) =>
  withoutControls(text)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded at 75 octets (74 after the leading space), never inside a character. */
function fold(line: string): string {
  // A UTF-16 unit is at most 3 octets: most lines need no counting.
  if (line.length <= 25) return line;
  const parts: string[] = [];
  let from = 0;
  let size = 0;
  let limit = 75;
  for (let i = 0; i < line.length; ) {
    const code = line.codePointAt(i) ?? 0;
    const units = code > 0xffff ? 2 : 1;
    const n = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4; // its UTF-8 octets
    if (size + n > limit) {
      parts.push(line.slice(from, i));
      from = i;
      size = 0;
      limit = 74;
    }
    size += n;
    i += units;
  }
  parts.push(line.slice(from));
  return parts.join('\r\n ');
}

/** Whether the runtime takes the zone for UTC itself (UTC, Etc/UTC, Etc/Zulu…). */
export function isUtcZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone === 'UTC';
  } catch {
    return false;
  }
}

const utcStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d+/g, '');

/** The wall clock of an instant in the zone as YYYYMMDDTHHMMSS, each instant read once. */
function localReader(zone: string): (ms: number) => string {
  const seen = new Map<number, string>();
  return (ms) => {
    let text = seen.get(ms);
    if (text === undefined) {
      const f = zonedFields(ms, zone);
      text = `${f.year}${f.month}${f.day}T${f.hour}${f.minute}${f.second}`;
      seen.set(ms, text);
    }
    return text;
  };
}

/** An offset in ms as ±HHMM (±HHMMSS when it has seconds). */
function offsetText(ms: number): string {
  const total = Math.round(Math.abs(ms) / 1000);
  const seconds = total % 60;
  const hhmm = `${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}`;
  return `${ms < 0 ? '-' : '+'}${hhmm}${seconds ? pad(seconds) : ''}`;
}

const DAY = 86_400_000;

/** The instants in [from, to] at which the zone's offset changes, each with the offsets around it. */
export function offsetChanges(zone: string, from: number, to: number) {
  const changes: { at: number; before: number; after: number }[] = [];
  let previous = offsetAt(from, zone);
  for (let t = from; t < to; ) {
    const next = Math.min(t + DAY, to);
    const offset = offsetAt(next, zone);
    if (offset !== previous) {
      // The first second with the new offset, found by halving the day.
      let lo = t;
      let hi = next;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (offsetAt(mid, zone) === previous) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, before: previous, after: offset });
      previous = offset;
    }
    t = next;
  }
  return changes;
}

/** VTIMEZONE lines for the zone over [from, to]: its offset then, and each change within. */
function vtimezone(zone: string, from: number, to: number): string[] {
  const first = offsetAt(from, zone);
  const changes = offsetChanges(zone, from, to);
  const lowest = Math.min(first, ...changes.map((c) => c.after));
  const observance = (onset: string, before: number, after: number) => {
    const kind = after > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${onset}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(after)}`,
      `END:${kind}`,
    ];
  };
  // An onset is the wall time the clock showed, under the old offset, when the change came.
  const wall = (at: number, offset: number) => utcStamp(at + offset).replace('Z', '');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance('19700101T000000', first, first),
    ...changes.flatMap((c) => observance(wall(c.at, c.before), c.before, c.after)),
    'END:VTIMEZONE',
  ];
}

/** The calendar as text: CRLF line ends, folded lines. */
export function icsCalendar(options: CalendarOptions, entries: readonly CalendarEntry[]): string {
  const { zone } = options;
  const utc = isUtcZone(zone);
  const local = localReader(zone);
  const time = (name: string, ms: number) =>
    utc ? `${name}:${utcStamp(ms)}` : `${name};TZID=${zone}:${local(ms)}`;
  const starts = entries.map((e) => e.start);
  const ends = entries.map((e) => Math.max(e.start, e.end));
  const from = Math.min(options.now, ...starts) - DAY;
  const to = Math.max(options.now, ...ends) + DAY;
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//eventapp//${icsText(options.product)}//EN`,
    'CALSCALE:GREGORIAN',
    ...(options.url ? [`URL:${options.url}`] : []),
    `NAME:${icsText(options.name)}`,
    `X-WR-CALNAME:${icsText(options.name)}`,
    `X-WR-TIMEZONE:${zone}`,
    ...(utc ? [] : vtimezone(zone, from, to)),
    ...entries.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${icsText(e.uid)}`,
      `SEQUENCE:${e.sequence ?? 0}`,
      `DTSTAMP:${stamp}`,
      time('DTSTART', e.start),
      time('DTEND', Math.max(e.start, e.end)),
      `SUMMARY:${icsText(e.summary)}`,
      ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
      ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
      ...(e.categories?.length ? [`CATEGORIES:${e.categories.map(icsText).join(',')}`] : []),
      ...(e.url ? [`URL;VALUE=URI:${e.url}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
