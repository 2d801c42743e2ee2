import { conflictsOf, scheduleConflicts } from './conflicts';
import type { Slot } from './conflicts';

const H = 3600;
const slot = (meetingId: string, start: number, end: number, more: Partial<Slot> = {}): Slot => ({
  meetingId,
  name: meetingId.toUpperCase(),
  timetableStartAt: start,
  timetableEndAt: end,
  locationId: '',
  speakerIds: [],
  isVisible: true,
  ...more,
});

describe('schedule conflicts', () => {
  it('finds two overlapping meetings in one location, and a speaker in two at once', () => {
    const found = scheduleConflicts([
      slot('a', 0, 2 * H, { locationId: 'hall', speakerIds: ['ada'] }),
      slot('b', H, 3 * H, { locationId: 'hall' }),
      slot('c', H, 2 * H, { locationId: 'room', speakerIds: ['ada', 'alan'] }),
    ]);
    expect(found.get('a')).toEqual([
      { kind: 'location', meetingId: 'b', name: 'B' },
      { kind: 'speaker', meetingId: 'c', name: 'C', speakerId: 'ada' },
    ]);
    expect(found.get('b')).toEqual([{ kind: 'location', meetingId: 'a', name: 'A' }]);
    expect(found.get('c')).toEqual([
      { kind: 'speaker', meetingId: 'a', name: 'A', speakerId: 'ada' },
    ]);
  });

  it('ignores meetings that only touch, invisible ones, other places and untimed ones', () => {
    const found = scheduleConflicts([
      slot('a', 0, H, { locationId: 'hall', speakerIds: ['ada'] }),
      slot('touch', H, 2 * H, { locationId: 'hall', speakerIds: ['ada'] }),
      slot('hidden', 0, H, { locationId: 'hall', isVisible: false }),
      slot('elsewhere', 0, H, { locationId: 'room' }),
      slot('untimed', 0, H, { locationId: 'hall', timetableEndAt: undefined }),
      slot('nowhere', 0, H),
    ]);
    expect([...found.keys()]).toEqual([]);
  });

  it('checks one meeting being edited against the others, never against itself', () => {
    const others = [slot('a', 0, 2 * H, { locationId: 'hall' }), slot('b', 3 * H, 4 * H)];
    const edited = slot('a', H, 3 * H + 1, { locationId: 'hall', speakerIds: [] });
    expect(conflictsOf(edited, others)).toEqual([]);
    const fresh = slot('new', H, 3 * H, { locationId: 'hall' });
    expect(conflictsOf(fresh, others)).toEqual([{ kind: 'location', meetingId: 'a', name: 'A' }]);
  });

  it('handles a 1,000-meeting schedule quickly', () => {
    const slots = Array.from({ length: 1000 }, (_, i) =>
      slot(`m${i}`, (i % 200) * H, (i % 200) * H + H, {
        locationId: `l${i % 60}`,
        speakerIds: [`s${i % 300}`],
      }),
    );
    const started = performance.now();
    scheduleConflicts(slots);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
