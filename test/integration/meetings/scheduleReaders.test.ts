// The three schedule exports as programs we did not write read them (issue 27): ical.js and
// node-ical for schedule.ics, the c3voc XSD (xmllint) and a frab-style consumer (fast-xml-parser:
// persons, rooms and events linked by id) for schedule.xml, the c3voc JSON Schema and a reader of
// its room-keyed days for schedule.json. One programme, published in four zones (UTC, Berlin
// across its October DST change, half-hour Kolkata, Etc/GMT-3), with two locations of one name,
// meetings across midnight, Cyrillic, emoji, HTML and control characters, a hidden speaker and an
// invisible meeting: every reader must find every visible meeting, and only those, at its exact
// instant with its room and its visible speakers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import draft06 from 'ajv/lib/refs/json-schema-draft-06.json';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { validateXML } from 'xmllint-wasm';
import { withoutControls } from '../../../src/common/plainText';
import { scheduleExportPath } from '../../../src/common/scheduleExports';
import { meetings as meetingsTable } from '../../../src/server/db/schema';
import type { ScheduleFormat } from '../../../src/common/scheduleExports';
import { as, newOrganiser, serverPerFile } from '../support/harness';

jest.setTimeout(120_000);

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'c3voc');
const ZONES = ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Etc/GMT-3'] as const;
const ROOM = 'Зал «Главный» 🎤';
const utc = (iso: string) => Date.parse(iso);

/** What a reader should find of one meeting. */
interface Reading {
  guid: string;
  title: string;
  start: number;
  end: number;
  room: string;
  speakers: string[];
}

const byGuid = (list: Reading[]) => [...list].sort((a, b) => (a.guid < b.guid ? -1 : 1));

