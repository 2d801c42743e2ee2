import type { PublicMeeting } from '../common/publicEvent';
import { byDay, overlaps } from './programme';

const at = (iso: string) => Date.parse(iso) / 1000;
const session = (id: string, start: string, end: string) =>
  ({ id, name: id, startAt: at(start), endAt: at(end) }) as PublicMeeting;

describe('the schedule by day', () => {
  it("groups sessions by the day in the event's zone, not the reader's", () => {
    const late = session('late', '2030-06-01T22:30:00Z', '2030-06-01T23:30:00Z');
    const early = session('early', '2030-06-01T08:00:00Z', '2030-06-01T09:00:00Z');
    expect(
      byDay([early, late], 'Europe/Moscow').map((d) => [d.key, d.meetings.map((m) => m.id)]),
    ).toEqual([
      ['2030-06-01', ['early']],
      ['2030-06-02', ['late']],
    ]);
    expect(byDay([early, late], 'UTC')).toHaveLength(1);
  });

  it('finds overlapping sessions, and none for back-to-back ones', () => {
    const a = session('a', '2030-06-01T10:00:00Z', '2030-06-01T11:00:00Z');
    const b = session('b', '2030-06-01T10:30:00Z', '2030-06-01T11:30:00Z');
    const c = session('c', '2030-06-01T11:30:00Z', '2030-06-01T12:00:00Z');
    const found = overlaps([c, b, a]);
    expect(found.get('a')?.id).toBe('b');
    expect(found.get('b')?.id).toBe('a');
    expect(found.has('c')).toBe(false);
  });
});
