import { instantOf, intlParts, zonedParts } from './zonedTime';

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

  it('reads every instant as Intl does, across DST changes and offsets of minutes', () => {
    const zones = [
      'Europe/Moscow',
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe', // DST of 30 minutes
      'Asia/Kathmandu', // +05:45
      'America/St_Johns', // -03:30 with DST
      'Europe/Amsterdam', // +00:19:32 before 1937
      'Pacific/Apia', // skipped 2011-12-30
    ];
    // Around changes (some in the middle of a UTC hour: St John's, Lord Howe, Kathmandu's in
    // 1986), every 7 minutes 13 seconds of a few days.
    const starts = [
      Date.UTC(2026, 2, 6),
      Date.UTC(2026, 2, 27),
      Date.UTC(2026, 9, 2),
      Date.UTC(2026, 9, 23),
      Date.UTC(2026, 9, 30),
      Date.UTC(2026, 3, 3),
      Date.UTC(1985, 11, 30),
      Date.UTC(2011, 11, 28),
      Date.UTC(1936, 4, 14),
    ].map((ms) => ms / 1000);
    const differing: unknown[] = [];
    for (const zone of zones) {
      for (const start of starts) {
        for (let s = start; s < start + 4 * 86_400; s += 433) {
          const [ours, theirs] = [zonedParts(s, zone), intlParts(s, zone)];
          if (ours.date !== theirs.date || ours.time !== theirs.time)
            differing.push({ zone, s, ours, theirs });
        }
      }
    }
    expect(differing).toEqual([]);
  });
});
