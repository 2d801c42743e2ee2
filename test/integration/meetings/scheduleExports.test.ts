// The public schedule exports over real HTTP: frab XML valid against the c3voc XSD, the c3voc
// schedule.json valid against its JSON Schema, iCalendar read back by ical.js with the event's
// TZID; only visible meetings and visible speakers, times in the event's zone, rooms = the
// locations; nothing for an unpublished event.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import draft06 from 'ajv/lib/refs/json-schema-draft-06.json';
import ICAL from 'ical.js';
import { v7 as uuidv7 } from 'uuid';
import { validateXML } from 'xmllint-wasm';
import { scheduleExportPath } from '../../../src/common/scheduleExports';
import type { ScheduleFormat } from '../../../src/common/scheduleExports';
import { as, newOrganiser, serverPerFile } from '../support/harness';

jest.setTimeout(60_000);

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'c3voc');
/** 2026-06-01T08:00:00Z: 10:00 in Berlin (summer time). */
const DAY1 = Date.UTC(2026, 5, 1, 8) / 1000;
const HOUR = 3600;

describe('schedule exports', () => {
  const ctx = serverPerFile();
  let key = '';
  const get = (format: ScheduleFormat, eventKey = key) =>
    fetch(`${ctx.server.baseUrl}${scheduleExportPath(eventKey, format)}`);
  const ids = { hall: '', shown: '', hidden: '', keynote: '', late: '', secret: '' };
  let moveLate: (startAt: number) => Promise<unknown> = () => Promise.resolve();
  let addFeedbackForm: () => Promise<unknown> = () => Promise.resolve();

  beforeAll(async () => {
    const session = await newOrganiser(ctx.server);
    const o = as(session);
    const { events, locations, speakers, meetings } = ctx.server.clients;
    const eventId = uuidv7();
    key = (
      await events.createEvent(
        { eventId, title: 'Summer & <Camp>', language: 'en', timeZone: 'Europe/Berlin' },
        o,
      )
    ).filteredEventKey;
    ids.hall = (await locations.createLocation({ eventId, name: 'Main hall' }, o)).locationId;
    const speaker = async (name: string) =>
      (await speakers.createSpeaker({ eventId, name, speakerId: uuidv7() }, o)).speakerId;
    ids.shown = await speaker('Ada Lovelace');
    ids.hidden = await speaker('Hidden Person');
    await speakers.toHiddenSpeaker({ eventId, speakerId: ids.hidden }, o);
    const meeting = async (name: string, startAt: number, fields: object = {}) =>
      (
        await meetings.createMeeting(
          {
            eventId,
            name,
            startAt,
            endAt: startAt + HOUR,
            speakerIds: [],
            showLocationInListMeetings: false,
            meetingId: uuidv7(),
            ...fields,
          },
          o,
        )
      ).meetingId;
    ids.keynote = await meeting('Keynote', DAY1, {
      locationId: ids.hall,
      speakerIds: [ids.shown, ids.hidden],
      annotation: 'Opening',
      text: '<p>Fish &amp; <b>chips</b></p>',
    });
    ids.late = await meeting('Lunch', DAY1 + 24 * HOUR + 3 * HOUR, { iconName: 'fork' });
    ids.secret = await meeting('Secret', DAY1 + HOUR, { locationId: ids.hall });
    await meetings.setAsInvisibleMeeting({ eventId, meetingId: ids.secret }, o);
    moveLate = (startAt) =>
      meetings.updateMeeting(
        {
          eventId,
          meetingId: ids.late,
          name: 'Lunch',
          startAt,
          endAt: startAt + HOUR,
          showLocationInListMeetings: false,
        },
        o,
      );
    addFeedbackForm = () =>
      ctx.server.clients.forms.upsertForm(
        { eventId, formId: 'feedback_sessions', name: 'Talks' },
        o,
      );
    for (const format of ['xml', 'json', 'ics'] as const) {
      expect((await get(format)).status).toBe(404);
    }
    await events.publish({ eventId }, o);
  });

  it('serves a c3voc schedule.json valid against its schema, in the event zone', async () => {
    const res = await get('json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as {
      schedule: {
        conference: {
          title: string;
          time_zone_name: string;
          days: {
            date: string;
            rooms: Record<string, { guid: string; date: string; persons: { name: string }[] }[]>;
          }[];
        };
      };
    };
    const ajv = new Ajv({
      format: 'full',
      unknownFormats: ['color'],
      schemaId: 'auto',
      // Draft-06 ignores keywords beside a $ref, as the schema's author meant; no warning.
      logger: false,
    });
    ajv.addMetaSchema(draft06);
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(FIXTURES, 'schema.json'), 'utf8')),
    );
    expect(validate(body) ? [] : validate.errors).toEqual([]);
    // The validator is live: a schedule without its conference acronym is refused.
    const broken = structuredClone(body) as {
      schedule: { conference: Partial<{ acronym: string }> };
    };
    delete broken.schedule.conference.acronym;
    expect(validate(broken)).toBe(false);
    const { conference } = body.schedule;
    expect(conference.title).toBe('Summer & <Camp>');
    expect(conference.time_zone_name).toBe('Europe/Berlin');
    expect(conference.days.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-02']);
    const [keynote] = conference.days[0]!.rooms['Main hall']!;
    expect(keynote).toMatchObject({ guid: ids.keynote, date: '2026-06-01T10:00:00+02:00' });
    expect(keynote!.persons.map((p) => p.name)).toEqual(['Ada Lovelace']);
    // Without a location a meeting is in the event's own room, named after the event.
    expect(conference.days[1]!.rooms['Summer & <Camp>']![0]).toMatchObject({
      guid: ids.late,
      date: '2026-06-02T13:00:00+02:00',
    });
    expect(JSON.stringify(body)).not.toContain(ids.secret);
    expect(JSON.stringify(body)).not.toContain('Hidden Person');
  });

  it('serves a frab schedule.xml valid against the c3voc XSD', async () => {
    const res = await get('xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const xsd = readFileSync(path.join(FIXTURES, 'schedule.xml.xsd'), 'utf8');
    const result = await validateXML({
      xml: [{ fileName: 'schedule.xml', contents: xml }],
      schema: [
        {
          fileName: 'schedule.xml.xsd',
          contents: xsd,
        },
      ],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator is live: a duration that is not HH:MM is refused.
    const broken = await validateXML({
      xml: [
        { fileName: 'broken.xml', contents: xml.replace(/<duration>[^<]*</, '<duration>long<') },
      ],
      schema: [{ fileName: 'schedule.xml.xsd', contents: xsd }],
    });
    expect(broken.valid).toBe(false);
    expect(xml).toContain('<title>Summer &amp; &lt;Camp&gt;</title>');
    expect(xml).toContain(`<room name="Main hall" guid="${ids.hall}">`);
    expect(xml).toContain('<date>2026-06-01T10:00:00+02:00</date>');
    expect(xml).toContain('<description>Fish &amp; chips</description>');
    expect(xml).not.toContain(ids.secret);
    expect(xml).not.toContain('Hidden Person');
  });

  it('serves iCalendar with the event TZID, read back by ical.js at the right instants', async () => {
    const res = await get('ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin']);
    for (const z of zones) ICAL.TimezoneService.register(new ICAL.Timezone(z));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid).sort()).toEqual([ids.keynote, ids.late].sort());
    const keynote = events.find((e) => e.uid === ids.keynote)!;
    expect(keynote.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(keynote.startDate.toString()).toBe('2026-06-01T10:00:00');
    expect(keynote.startDate.toUnixTime()).toBe(DAY1);
    expect(keynote.endDate.toUnixTime()).toBe(DAY1 + HOUR);
    expect(keynote.location).toBe('Main hall');
    expect(keynote.summary).toBe('Keynote');
  });

  it("raises a moved meeting's SEQUENCE, so calendars that have it take the new time", async () => {
    const sequenceOf = async () => {
      const calendar = new ICAL.Component(ICAL.parse(await (await get('ics')).text()));
      const lunch = calendar
        .getAllSubcomponents('vevent')
        .find((v) => v.getFirstPropertyValue('uid') === ids.late)!;
      return {
        sequence: Number(lunch.getFirstPropertyValue('sequence')),
        start: new ICAL.Event(lunch).startDate.toUnixTime(),
      };
    };
    const before = await sequenceOf();
    await moveLate(DAY1 + 24 * HOUR + 4 * HOUR);
    const after = await sequenceOf();
    expect(after.start).toBe(DAY1 + 24 * HOUR + 4 * HOUR);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    await moveLate(DAY1 + 24 * HOUR + 5 * HOUR);
    expect((await sequenceOf()).sequence).toBeGreaterThanOrEqual(after.sequence);
  });

  it("links every meeting to the app's feedback page once the event has a feedback form", async () => {
    type Event = { guid: string; feedback_url?: string };
    const events = async () => {
      const body = (await (await get('json')).json()) as {
        schedule: { conference: { days: { rooms: Record<string, Event[]> }[] } };
      };
      return body.schedule.conference.days.flatMap((d) => Object.values(d.rooms).flat());
    };
    expect((await events()).map((e) => e.feedback_url)).toEqual([undefined, undefined]);
    expect(await (await get('xml')).text()).not.toContain('<feedback_url>');
    await addFeedbackForm();
    const page = `http://console.test/${key}/feedbacks`;
    expect((await events()).map((e) => e.feedback_url)).toEqual([page, page]);
    const xml = await (await get('xml')).text();
    expect(xml.split(`<feedback_url>${page}</feedback_url>`)).toHaveLength(3);
  });

  it('answers 404 for an unknown or malformed event key', async () => {
    expect((await get('json', 'no-such-event')).status).toBe(404);
    expect((await get('ics', 'x')).status).toBe(404);
  });
});
