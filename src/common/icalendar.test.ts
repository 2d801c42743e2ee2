import { icsCalendar, offsetChanges } from './icalendar';

describe('icsCalendar', () => {
  it('folds at 75 octets without splitting a character, and unfolds to the text', () => {
    const summary = `${'a'.repeat(73)}🎤Ж${'🚀'.repeat(30)} end`;
    const ics = icsCalendar({ name: 'c', zone: 'UTC', product: 'p', now: 0 }, [
      { uid: 'u', start: 0, end: 60_000, summary },
    ]);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\ufffd');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${summary}\r\n`);
  });

  it('finds the offset changes of a zone with half-hour DST (Lord Howe)', () => {
    const changes = offsetChanges(
      'Australia/Lord_Howe',
      Date.UTC(2026, 0, 1),
      Date.UTC(2026, 11, 31),
    );
    // +11:00 to +10:30 on 5 April 2026 at 02:00 local; back on 4 October at 02:00 local.
    expect(changes).toEqual([
      { at: Date.UTC(2026, 3, 4, 15), before: 11 * 3_600_000, after: 10.5 * 3_600_000 },
      { at: Date.UTC(2026, 9, 3, 15, 30), before: 10.5 * 3_600_000, after: 11 * 3_600_000 },
    ]);
  });
});
