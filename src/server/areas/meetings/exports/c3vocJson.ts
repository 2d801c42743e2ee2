// The c3voc schedule.json (schema: test/fixtures/c3voc/schema.json): conference with rooms and
// days, each day's rooms an object of room name → its meetings.
import type { ExportMeeting, ScheduleModel } from './model';
import { GENERATOR, duration } from './times';

/** The schema's time_zone_name pattern; a zone outside it (e.g. Etc/GMT+3) is left out. */
const ZONE_NAME = /^([A-Z][a-z]+\/[A-Z][a-z]+)|UTC$/;

function event(m: ExportMeeting, s: ScheduleModel) {
  return {
    guid: m.guid,
    id: m.id,
    date: m.start.iso,
    start: m.start.hhmm,
    end: m.end.iso,
    duration: duration(m.start, m.end),
    room: m.room.name,
    slug: m.slug,
    url: m.url,
    title: m.title,
    subtitle: m.subtitle || null,
    track: null,
    type: m.type,
    language: s.language || null,
    abstract: m.abstract,
    description: m.description,
    persons: m.persons.map((p) => ({
      guid: p.guid,
      id: p.id,
      name: p.name,
      biography: p.biography || null,
      url: p.url,
    })),
    links: [],
    ...(m.feedbackUrl ? { feedback_url: m.feedbackUrl } : {}),
  };
}

export function c3vocJson(s: ScheduleModel) {
  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: GENERATOR,
    schedule: {
      version: s.version,
      base_url: s.baseUrl,
      conference: {
        acronym: s.acronym,
        title: s.title,
        start: s.days[0]?.date,
        end: s.days[s.days.length - 1]?.date,
        daysCount: s.days.length,
        timeslot_duration: '00:05',
        ...(ZONE_NAME.test(s.zone) ? { time_zone_name: s.zone } : {}),
        url: s.url,
        rooms: s.rooms.map((r) => ({ name: r.name, guid: r.guid })),
        days: s.days.map((d) => ({
          index: d.index,
          date: d.date,
          day_start: d.start.iso,
          day_end: d.end.iso,
          rooms: Object.fromEntries(
            s.rooms.flatMap((r) => {
              const here = d.meetings.filter((m) => m.room === r);
              return here.length === 0 ? [] : [[r.name, here.map((m) => event(m, s))]];
            }),
          ),
        })),
      },
    },
  };
}
