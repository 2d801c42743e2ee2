import { instantOf, zonedParts } from './zonedTime';

describe('zoned time', () => {
  it('reads an instant in the event zone, whatever the machine zone', () => {
    const instant = Date.UTC(2026, 5, 30, 22, 30) / 1000;
    expect(zonedParts(instant, 'Europe/Moscow')).toEqual({ date: '2026-07-01', time: '01:30' });
    expect(zonedParts(instant, 'America/New_York')).toEqual({ date: '2026-06-30', time: '18:30' });
    expect(zonedParts(instant, 'UTC')).toEqual({ date: '2026-06-30', time: '22:30' });
  });

  it('turns a wall-clock time of the zone into its instant, across DST', () => {
    for (const [date, time, zone] of [
      ['2026-07-01', '01:30', 'Europe/Moscow'],
      ['2026-03-29', '03:30', 'Europe/Berlin'],
      ['2026-01-15', '09:00', 'Europe/Berlin'],
      ['2026-11-01', '12:00', 'America/New_York'],
    ] as const) {
      expect(zonedParts(instantOf(date, time, zone), zone)).toEqual({ date, time });
    }
    expect(instantOf('2026-06-30', '22:30', 'UTC')).toBe(Date.UTC(2026, 5, 30, 22, 30) / 1000);
  });
});
