import { makeStore } from '../../app/store';
import type { RootState } from '../../app/store';
import { selectEventByKey, selectEventList, selectEventViews } from './eventsSelectors';
import { eventDoc, preloaded, queuedWrite } from './testing/eventTestData';

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