describe('schedule exports as outside readers read them', () => {
  const ctx = serverPerFile();
  const published = new Map<string, { key: string; expected: Reading[] }>();
  const get = async (zone: string, format: ScheduleFormat) => {
    const res = await fetch(
      `${ctx.server.baseUrl}${scheduleExportPath(published.get(zone)!.key, format)}`,
    );
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    const o = as(await newOrganiser(ctx.server));
    const { events, locations, speakers, meetings } = ctx.server.clients;
    for (const zone of ZONES) {
      const eventId = uuidv7();
      const title = `Конференция 🚀 <b>${zone}</b> & "Co"`;
      const { filteredEventKey: key } = await events.createEvent(
        { eventId, title, language: 'ru', timeZone: zone },
        o,
      );
      // Two locations of one name: the later one is numbered in every export.
      const hall = (await locations.createLocation({ eventId, name: ROOM }, o)).locationId;
      const twin = (await locations.createLocation({ eventId, name: ROOM }, o)).locationId;
      const speaker = async (name: string) =>
        (await speakers.createSpeaker({ eventId, name, speakerId: uuidv7() }, o)).speakerId;
      const ada = await speaker('Ада Лавлейс 👩‍💻');
      const grace = await speaker('Grace <Hopper> & Co');
      const hidden = await speaker('Тайный Докладчик');
      await speakers.toHiddenSpeaker({ eventId, speakerId: hidden }, o);
      const expected: Reading[] = [];
      const meeting = async (
        name: string,
        shown: string,
        start: string,
        end: string,
        locationId: string,
        room: string,
        speakerIds: string[],
        names: string[],
      ) => {
        const annotation = `<i>Аннотация</i> 😀\u0007\u202e ${name}`;
        const { meetingId } = await meetings.createMeeting(
          {
            eventId,
            meetingId: uuidv7(),
            // The server refuses controls in new text now (issue 28 §7); text stored before
            // may hold them, and the exports must still leave them out.
            name: withoutControls(name),
            annotation: withoutControls(annotation),
            text: '<p>Fish &amp; <b>chips</b></p>',
            startAt: utc(start) / 1000,
            endAt: utc(end) / 1000,
            locationId,
            speakerIds,
            showLocationInListMeetings: true,
          },
          o,
        );
        await ctx.server.app.database.db
          .update(meetingsTable)
          .set({ name, annotation })
          .where(eq(meetingsTable.id, meetingId));
        expected.push({
          guid: meetingId,
          title: shown,
          start: utc(start),
          end: utc(end),
          room,
          speakers: names,
        });
        return meetingId;
      };
      await meeting(
        '<script>alert(1)</script> Доклад 🎤',
        '<script>alert(1)</script> Доклад 🎤',
        '2026-10-24T08:00:00Z',
        '2026-10-24T09:00:00Z',
        hall,
        ROOM,
        [ada, hidden],
        ['Ада Лавлейс 👩‍💻'],
      );
      // Across midnight in UTC and Berlin, and across Berlin's change back to +01:00 (01:00Z).
      await meeting(
        'Ночная\u0007 сессия\u202e 🌙',
        'Ночная сессия 🌙',
        '2026-10-24T21:30:00Z',
        '2026-10-25T02:30:00Z',
        twin,
        `${ROOM} (2)`,
        [grace],
        ['Grace <Hopper> & Co'],
      );
      // Across midnight in Kolkata (23:30 → 01:30), in the event's own room.
      await meeting(
        'Полночь в Калькутте',
        'Полночь в Калькутте',
        '2026-10-25T18:00:00Z',
        '2026-10-25T20:00:00Z',
        '',
        `Конференция 🚀 <b>${zone}</b> & "Co"`,
        [ada, grace],
        ['Ада Лавлейс 👩‍💻', 'Grace <Hopper> & Co'],
      );
      // Across midnight at GMT-3's +03:00 (23:30 → 01:00).
      await meeting(
        'Late & "quoted"',
        'Late & "quoted"',
        '2026-10-25T20:30:00Z',
        '2026-10-25T22:00:00Z',
        hall,
        ROOM,
        [],
        [],
      );
      const secret = await meeting(
        'Secret',
        'Secret',
        '2026-10-24T10:00:00Z',
        '2026-10-24T11:00:00Z',
        twin,
        ROOM,
        [],
        [],
      );
      await meetings.setAsInvisibleMeeting({ eventId, meetingId: secret }, o);
      expected.pop();
      // A feedback form: every meeting links to the app's feedback page (c3voc feedback_url).
      await ctx.server.clients.forms.upsertForm(
        { eventId, formId: 'feedback_sessions', name: 'Отзывы 💬' },
        o,
      );
      await events.publish({ eventId }, o);
      published.set(zone, { key, expected });
    }
  });

  const hiddenOut = (text: string, zone: string) => {
    expect(text).not.toContain('Тайный');
    expect(text).not.toContain('Secret');
    expect(text).not.toContain('\u202e');
    expect(text).not.toContain('\u0007');
    expect(published.get(zone)!.expected).toHaveLength(4);
  };

  describe.each(ZONES)('in %s', (zone) => {
    const expected = () => byGuid(published.get(zone)!.expected);

    it('schedule.ics: ical.js finds every meeting at its instant, room and speakers', async () => {
      const text = await get(zone, 'ics');
      hiddenOut(text, zone);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const zones = calendar.getAllSubcomponents('vtimezone');
      for (const z of zones) ICAL.TimezoneService.register(new ICAL.Timezone(z));
      try {
        const found = calendar.getAllSubcomponents('vevent').map((v) => {
          const e = new ICAL.Event(v);
          // A floating time (no zone, no Z) would be read in the reader's own zone.
          expect(e.startDate.zone?.tzid).toBe(zone === 'UTC' ? 'UTC' : zone);
          expect(String(v.getFirstPropertyValue('dtstamp'))).toMatch(/Z$/);
          return {
            guid: e.uid,
            title: e.summary,
            start: e.startDate.toUnixTime() * 1000,
            end: e.endDate.toUnixTime() * 1000,
            room: e.location,
            speakers: speakersOf(e.description),
          };
        });
        expect(byGuid(found)).toEqual(expected());
      } finally {
        if (zones.length > 0) ICAL.TimezoneService.remove(zone);
      }
    });

    it('schedule.ics: node-ical finds every meeting at its instant, room and speakers', async () => {
      const text = await get(zone, 'ics');
      const found = Object.values(nodeIcal.sync.parseICS(text)).flatMap((c) =>
        c?.type === 'VEVENT'
          ? [
              {
                guid: c.uid,
                title: String(c.summary),
                start: c.start.getTime(),
                end: c.end?.getTime() ?? NaN,
                room: String(c.location),
                speakers: speakersOf(String(c.description)),
              },
            ]
          : [],
      );
      expect(byGuid(found)).toEqual(expected());
    });

    it('schedule.xml: valid for the XSD, and persons, rooms and events link by id', async () => {
      const xml = await get(zone, 'xml');
      hiddenOut(xml, zone);
      const xsd = readFileSync(path.join(FIXTURES, 'schedule.xml.xsd'), 'utf8');
      const result = await validateXML({
        xml: [{ fileName: 'schedule.xml', contents: xml }],
        schema: [{ fileName: 'schedule.xml.xsd', contents: xsd }],
      });
      expect(result.errors).toEqual([]);
      const found = frabRead(xml);
      expect(byGuid(found)).toEqual(expected());
    });

    it('schedule.json: valid for the c3voc schema, every meeting under its room', async () => {
      const text = await get(zone, 'json');
      hiddenOut(text, zone);
      const body = JSON.parse(text) as C3vocSchedule;
      expect(validateC3voc(body) ? [] : validateC3voc.errors).toEqual([]);
      const { conference } = body.schedule;
      const roomNames = conference.rooms.map((r) => r.name);
      expect(new Set(roomNames).size).toBe(roomNames.length);
      const found = conference.days.flatMap((day) =>
        Object.entries(day.rooms).flatMap(([room, list]) =>
          list.map((e) => {
            expect(e.room).toBe(room);
            expect(roomNames).toContain(room);
            expect(e.date.slice(0, 10)).toBe(day.date);
            expect(e.url).toMatch(new RegExp(`/meeting/${e.guid}$`));
            expect(e.feedback_url).toBe(e.url.replace(/meeting\/[^/]+$/, 'feedbacks'));
            for (const p of e.persons) expect(p.url).toMatch(new RegExp(`/speakers/${p.guid}$`));
            return {
              guid: e.guid,
              title: e.title,
              start: Date.parse(e.date),
              end: Date.parse(e.end),
              room,
              speakers: e.persons.map((p) => p.name),
            };
          }),
        ),
      );
      expect(byGuid(found)).toEqual(expected());
    });
  });
});

