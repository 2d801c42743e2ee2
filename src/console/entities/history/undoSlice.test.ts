import { writeQueued } from '../../../client/queue';
import type { ConnectCall } from '../../../client/transport';
import { undoReducer, undoStepDropped, undoStepsNumbered } from './undoSlice';
import type { UndoState } from './undoSlice';

const EVENT = 'event-1';
const call = { service: 'meetings', method: 'updateMeeting', request: {} } as ConnectCall;

const queued = (write: string, args: Record<string, unknown>) =>
  writeQueued({ uid: 'u1', call, docIds: [], write, args });

/** Applies the actions and numbers each new write as the queue would (1, 2, …). */
function run(...actions: ReturnType<typeof queued>[]): UndoState {
  let state = undoReducer(undefined, { type: 'init' });
  let next = 1;
  for (const action of actions) {
    state = undoReducer(state, action);
    const localId = action.payload.localId ?? '';
    state = undoReducer(state, undoStepsNumbered([{ localId, mutationId: next++ }]));
  }
  return state;
}

const ids = (state: UndoState) => {
  const stacks = state.byEvent[EVENT];
  return {
    done: stacks?.done.map((s) => s.mutationId),
    undone: stacks?.undone.map((s) => s.mutationId),
  };
};

const rename = () => queued('meetings.update', { eventId: EVENT, meetingId: 'm', name: 'x' });
const revertOf = (mutationId: number) =>
  queued('history.revert', { eventId: EVENT, clientId: 'c', mutationId: String(mutationId) });

describe('the undo stacks', () => {
  it('keeps the event content writes, and moves a write to redo when its revert is queued', () => {
    expect(ids(run(rename(), rename()))).toEqual({ done: [1, 2], undone: [] });
    // Undo of 2 (as write 3), then redo of that undo (write 4), then undo again (write 5).
    expect(ids(run(rename(), rename(), revertOf(2)))).toEqual({ done: [1], undone: [3] });
    expect(ids(run(rename(), rename(), revertOf(2), revertOf(3)))).toEqual({
      done: [1, 4],
      undone: [],
    });
    expect(ids(run(rename(), rename(), revertOf(2), revertOf(3), revertOf(4)))).toEqual({
      done: [1],
      undone: [5],
    });
  });

  it('forgets what could be redone once a new write is made', () => {
    expect(ids(run(rename(), revertOf(1), rename()))).toEqual({ done: [3], undone: [] });
  });

  it('remembers every own mutation of the session, also those that left the stacks', () => {
    const state = run(rename(), revertOf(1), rename());
    expect(state.byEvent[EVENT]?.mine).toEqual([1, 2, 3]);
  });

  it('takes a revert from the History screen (by entry) as a write that can be undone', () => {
    const fromHistory = queued('history.revert', { eventId: EVENT, entryId: '17' });
    expect(ids(run(rename(), fromHistory))).toEqual({ done: [1, 2], undone: [] });
  });

  it('leaves out writes that are not the event content, and other events apart', () => {
    const state = run(
      queued('participants.create', { eventId: EVENT }),
      queued('events.publish', { eventId: EVENT }),
      queued('events.create', { eventId: 'new' }),
      queued('speakers.update', { eventId: 'other' }),
    );
    expect(state.byEvent[EVENT]).toBeUndefined();
    expect(state.byEvent.new).toBeUndefined();
    expect(state.byEvent.other?.done.map((s) => s.mutationId)).toEqual([4]);
  });

  it('drops a step the server never kept', () => {
    const first = rename();
    let state = run(first, rename());
    state = undoReducer(
      state,
      undoStepDropped({ eventId: EVENT, localId: first.payload.localId ?? '' }),
    );
    expect(ids(state)).toEqual({ done: [2], undone: [] });
  });
});
