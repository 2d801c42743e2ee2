// The answers of an import's batches added up. The server sees one batch at a time, so in a
// dry run a row whose phone an earlier batch's row takes is moved to 'already present' here;
// in the import itself the earlier row exists by then and the server finds it.
import type { ImportAnswer } from '../../../entities/participantsImport';

export interface RowRefusal {
  rowNumber: number;
  fieldId: string;
  rule: string;
}

export interface ImportOutcome {
  created: number[];
  refused: RowRefusal[];
  present: number[];
  before: number[];
}

export const noOutcome: ImportOutcome = { created: [], refused: [], present: [], before: [] };

/** Adds one batch's answer; `phoneOf` gives a row's phone key for the duplicates across batches. */
export function withAnswer(
  outcome: ImportOutcome,
  answer: ImportAnswer,
  phoneOf?: (rowNumber: number) => string,
): ImportOutcome {
  const seen = new Set(phoneOf ? outcome.created.map(phoneOf) : []);
  const taken = (row: number) => {
    const key = phoneOf?.(row) ?? '';
    return key !== '' && seen.has(key);
  };
  return {
    created: [...outcome.created, ...answer.created.filter((r) => !taken(r))],
    refused: [
      ...outcome.refused,
      ...answer.refused.map(({ rowNumber, fieldId, rule }) => ({ rowNumber, fieldId, rule })),
    ],
    present: [...outcome.present, ...answer.alreadyPresent, ...answer.created.filter(taken)],
    before: [...outcome.before, ...answer.importedBefore],
  };
}

/** Rows refused, each once, in file order. */
export const refusedRows = (outcome: ImportOutcome): number[] =>
  [...new Set(outcome.refused.map((r) => r.rowNumber))].sort((a, b) => a - b);
