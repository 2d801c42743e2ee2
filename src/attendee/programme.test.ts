import type { PublicMeeting } from '../common/publicEvent';
import type { PublicEvent } from '../common/publicEvent';
import { byDay, overlaps, scheduleDays } from './programme';

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

  it('puts a session a minute before midnight on its own day, in a zone of quarter hours', () => {
    // Kathmandu is UTC+5:45: 18:14 UTC is 23:59 there, 18:15 UTC the next day's 00:00.
    const before = session('before', '2030-06-01T18:14:00Z', '2030-06-01T18:44:00Z');
    const after = session('after', '2030-06-01T18:15:00Z', '2030-06-01T18:45:00Z');
    expect(byDay([before, after], 'Asia/Kathmandu').map((d) => d.key)).toEqual([
      '2030-06-01',
      '2030-06-02',
    ]);
  });

  it('groups a snapshot once, and again only for a new list of sessions', () => {
    const meetings = [session('a', '2030-06-01T10:00:00Z', '2030-06-01T11:00:00Z')];
    const event = { meetings, timeZone: 'UTC' } as PublicEvent;
    const days = scheduleDays(event);
    expect(scheduleDays({ ...event })).toBe(days);
    expect(scheduleDays({ ...event, meetings: [...meetings] })).not.toBe(days);
    expect(scheduleDays({ ...event, timeZone: 'Asia/Tokyo' })[0]?.key).toBe('2030-06-01');
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
