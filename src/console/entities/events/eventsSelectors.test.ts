import { makeStore } from '../../app/store';
import type { RootState } from '../../app/store';
import { selectEventByKey, selectEventList, selectEventViews } from './eventsSelectors';
import { eventDoc, preloaded, queuedWrite } from './testing/eventTestData';

/** The same document as a new object (read back from storage, or decoded again). */
const anew = <T>(doc: T): T => JSON.parse(JSON.stringify(doc)) as T;

const stateOf = (preloadedState: Partial<RootState>) =>
  makeStore(preloadedState, { readOnly: true }).store.getState();

describe('event selectors', () => {
  const mine = eventDoc({ eventId: 'mine', extKey: 'mine-key', createdAt: 30 });
  const older = eventDoc({ eventId: 'older', extKey: 'older-key', createdAt: 10 });
  const archived = eventDoc({ eventId: 'archived', extKey: 'old', isArchive: true });
  const theirs = eventDoc({ eventId: 'theirs', extKey: 'theirs', userId: 'someone-else' });

  it('lists only my events that are not archived, oldest first', () => {
    const state = stateOf(preloaded([mine, archived, theirs, older]));
    expect(selectEventList(state).map((e) => e.eventId)).toEqual(['older', 'mine']);
  });

  it('applies my queued and acknowledged writes, not those of another user', () => {
    const base = preloaded([mine, older]);
    const state = stateOf({
      ...base,
      queue: {
        ...base.queue!,
        acked: [
          queuedWrite({ service: 'events', method: 'toArchive', request: { eventId: 'older' } }),
        ],
        pending: [
          queuedWrite({ service: 'events', method: 'publish', request: { eventId: 'mine' } }),
          queuedWrite(
            { service: 'events', method: 'toArchive', request: { eventId: 'mine' } },
            'someone-else',
          ),
        ],
      },
    });
    const list = selectEventList(state);
    expect(list.map((e) => e.eventId)).toEqual(['mine']);
    expect(list[0]?.publishedAt).toBeDefined();
    expect(list[0]?.pendingWrites).toBe(1);
  });

  it('gives the same result for the same state (memoised)', () => {
    const state = stateOf(preloaded([mine, older]));
    expect(selectEventViews(state)).toBe(selectEventViews(state));
    expect(selectEventList(state)).toBe(selectEventList(state));
  });

  it("keeps an event's view while nothing of it changed, so its screens do not render again", () => {
    const base = preloaded([mine, older]);
    const before = stateOf(base);
    const publishOlder = queuedWrite({
      service: 'events',
      method: 'publish',
      request: { eventId: 'older' },
    });
    // A write queued on another event, and then the same documents decoded anew (a resumed
    // target's snapshot): the untouched event is the object it was.
    const written = stateOf({ ...base, queue: { ...base.queue!, pending: [publishOlder] } });
    const resent = stateOf(preloaded([anew(mine), anew(older)]));
    const mineBefore = selectEventByKey(before, 'mine-key');
    expect(selectEventByKey(written, 'mine-key')).toBe(mineBefore);
    expect(selectEventByKey(written, 'older-key')).not.toBe(selectEventByKey(before, 'older-key'));
    expect(selectEventByKey(written, 'older-key')?.publishedAt).toBeDefined();
    expect(selectEventByKey(resent, 'mine-key')).toBe(mineBefore);
    // Nothing changed in any view: the same list.
    expect(selectEventViews(stateOf(preloaded([anew(mine), older])))).toBe(
      selectEventViews(resent),
    );
    // A field that changed makes a new view.
    const renamed = stateOf(preloaded([{ ...mine, title: 'Renamed' }, older]));
    expect(selectEventByKey(renamed, 'mine-key')).not.toBe(mineBefore);
    expect(selectEventByKey(renamed, 'mine-key')?.title).toBe('Renamed');
  });

  it('finds an event by its key, or by its id while it has no key', () => {
    const queuedCreate = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'fresh', title: 'Fresh', language: 'ru' },
    });
    const state = stateOf(preloaded([mine], { pending: [queuedCreate] }));
    expect(selectEventByKey(state, 'mine-key')?.eventId).toBe('mine');
    expect(selectEventByKey(state, 'mine')?.eventId).toBe('mine');
    expect(selectEventByKey(state, 'fresh')?.title).toBe('Fresh');
    expect(selectEventByKey(state, 'nothing')).toBeNull();
    expect(selectEventByKey(state, '')).toBeNull();
  });
});
