// Runs the dry run over every batch, one call after another, and adds up their answers.
import { useCallback, useState } from 'react';
import type { ImportRowInit } from '../../../entities/participantsImport';
import { useCheckImportBatchMutation } from '../../../entities/participantsImport';
import { noOutcome, withAnswer } from './outcome';
import type { ImportOutcome } from './outcome';

export type CheckState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; outcome: ImportOutcome }
  | { status: 'failed'; message: string };

export function useImportCheck(eventId: string) {
  const [checkBatch] = useCheckImportBatchMutation();
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const run = useCallback(
    async (importId: string, batches: ImportRowInit[][], phoneOf?: (row: number) => string) => {
      const total = batches.reduce((n, b) => n + b.length, 0);
      let outcome = noOutcome;
      let done = 0;
      setState({ status: 'running', done, total });
      try {
        for (const rows of batches) {
          const answer = await checkBatch({ eventId, importId, rows }).unwrap();
          outcome = withAnswer(outcome, answer, phoneOf);
          done += rows.length;
          setState({ status: 'running', done, total });
        }
        setState({ status: 'done', outcome });
      } catch (error) {
        const message = (error as { message?: string }).message ?? String(error);
        setState({ status: 'failed', message });
      }
    },
    [checkBatch, eventId],
  );
  return { state, run };
}