/** The speakers iCalendar carries: the first paragraph of the description. */
const speakersOf = (description: string | null) => {
  const first = (description ?? '').split('\n\n')[0] ?? '';
  return first === '' || first.startsWith('<i>') ? [] : first.split(', ');
};

interface C3vocEvent {
  guid: string;
  room: string;
  date: string;
  end: string;
  title: string;
  url: string;
  feedback_url: string;
  persons: { guid: string; name: string; url: string }[];
}

interface C3vocSchedule {
  schedule: {
    conference: {
      rooms: { name: string; guid: string }[];
      days: { date: string; rooms: Record<string, C3vocEvent[]> }[];
    };
  };
}

const validateC3voc = (() => {
  const ajv = new Ajv({
    format: 'full',
    unknownFormats: ['color'],
    schemaId: 'auto',
    logger: false,
  });
  ajv.addMetaSchema(draft06);
  return ajv.compile(JSON.parse(readFileSync(path.join(FIXTURES, 'schema.json'), 'utf8')));
})();

interface XmlPerson {
  '#text': string;
  '@_id': string;
  '@_guid': string;
}

interface XmlEvent {
  '@_guid': string;
  '@_id': string;
  date: string;
  duration: string;
  room: string;
  title: string;
  url: string;
  feedback_url: string;
  persons: { person?: XmlPerson[] } | '';
}

interface XmlDay {
  '@_date': string;
  room?: { '@_name': string; '@_guid': string; event: XmlEvent[] }[];
}

/**
 * A frab/pentabarf importer's view: rooms by guid with one name each, persons by integer id
 * with one name each, every event under the room its <room> names, on the day of its date.
 */
function frabRead(xml: string): Reading[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (_name, jpath) =>
      ['day', 'day.room', 'day.room.event', 'day.room.event.persons.person']
        .map((p) => `schedule.${p}`)
        .includes(String(jpath)),
  });
  const doc = parser.parse(xml) as { schedule: { day: XmlDay[] } };
  const roomNames = new Map<string, string>();
  const roomGuids = new Map<string, string>();
  const personNames = new Map<string, string>();
  const readings: Reading[] = [];
  for (const day of doc.schedule.day) {
    for (const room of day.room ?? []) {
      expect(roomNames.get(room['@_guid']) ?? room['@_name']).toBe(room['@_name']);
      expect(roomGuids.get(room['@_name']) ?? room['@_guid']).toBe(room['@_guid']);
      roomNames.set(room['@_guid'], room['@_name']);
      roomGuids.set(room['@_name'], room['@_guid']);
      for (const event of room.event) {
        expect(event['@_id']).toMatch(/^[1-9]\d*$/);
        expect(event.room).toBe(room['@_name']);
        expect(event.feedback_url).toBe(event.url.replace(/meeting\/[^/]+$/, 'feedbacks'));
        expect(event.date.slice(0, 10)).toBe(day['@_date']);
        const persons = event.persons === '' ? [] : (event.persons.person ?? []);
        for (const p of persons) {
          expect(p['@_id']).toMatch(/^[1-9]\d*$/);
          expect(personNames.get(p['@_id']) ?? p['#text']).toBe(p['#text']);
          personNames.set(p['@_id'], p['#text']);
        }
        const [hours = 0, minutes = 0] = event.duration.split(':').map(Number);
        const start = Date.parse(event.date);
        readings.push({
          guid: event['@_guid'],
          title: event.title,
          start,
          end: start + (hours * 60 + minutes) * 60_000,
          room: room['@_name'],
          speakers: persons.map((p) => p['#text']),
        });
      }
    }
  }
  // Speakers reach the importer: both visible ones, each under one integer id.
  expect(new Set(personNames.values())).toEqual(new Set(['Ада Лавлейс 👩‍💻', 'Grace <Hopper> & Co']));
  return readings;
}
