import type { PublicMeeting } from '../common/publicEvent';
import ICAL from 'ical.js';
import { agendaIcs } from './ical';

describe('the agenda as iCalendar', () => {
  it("writes the starred sessions in the event's zone", () => {
    const start = Date.parse('2030-06-01T07:00:00Z') / 1000;
    const meeting = {
      id: 'm1',
      name: 'Keynote, day one',
      annotation: 'Opening; all halls',
      startAt: start,
      endAt: start + 5400,
    } as PublicMeeting;
    const ics = agendaIcs([meeting], {
      timeZone: 'Europe/Moscow',
      eventKey: 'conf',
      calendarName: 'Summer Conf',
      host: 'example.com',
      now: start,
    });
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Moscow:20300601T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Moscow:20300601T113000');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines).toContain('SUMMARY:Keynote\\, day one');
    expect(lines).toContain('DESCRIPTION:Opening\\; all halls');
    expect(lines).toContain('UID:m1@example.com');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes offsets west of UTC and of half hours', () => {
    const start = Date.parse('2030-01-15T15:00:00Z') / 1000;
    const meeting = { id: 'm2', name: 'Talk', annotation: '', startAt: start, endAt: start + 1800 };
    const offsetIn = (timeZone: string) =>
      agendaIcs([meeting as PublicMeeting], {
        timeZone,
        eventKey: 'e',
        calendarName: 'c',
        host: 'h',
        now: start,
      })
        .split('\r\n')
        .filter((line) => line.startsWith('TZOFFSETTO:') || line.startsWith('DTSTART;'));
    expect(offsetIn('America/New_York')).toEqual([
      'TZOFFSETTO:-0500',
      'DTSTART;TZID=America/New_York:20300115T100000',
    ]);
    expect(offsetIn('Asia/Kolkata')).toEqual([
      'TZOFFSETTO:+0530',
      'DTSTART;TZID=Asia/Kolkata:20300115T203000',
    ]);
  });

  it('folds long lines at 75 octets', () => {
    const long = { id: 'x', name: 'Ж'.repeat(80), annotation: '', startAt: 0, endAt: 60 };
    const ics = agendaIcs([long as PublicMeeting], {
      timeZone: 'UTC',
      eventKey: 'e',
      calendarName: 'c',
      host: 'h',
      now: 0,
    });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('SUMMARY:ЖЖ');
  });
});

describe('the agenda as read by ical.js', () => {
  const HOUR = 3600;
  const read = (meetings: Partial<PublicMeeting>[], timeZone: string, extra = {}) => {
    const ics = agendaIcs(meetings as PublicMeeting[], {
      timeZone,
      eventKey: 'e',
      calendarName: 'c',
      host: 'h',
      now: meetings[0]?.startAt ?? 0,
      ...extra,
    });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    for (const z of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(new ICAL.Timezone(z));
    }
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    for (const z of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.remove(String(z.getFirstPropertyValue('tzid')));
    }
    return { ics, events };
  };

  it('puts sessions after a DST change at their instants, and one across it its length', () => {
    // Berlin moves from +01:00 to +02:00 at 2026-03-29T01:00Z.
    const before = Date.parse('2026-03-28T09:00:00Z') / 1000;
    const across = Date.parse('2026-03-29T00:00:00Z') / 1000;
    const after = Date.parse('2026-03-30T08:00:00Z') / 1000;
    const { events } = read(
      [
        { id: 'a', name: 'Before', startAt: before, endAt: before + HOUR },
        { id: 'b', name: 'Across', startAt: across, endAt: across + 3 * HOUR },
        { id: 'c', name: 'After', startAt: after, endAt: after + HOUR },
      ],
      'Europe/Berlin',
    );
    expect(events.map((e) => [e.startDate.toUnixTime(), e.endDate.toUnixTime()])).toEqual([
      [before, before + HOUR],
      [across, across + 3 * HOUR],
      [after, after + HOUR],
    ]);
    expect(events.map((e) => e.startDate.toString())).toEqual([
      '2026-03-28T10:00:00',
      '2026-03-29T01:00:00',
      '2026-03-30T10:00:00',
    ]);
  });

  it('reads Etc/GMT-3 as three hours east of UTC, and UTC times with Z', () => {
    const at = Date.parse('2030-01-15T15:00:00Z') / 1000;
    const meeting = { id: 'm', name: 'Talk', startAt: at, endAt: at + HOUR };
    const east = read([meeting], 'Etc/GMT-3');
    expect(east.events[0]!.startDate.toString()).toBe('2030-01-15T18:00:00');
    expect(east.events[0]!.startDate.toUnixTime()).toBe(at);
    const utc = read([meeting], 'UTC');
    expect(utc.ics.split('\r\n')).toContain('DTSTART:20300115T150000Z');
    expect(utc.events[0]!.startDate.toUnixTime()).toBe(at);
    expect(utc.events[0]!.startDate.zone?.tzid).toBe('UTC');
  });

  it('gives each session its location, and strips controls and bidi overrides', () => {
    const at = Date.parse('2030-01-15T15:00:00Z') / 1000;
    const { ics, events } = read(
      [
        {
          id: 'm',
          name: 'Talk\u202e\u0007 <b>one</b>',
          annotation: 'x\u2066y',
          startAt: at,
          endAt: at + HOUR,
          locationId: 'l1',
        },
      ],
      'Asia/Kolkata',
      { locations: [{ id: 'l1', name: 'Hall; A', address: 'Main st. 1' }] },
    );
    expect(events[0]!.location).toBe('Hall; A, Main st. 1');
    expect(events[0]!.summary).toBe('Talk <b>one</b>');
    expect(events[0]!.description).toBe('xy');
    expect(ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
  });
});
