import type { PublicMeeting } from '../common/publicEvent';
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
