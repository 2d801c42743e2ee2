// The editors' undo and redo (issue 25): the organiser's own last writes to the event in this
// tab, taken back (or put back) by reverting them through the history, a queued write that is
// itself in the history. Someone else's later change of the same data is asked about first;
// the result is announced in the notifications' live region.
import { useCallback, useEffect, useRef } from 'react';
import { Code } from '@connectrpc/connect';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import type { QueueState } from '../../../../client/queue';
import {
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

  const run = useCallback(
    async (direction: UndoDirection) => {
      if (running.current) return;
      const state = store.getState();
      const { done, undone, mine } = selectUndoStacks(state, eventId);
      const step = (direction === 'undo' ? done : undone).at(-1);
      if (!step) {
        dispatch(
          notified({
            color: 'info',
            text:
              direction === 'undo' ? 'history:undo.nothingToUndo' : 'history:undo.nothingToRedo',
          }),
        );
        return;
      }
      const mutationId = step.mutationId || numberOf(state.queue, step);
      if (!mutationId) {
        dispatch(notified({ color: 'info', text: 'history:undo.notYet' }));
        return;
      }
      running.current = true;
      try {
        const own = new Set(mine);
        const outcome = await revert(
          { clientId: state.queue.clientId, mutationId: String(mutationId) },
          {
            ignore: (entry: HistoryEntry) =>
              entry.mutationId !== '' && own.has(Number(entry.mutationId)),
            // Not on the server yet: the revert follows it through the queue.
            sendUnchecked: isQueued(store.getState().queue, step),
          },
        );
        if (outcome.status === 'failed') {
          // The server never kept that write (it refused it): there is nothing to take back.
          const gone = outcome.code === Code.InvalidArgument;
          if (gone) dispatch(undoStepDropped({ eventId, localId: step.localId }));
          dispatch(
            outcome.message && !gone
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
      } finally {
        running.current = false;
      }
    },
    [dispatch, eventId, revert, store],
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
