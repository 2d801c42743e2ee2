import type { PublicEvent, PublicMeeting } from '../../common/publicEvent';
import { EventStore } from './eventStore';
import { toggleFavorite } from './favorites';
import { dismissChanges, mergeChanges, readChanges, starredChanges } from './programmeChanges';

const H = 3600;
const meeting = (id: string, startAt: number, locationId = 'a') =>
  ({ id, name: `Talk ${id}`, startAt, endAt: startAt + H, locationId }) as PublicMeeting;
const programme = (meetings: PublicMeeting[]) =>
  ({
    eventKey: 'conf',
    meetings,
    locations: [
      { id: 'a', name: 'Hall A' },
      { id: 'b', name: 'Hall B' },
    ],
  }) as unknown as PublicEvent;

describe('changes to the starred sessions', () => {
  beforeEach(() => localStorage.clear());

  it('finds moved, re-roomed and cancelled starred sessions, not the others', () => {
    const before = programme([
      meeting('1', 0),
      meeting('2', H),
      meeting('3', 2 * H),
      meeting('4', 0),
    ]);
    const after = programme([meeting('1', H), meeting('2', H, 'b'), meeting('4', 5 * H)]);
    expect(starredChanges(before, after, new Set(['1', '2', '3']))).toEqual([
      {
        id: '1',
        name: 'Talk 1',
        before: { startAt: 0, endAt: H, location: 'Hall A' },
        after: { startAt: H, endAt: 2 * H, location: 'Hall A' },
      },
      {
        id: '2',
        name: 'Talk 2',
        before: { startAt: H, endAt: 2 * H, location: 'Hall A' },
        after: { startAt: H, endAt: 2 * H, location: 'Hall B' },
      },
      {
        id: '3',
        name: 'Talk 3',
        before: { startAt: 2 * H, endAt: 3 * H, location: 'Hall A' },
        after: null,
      },
    ]);
  });

  it('keeps the first before of a session changed twice, and drops one changed back', () => {
    const slot = (startAt: number) => ({ startAt, endAt: startAt + H, location: 'Hall A' });
    const first = [{ id: '1', name: 'Talk', before: slot(0), after: slot(H) }];
    expect(
      mergeChanges(first, [{ id: '1', name: 'Talk', before: slot(H), after: slot(2 * H) }]),
    ).toEqual([{ id: '1', name: 'Talk', before: slot(0), after: slot(2 * H) }]);
    expect(
      mergeChanges(first, [{ id: '1', name: 'Talk', before: slot(H), after: slot(0) }]),
    ).toEqual([]);
  });

  it('notes a change when a new snapshot replaces an old copy, even days later', async () => {
    let body = programme([meeting('1', 0)]);
    let etag = '"1"';
    const fetchFn = (async () =>
      new Response(JSON.stringify(body), { headers: { etag } })) as typeof fetch;
    await new EventStore('conf', localStorage, fetchFn).refresh();
    toggleFavorite(localStorage, 'conf', '1');
    // The app closed; the session moves meanwhile; the app opens again with its old copy.
    body = programme([meeting('1', 3 * H)]);
    etag = '"2"';
    await new EventStore('conf', localStorage, fetchFn).refresh();
    expect(readChanges(localStorage, 'conf')).toEqual([
      expect.objectContaining({ id: '1', after: expect.objectContaining({ startAt: 3 * H }) }),
    ]);
    dismissChanges(localStorage, 'conf');
    expect(readChanges(localStorage, 'conf')).toEqual([]);
  });
});
