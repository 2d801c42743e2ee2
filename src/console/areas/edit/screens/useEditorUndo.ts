// The editors' undo and redo (issue 25): the organiser's own last writes to the event in this
// tab, taken back (or put back) by reverting them through the history, a queued write that is
// itself in the history. Someone else's later change of the same data is asked about first;
// the result is announced in the notifications' live region.
import { useCallback, useEffect, useRef } from 'react';
import { Code } from '@connectrpc/connect';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import type { QueueState } from '../../../../client/queue';
import {
  UNDO_DEPTH,
  selectUndoStacks,
  undoStepDropped,
  undoStepsNumbered,
  useRevertAsking,
} from '../../../entities/history';
import type { HistoryEntry, UndoStep } from '../../../entities/history';
import { failureNotified, notified } from '../../../ui/notificationsSlice';

export type UndoDirection = 'undo' | 'redo';

export function useEditorUndo(eventId: string) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const stacks = useAppSelector((state) => selectUndoStacks(state, eventId));
  const revert = useRevertAsking(eventId);
  useStepNumbers(eventId);
  const running = useRef(false);

  /** One step: 'skipped' when its write changed nothing the history kept (nothing to revert). */
  const step = useCallback(
    async (direction: UndoDirection): Promise<'skipped' | 'over'> => {
      const state = store.getState();
      const { done, undone, mine } = selectUndoStacks(state, eventId);
      const top = (direction === 'undo' ? done : undone).at(-1);
      if (!top) {
        const text = direction === 'undo' ? 'nothingToUndo' : 'nothingToRedo';
        dispatch(notified({ color: 'info', text: `history:undo.${text}` }));
        return 'over';
      }
      const mutationId = top.mutationId || numberOf(state.queue, top);
      if (!mutationId) {
        dispatch(notified({ color: 'info', text: 'history:undo.notYet' }));
        return 'over';
      }
      const own = new Set(mine);
      const outcome = await revert(
        { clientId: state.queue.clientId, mutationId: String(mutationId) },
        {
          ignore: (entry: HistoryEntry) =>
            entry.mutationId !== '' && own.has(Number(entry.mutationId)),
          // Not on the server yet: the revert follows it through the queue.
          sendUnchecked: isQueued(store.getState().queue, top),
        },
      );
      if (outcome.status === 'failed') {
        // The history has no such write: it changed nothing (a Save that also sent an unchanged
        // setting), or the server refused it. Either way there is nothing of it to take back.
        if (outcome.code === Code.InvalidArgument) {
          dispatch(undoStepDropped({ eventId, localId: top.localId }));
          return 'skipped';
        }
        dispatch(
          outcome.message
            ? failureNotified(outcome.message)
            : notified({ color: 'error', text: 'history:undo.failed' }),
        );
      }
      if (outcome.status === 'sent') {
        const what = labelsOf(outcome.entry);
        const key = direction === 'undo' ? 'undone' : 'redone';
        dispatch(
          notified(
            what
              ? { text: `history:undo.${key}`, values: { what } }
              : { text: `history:undo.${key}Unnamed` },
          ),
        );
      }
      return 'over';
    },
    [dispatch, eventId, revert, store],
  );

  const run = useCallback(
    async (direction: UndoDirection) => {
      if (running.current) return;
      running.current = true;
      try {
        for (let tries = 0; tries < UNDO_DEPTH; tries += 1) {
          if ((await step(direction)) === 'over') return;
        }
      } finally {
        running.current = false;
      }
    },
    [step],
  );

  return { canUndo: stacks.done.length > 0, canRedo: stacks.undone.length > 0, run };
}

const queueWrites = (queue: QueueState) => [...queue.pending, ...queue.acked, ...queue.failed];

const numberOf = (queue: QueueState, step: UndoStep) =>
  queueWrites(queue).find((w) => w.localId === step.localId)?.mutationId ?? 0;

const isQueued = (queue: QueueState, step: UndoStep) =>
  queue.pending.some((w) => w.localId === step.localId);

/** The items a write changed, as the history names them: «Opening», «Anna». */
function labelsOf(entry: HistoryEntry | null): string {
  const labels = [...new Set((entry?.changes ?? []).map((c) => c.label).filter(Boolean))];
  return labels.map((label) => `«${label}»`).join(', ');
}

/** Notes each step's mutation id as soon as the queue gives it one (before it leaves the queue). */
function useStepNumbers(eventId: string) {
  const dispatch = useAppDispatch();
  const queue = useAppSelector((state) => state.queue);
  const { done, undone } = useAppSelector((state) => selectUndoStacks(state, eventId));
  useEffect(() => {
    const waiting = [...done, ...undone].filter((s) => s.mutationId === 0);
    const numbered = waiting
      .map((s) => ({ localId: s.localId, mutationId: numberOf(queue, s) }))
      .filter((s) => s.mutationId > 0);
    if (numbered.length > 0) dispatch(undoStepsNumbered(numbered));
  }, [dispatch, queue, done, undone]);
}
