// The frab / pentabarf schedule.xml (the c3voc XSD, test/fixtures/c3voc): conference, then one
// <day> per date with a <room> per location that has meetings that day.
import type { ExportMeeting, ScheduleModel } from './model';
import { GENERATOR, duration } from './times';

const NEEDS_ESCAPE = /[&<>"]/;

/**
 * Most texts of a schedule need nothing: one test instead of four replacements each. Characters
 * XML 1.0 cannot carry are gone already (the model's texts are withoutControls).
 */
const escape = (s: string) =>
  !NEEDS_ESCAPE.test(s)
    ? s
    : s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Attrs = Record<string, string | number>;

/** An element with escaped attributes and either escaped text or already written children. */
function el(name: string, attrs: Attrs, content: string | string[] = ''): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join('');
  const body = Array.isArray(content) ? content.join('') : escape(content);
  return body === '' ? `<${name}${a}/>` : `<${name}${a}>${body}</${name}>`;
}

const text = (name: string, value: string) => el(name, {}, value);
function event(m: ExportMeeting, s: ScheduleModel): string {
  return el('event', { id: m.id, guid: m.guid }, [
    text('date', m.start.iso),
    text('start', m.start.hhmm),
    text('duration', duration(m.start, m.end)),
    text('room', m.room.name),
    text('slug', m.slug),
    text('url', m.url),
    text('title', m.title),
    text('subtitle', m.subtitle),
    text('track', ''),
    text('type', m.type),
    text('language', s.language),
    text('abstract', m.abstract),
    text('description', m.description),
    el(
      'persons',
      {},
      m.persons.map((p) => el('person', { id: p.id, guid: p.guid }, p.name)),
    ),
    el('links', {}, []),
    m.feedbackUrl ? text('feedback_url', m.feedbackUrl) : '',
  ]);
}

export function frabXml(s: ScheduleModel): string {
  // The model always has a day; the fallbacks only satisfy the type.
  const first = s.days[0]?.date ?? '';
  const last = s.days[s.days.length - 1]?.date ?? first;
  const conference = el('conference', {}, [
    text('acronym', s.acronym),
    text('title', s.title),
    text('start', first),
    text('end', last),
    text('days', String(s.days.length)),
    text('timeslot_duration', '00:05'),
    text('base_url', s.baseUrl),
    text('url', s.url),
    text('time_zone_name', s.zone),
  ]);
  const days = s.days.map((d) => {
    const rooms = s.rooms.flatMap((r) => {
      const here = d.meetings.filter((m) => m.room === r);
      return here.length === 0
        ? []
        : [
            el(
              'room',
              { name: r.name, guid: r.guid },
              here.map((m) => event(m, s)),
            ),
          ];
    });
    return el('day', { index: d.index, date: d.date, start: d.start.iso, end: d.end.iso }, rooms);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el('schedule', {}, [
      el('generator', { name: GENERATOR.name, version: GENERATOR.version }),
      text('version', s.version),
      conference,
      ...days,
    ]) +
    '\n'
  );
}
