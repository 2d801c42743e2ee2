// Reverting a write, asking first when someone changed the same data since (issue 25): the
// check is a read; the revert itself is queued, and says 'overwrite' only when the organiser
// chose it. Shared by the History screen and the editors' undo and redo.
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { CONFIRM_SAVE, useConfirm } from '../../ui/confirm';
import { enqueue } from '../writes';
import { revertApi, revertRequest } from './revertApi';
import type { HistoryEntry, RevertTarget } from './revertApi';
import { revertWrite } from './revertWrite';
import { useT } from '../../app/useT';

export interface RevertOptions {
  /** Ask even when nobody changed the same data since (the History screen's undo button). */
  confirmAlways?: boolean;
  /** Later writes that are nobody else's change (an editor's own undone writes). */
  ignore?: (entry: HistoryEntry) => boolean;
  /**
   * When the check cannot be made (offline, or the write is still in the queue): queue the
   * revert unasked all the same. It never overwrites: the server refuses it if it meets a
   * later change, and the refusal waits in the failed writes.
   */
  sendUnchecked?: boolean;
}

export type RevertOutcome =
  | { status: 'sent'; entry: HistoryEntry | null }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string; code: number };

export function useRevertAsking(eventId: string) {
  const t = useT('history');
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  return useCallback(
    async (target: RevertTarget, options: RevertOptions = {}): Promise<RevertOutcome> => {
      const check = await dispatch(
        revertApi.endpoints.checkRevert.initiate(
          { eventId, target },
          { forceRefetch: true, subscribe: false },
        ),
      );
      if (check.error || !check.data) {
        if (options.sendUnchecked) {
          dispatch(enqueue(revertWrite, revertRequest(eventId, target, false)));
          return { status: 'sent', entry: null };
        }
        const { message, code } = (check.error ?? {}) as { message?: unknown; code?: unknown };
        return {
          status: 'failed',
          message: typeof message === 'string' ? message : '',
          code: typeof code === 'number' ? code : 0,
        };
      }
      const later = check.data.conflicts;
      const conflicts = later.filter((entry) => !options.ignore?.(entry));
      if (conflicts.length > 0 || options.confirmAlways) {
        const who = [...new Set(conflicts.map((c) => c.actorName || t('system')))].join(', ');
        const answer = await confirm(
          conflicts.length > 0
            ? {
                type: 'save',
                title: t('conflictTitle'),
                text: t('conflictText', { who }),
                saveText: t('conflictSave'),
              }
            : {
                type: 'save',
                title: t('revertTitle'),
                text: t('revertText'),
                saveText: t('revert'),
              },
        );
        if (answer !== CONFIRM_SAVE) return { status: 'cancelled' };
      }
      // The organiser chose to overwrite what they were shown; the editor's own later writes
      // are overwritten as the undo means them to be.
      const sent = dispatch(enqueue(revertWrite, revertRequest(eventId, target, later.length > 0)));
      return sent
        ? { status: 'sent', entry: check.data.entry ?? null }
        : { status: 'failed', message: '', code: 0 };
    },
    [confirm, dispatch, eventId, t],
  );
}
