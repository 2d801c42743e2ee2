// The editors' undo and redo (issue 25): per event, the organiser's own writes of this tab's
// session, newest last. Kept from the queue's own action, so every way of writing is seen: a
// content write goes on the undo stack (and empties the redo stack); an undo is a revert of the
// top write by its mutation id, which moves it to the redo stack as that revert; a redo reverts
// the revert and moves it back. Not persisted: a reload starts a new session.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { writeQueued } from '../../../client/queue';
import type { RootState } from '../../app/store';
import { revertWrite } from './revertWrite';

export interface UndoStep {
  /** The queued write's local id (given where it was made). */
  localId: string;
  /** Its mutation id once the queue has numbered it (0 until then). */
  mutationId: number;
}

export interface EventUndo {
  done: UndoStep[];
  undone: UndoStep[];
  /**
   * Every mutation id of this session's steps, also those that left the stacks: a later write
   * among them is the organiser's own, not someone else's change an undo must ask about.
   */
  mine: number[];
}

export interface UndoState {
  byEvent: Record<string, EventUndo>;
}

/** Writes an editor can undo: the event's content (not its publication, people or check-ins). */
const UNDOABLE = [
  'meetings.',
  'speakers.',
  'posts.',
  'locations.',
  'cms.',
  'forms.',
  'orgs.',
  'sponsors.',
  'translations.',
  'places.',
  'organisation.',
  'history.',
  'events.update',
  'events.setLanguage',
  'events.setTheme',
  'events.setShowMenuItems',
];

export const isUndoable = (write: string) => UNDOABLE.some((name) => write.startsWith(name));

/** How far back an undo reaches. */
export const UNDO_DEPTH = 100;

const MINE = 1000;

interface RevertArgs {
  eventId?: unknown;
  entryId?: unknown;
  mutationId?: unknown;
  checkOnly?: unknown;
}

const initialState: UndoState = { byEvent: {} };

export const undoSlice = createSlice({
  name: 'undo',
  initialState,
  reducers: {
    /** The queue has numbered these writes. */
    undoStepsNumbered: (
      state,
      action: PayloadAction<{ localId: string; mutationId: number }[]>,
    ) => {
      const ids = new Map(action.payload.map((s) => [s.localId, s.mutationId]));
      for (const stacks of Object.values(state.byEvent)) {
        for (const step of [...stacks.done, ...stacks.undone]) {
          if (step.mutationId !== 0) continue;
          step.mutationId = ids.get(step.localId) ?? 0;
          if (step.mutationId !== 0) stacks.mine = [...stacks.mine, step.mutationId].slice(-MINE);
        }
      }
    },
    /** A step whose write the server never kept (refused): nothing of it to undo or redo. */
    undoStepDropped: (state, action: PayloadAction<{ eventId: string; localId: string }>) => {
      const stacks = state.byEvent[action.payload.eventId];
      if (!stacks) return;
      stacks.done = stacks.done.filter((s) => s.localId !== action.payload.localId);
      stacks.undone = stacks.undone.filter((s) => s.localId !== action.payload.localId);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(writeQueued, (state, action) => {
      const { write, args, localId } = action.payload;
      const eventId = (args as { eventId?: unknown } | undefined)?.eventId;
      if (!write || !localId || typeof eventId !== 'string' || !eventId || !isUndoable(write)) {
        return;
      }
      const stacks = (state.byEvent[eventId] ??= { done: [], undone: [], mine: [] });
      const step = { localId, mutationId: 0 };
      if (write === revertWrite.name) {
        const revert = args as RevertArgs;
        const target = revert.entryId ? 0 : Number(revert.mutationId ?? 0);
        if (revert.checkOnly) return;
        if (target > 0 && stacks.done.at(-1)?.mutationId === target) {
          stacks.done.pop();
          stacks.undone.push(step);
          return;
        }
        if (target > 0 && stacks.undone.at(-1)?.mutationId === target) {
          stacks.undone.pop();
          stacks.done.push(step);
          return;
        }
      }
      stacks.done = [...stacks.done, step].slice(-UNDO_DEPTH);
      stacks.undone = [];
    });
  },
});

export const { undoStepsNumbered, undoStepDropped } = undoSlice.actions;

const NONE: EventUndo = { done: [], undone: [], mine: [] };

/** The event's stacks (empty ones before its first write, or before the slice is loaded). */
export const selectUndoStacks = (state: RootState, eventId: string): EventUndo =>
  (state.undo as UndoState | undefined)?.byEvent[eventId] ?? NONE;
export const undoReducer = undoSlice.reducer;
