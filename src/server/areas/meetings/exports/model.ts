// The schedule of a published event as the exports see it: visible meetings only, by start,
// their rooms (the locations), visible speakers, every time already read in the event's zone.
// The three formats (frabXml, c3vocJson, icalendar) are written from this one model.
import { eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { EVENT_TITLE_KEY } from '../../../../common/constants';
import { FEEDBACK_ID_PATTERN, FEEDBACK_PREFIX } from '../../../../common/forms';
import { withoutControls } from '../../../../common/plainText';
import type { Queryable } from '../../../db/database';
import { events, forms, translations } from '../../../db/schema';
import type { ScheduleRows } from './rows';
import { zonedReader } from './times';
import type { ZonedTime } from './times';

export interface ExportPerson {
  guid: string;
  /** A small positive integer, stable while the speaker exists (frab readers link by it). */
  id: number;
  name: string;
  biography: string;
  /** The speaker's page in the attendee app. */
  url: string;
}

export interface ExportMeeting {
  guid: string;
  /** A small positive integer, stable while the meeting exists (the formats' legacy id). */
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  abstract: string;
  /** The rich text as plain text. */
  description: string;
  type: string;
  room: ExportRoom;
  start: ZonedTime;
  end: ZonedTime;
  persons: ExportPerson[];
  /** The meeting's page in the attendee app. */
  url: string;
  /** Where attendees give feedback: the app's feedback page, when the event has a form. */
  feedbackUrl?: string;
  /**
   * Seconds from the meeting's creation to its last edit, rounded up: 0 as created, then grows
   * with every edit a second or more apart (iCalendar's SEQUENCE; DTSTAMP changes as well).
   */
  sequence: number;
}

export interface ExportRoom {
  guid: string;
  /** Unique in the schedule: a second location of the same name is written "Name (2)". */
  name: string;
}

export interface ExportDay {
  /** 1, 2, … */
  index: number;
  /** YYYY-MM-DD in the event's zone. */
  date: string;
  start: ZonedTime;
  end: ZonedTime;
  meetings: ExportMeeting[];
}

export interface ScheduleModel {
  eventId: string;
  title: string;
  acronym: string;
  language: string;
  zone: string;
  /** The attendee app of the event: {publicUrl}/{eventKey}/. */
  url: string;
  baseUrl: string;
  /** Changes whenever a meeting, speaker or location of the event does. */
  version: string;
  rooms: ExportRoom[];
  days: ExportDay[];
}

/** The conference acronym both schemas accept: lower-case letters, digits and '_', 4 or more. */
export const acronymOf = (eventKey: string) =>
  eventKey
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .padEnd(4, '_');

/** A feedback form's id (isFeedbackFormId) as a PostgreSQL regular expression. */
const FEEDBACK_FORM_ID = `^${FEEDBACK_PREFIX}${FEEDBACK_ID_PATTERN.source.replace(/^\^/, '')}`;

/** Plain texts already read, by their rich text: a rebuild after one change reads one anew. */
const plainTexts = new Map<string, string>();
const MAX_PLAIN_TEXTS = 20_000;

/** Plain text of sanitised rich text: block ends become line breaks, tags go, entities decode. */
export function plainOf(html: string): string {
  if (html === '') return '';
  const known = plainTexts.get(html);
  if (known !== undefined) return known;
  const text = readPlain(html);
  if (plainTexts.size >= MAX_PLAIN_TEXTS) plainTexts.clear();
  plainTexts.set(html, text);
  return text;
}

function readPlain(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return withoutControls(text)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

const slugWord = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/**
 * Legacy integer ids: 31 bits of the uuid (fits a Java int), so an id stays the same while other
 * meetings (or speakers) come and go; a clash, in creation order, takes the next free number.
 */
function integerIds(ids: readonly string[]): Map<string, number> {
  const taken = new Set<number>();
  const out = new Map<string, number>();
  for (const id of ids) {
    let n = (parseInt(id.replace(/-/g, '').slice(-8), 16) % 0x7ffffffe) + 1;
    while (taken.has(n)) n = (n % 0x7ffffffe) + 1;
    taken.add(n);
    out.set(id, n);
  }
  return out;
}

/**
 * The rooms with names unique in the schedule: readers key rooms by name (the c3voc JSON's days
 * are objects of room name → meetings), so a second "Main hall" would merge with, or replace,
 * the first. Locations sorted by name, then creation: the later ones are numbered.
 */
function uniqueRooms(rows: readonly { id: string; name: string }[]): Map<string, ExportRoom> {
  const taken = new Set(rows.map((r) => r.name));
  const seen = new Set<string>();
  const rooms = new Map<string, ExportRoom>();
  for (const r of rows) {
    let name = r.name;
    if (seen.has(name)) {
      let n = 2;
      while (taken.has(`${r.name} (${n})`)) n += 1;
      name = `${r.name} (${n})`;
      taken.add(name);
    }
    seen.add(name);
    rooms.set(r.id, { guid: r.id, name });
  }
  return rooms;
}

export interface EventRef {
  eventId: string;
  eventKey: string;
}

/**
 * The model of the event as `rows` hold it. The event row and its title are read anew, in one
 * statement, while the rows are read: each round trip is a wait of its own on a busy server.
 */
export async function scheduleModel(
  q: Queryable,
  ref: EventRef,
  publicUrl: string,
  rowsRead: Promise<ScheduleRows>,
  now = Date.now(),
): Promise<ScheduleModel | null> {
  const t = translations;
  const [[found], rows] = await Promise.all([
    q
      .select({
        event: events,
        title: sql<
          string | null
        >`(SELECT ${t.value} FROM ${t} WHERE ${t.eventId} = ${events.id} AND ${t.lang} = ${events.language} AND ${t.key} = ${EVENT_TITLE_KEY})`,
        // A form change is a change of the event: the export is built anew and reads this again.
        hasFeedback: sql<boolean>`EXISTS (SELECT 1 FROM ${forms} WHERE ${forms.eventId} = ${events.id} AND ${forms.formId} ~ ${FEEDBACK_FORM_ID})`,
      })
      .from(events)
      .where(eq(events.id, ref.eventId)),
    rowsRead,
  ]);
  if (!found) return null;
  const { event } = found;
  // The orders the full reads had: meetings as created (integerIds settles clashes in it),
  // rooms by name.
  const byCreation = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
    +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const locationRows = [...rows.locations.values()]
    .map((l) => ({ ...l, name: withoutControls(l.name) }))
    .sort((a, b) => a.name.localeCompare(b.name) || byCreation(a, b));
  const speakerRows = [...rows.speakers.values()].sort(byCreation);
  const meetingRows = [...rows.meetings.values()].sort(byCreation);
  const zone = event.timeZone;
  const url = `${publicUrl}/${event.extKey}/`;
  const title = withoutControls(found.title || event.extKey);
  const acronym = acronymOf(event.extKey);
  const feedbackUrl = found.hasFeedback ? `${url}feedbacks` : undefined;
  const fallbackRoom: ExportRoom = { guid: event.id, name: title };
  const roomById = uniqueRooms(locationRows);
  const personIds = integerIds(speakerRows.map((s) => s.id));
  const personById = new Map<string, ExportPerson>(
    speakerRows.map((s) => [
      s.id,
      {
        guid: s.id,
        id: personIds.get(s.id) ?? 1,
        name: withoutControls(s.name),
        biography: withoutControls(s.companyName),
        url: `${url}speakers/${s.id}`,
      },
    ]),
  );
  const intIds = integerIds(meetingRows.map((m) => m.id));
  const zoned = zonedReader(zone);
  const at = (d: Date) => zoned.at(d.getTime());

  const list: ExportMeeting[] = meetingRows.map((m) => {
    const id = intIds.get(m.id) ?? 1;
    return {
      guid: m.id,
      id,
      slug: `${acronym}-${id}-${slugWord(m.name) || 'meeting'}`,
      title: withoutControls(m.name),
      subtitle: withoutControls(m.title),
      abstract: withoutControls(m.annotation),
      description: plainOf(m.text),
      type: m.iconName || 'talk',
      room: roomById.get(m.locationId) ?? fallbackRoom,
      start: at(m.startAt),
      end: at(m.endAt),
      persons: m.speakerIds.flatMap((s) => personById.get(s) ?? []),
      url: `${url}meeting/${m.id}`,
      feedbackUrl,
      sequence: Math.max(0, Math.ceil((+m.updatedAt - +m.createdAt) / 1000)),
    };
  });
  list.sort(
    (a, b) => a.start.ms - b.start.ms || a.end.ms - b.end.ms || a.title.localeCompare(b.title),
  );

  const byDate = new Map<string, ExportMeeting[]>();
  for (const m of list) {
    const day = byDate.get(m.start.date);
    if (day) day.push(m);
    else byDate.set(m.start.date, [m]);
  }
  // Every export has at least one day (the XML schema asks for one): the event's first.
  if (byDate.size === 0) byDate.set(at(event.startAt ?? new Date(now)).date, []);
  const days = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayMeetings], i): ExportDay => {
      return { index: i + 1, date, ...zoned.day(date), meetings: dayMeetings };
    });

  const used = new Set(list.map((m) => m.room));
  const rooms = [...roomById.values(), ...(used.has(fallbackRoom) ? [fallbackRoom] : [])];
  const changed = Math.max(
    event.updatedAt.getTime(),
    ...meetingRows.map((m) => m.updatedAt.getTime()),
    ...locationRows.map((l) => l.updatedAt.getTime()),
    ...speakerRows.map((s) => s.updatedAt.getTime()),
  );
  return {
    eventId: event.id,
    title,
    acronym,
    language: event.language,
    zone,
    url,
    baseUrl: url,
    version: new Date(changed).toISOString(),
    rooms,
    days,
  };
}
