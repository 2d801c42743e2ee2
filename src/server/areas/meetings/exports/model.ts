// The schedule of a published event as the exports see it: visible meetings only, by start,
// their rooms (the locations), visible speakers, every time already read in the event's zone.
// The three formats (frabXml, c3vocJson, icalendar) are written from this one model.
import { eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { EVENT_TITLE_KEY } from '../../../../common/constants';
import type { Queryable } from '../../../db/database';
import { events, translations } from '../../../db/schema';
import type { ScheduleRows } from './rows';
import { zonedReader } from './times';
import type { ZonedTime } from './times';

export interface ExportPerson {
  guid: string;
  name: string;
  biography: string;
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
}

export interface ExportRoom {
  guid: string;
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
  return text
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
 * Legacy integer ids: 31 bits of the meeting's uuid (fits a Java int), so an id stays the same
 * while other meetings come and go; a clash, in creation order, takes the next free number.
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
      })
      .from(events)
      .where(eq(events.id, ref.eventId)),
    rowsRead,
  ]);
  if (!found) return null;
  const { event } = found;
  // The orders the full reads had: meetings as created (integerIds settles clashes in it),
  // rooms by name.
  const meetingRows = [...rows.meetings.values()].sort(
    (a, b) => +a.createdAt - +b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const locationRows = [...rows.locations.values()].sort((a, b) => a.name.localeCompare(b.name));
  const speakerRows = [...rows.speakers.values()];
  const zone = event.timeZone;
  const title = found.title || event.extKey;
  const acronym = acronymOf(event.extKey);
  const fallbackRoom: ExportRoom = { guid: event.id, name: title };
  const roomById = new Map<string, ExportRoom>(
    locationRows.map((l) => [l.id, { guid: l.id, name: l.name }]),
  );
  const personById = new Map<string, ExportPerson>(
    speakerRows.map((s) => [s.id, { guid: s.id, name: s.name, biography: s.companyName }]),
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
      title: m.name,
      subtitle: m.title,
      abstract: m.annotation,
      description: plainOf(m.text),
      type: m.iconName || 'talk',
      room: roomById.get(m.locationId) ?? fallbackRoom,
      start: at(m.startAt),
      end: at(m.endAt),
      persons: m.speakerIds.flatMap((s) => personById.get(s) ?? []),
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
  const url = `${publicUrl}/${event.extKey}/`;
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
