// Step 4: the batches go to the write queue (persisted: a reload or a dropped connection
// sends them again, exactly once); the queue's pending list tells how far the import is.
import { useCallback } from 'react';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import type { ImportRowInit } from '../../../entities/participantsImport';
import {
  selectImportProgress,
  useQueueImportBatchMutation,
} from '../../../entities/participantsImport';

export function useImportRun(eventId: string, importId: string, batches: ImportRowInit[][]) {
  const [queueBatch] = useQueueImportBatchMutation();
  const store = useAppStore();
  const progress = useAppSelector((s) => selectImportProgress(s, importId));
  /** Queues every batch; resolves once the server has answered them all. */
  const run = useCallback(async () => {
    for (const rows of batches) await queueBatch({ eventId, importId, rows });
    const answered = () => selectImportProgress(store.getState(), importId).waiting === 0;
    if (answered()) return;
    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (!answered()) return;
        stop();
        resolve();
      });
    });
  }, [batches, eventId, importId, queueBatch, store]);
  return { run, progress };
}
