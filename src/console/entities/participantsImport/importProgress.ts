// An import's batches as the write queue holds them: how many still wait, and the refused ones.
import { createSelector } from '@reduxjs/toolkit';
import type { QueuedWrite } from '../../../client/queue';
import type { RootState } from '../../app/store';
import { requestOf } from '../writes';
import { importWrites } from './importWrites';

export interface ImportProgress {
  /** Batches queued and not answered yet. */
  waiting: number;
  /** Batches the server refused (they stay in the failed writes list). */
  refused: readonly QueuedWrite[];
}

const ofImport = (writes: readonly QueuedWrite[], importId: string) =>
  writes.filter((w) => requestOf(w, importWrites.batch)?.importId === importId);

/** Use as `useAppSelector((s) => selectImportProgress(s, importId))`. */
export const selectImportProgress = createSelector(
  [
    (s: RootState) => s.queue.pending,
    (s: RootState) => s.queue.failed,
    (_s: RootState, importId: string) => importId,
  ],
  (pending, failed, importId): ImportProgress => ({
    waiting: ofImport(pending, importId).length,
    refused: ofImport(failed, importId),
  }),
);
