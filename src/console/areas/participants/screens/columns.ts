// The participants table's columns (spec/content.md §2.17, §9): name, the user-data fields, the
// survey fields, phone, date, then the check-in time; which are shown is the user's choice,
// kept for the browser session under 'evt-{eventName}:users-headers'.
import { useCallback, useState } from 'react';
import { isFileField, participantColumnOf } from '../../../../common/forms';
import type { SnapshotHeader } from '../../../../common/participantsSnapshot';
import type { FieldView } from '../../../entities/forms';

export type FixedColumn = 'clientName' | 'clientPhone' | 'createdAt' | 'checkedIn';

export interface Column {
  /** 'clientName', 'clientPhone', 'createdAt', 'checkedIn' or '{formId}/{fieldId}'. */
  key: string;
  /** The field's name; fixed columns take their label from the texts. */
  label: string | null;
  width: number;
  /** The index of the answer in a snapshot row's answers; undefined for fixed columns. */
  answerAt?: number;
  /**
   * The fixed column that holds this answer too: the user-data name and phone are what the
   * participant's name and phone are made of.
   */
  sameAs?: FixedColumn;
  /** The answer is the id of an uploaded file (a photo or a document). */
  file?: boolean;
}

export const DEFAULT_COLUMNS: readonly string[] = ['clientName', 'clientPhone', 'createdAt'];
const WIDTHS: Record<FixedColumn, number> = {
  clientName: 150,
  clientPhone: 150,
  createdAt: 135,
  checkedIn: 135,
};
const FIELD_WIDTH = 180;

const fixed = (key: FixedColumn): Column => ({ key, label: null, width: WIDTHS[key] });

/** Every column in the table's order; answers found through the snapshot's header. */
export function allColumns(
  header: SnapshotHeader | null,
  userData: readonly FieldView[],
  survey: readonly FieldView[],
): Column[] {
  const at = new Map(header?.fields.map((f, i) => [`${f.formId}/${f.fieldId}`, i]) ?? []);
  const field = (f: FieldView): Column => {
    const key = `${f.formId}/${f.fieldId}`;
    const column: Column = { key, label: f.fieldName, width: FIELD_WIDTH, answerAt: at.get(key) };
    return isFileField(f.fieldType) ? { ...column, file: true } : column;
  };
  return [
    fixed('clientName'),
    ...userData.map((f) => ({
      ...field(f),
      sameAs: participantColumnOf(f.fieldType) ?? undefined,
    })),
    ...survey.map(field),
    fixed('clientPhone'),
    fixed('createdAt'),
    fixed('checkedIn'),
  ];
}

export const headersKey = (eventName: string): string => `evt-${eventName}:users-headers`;

function readChoice(key: string): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
    if (Array.isArray(stored) && stored.every((k) => typeof k === 'string')) return stored;
  } catch {
    // A value another version wrote, or storage refused: the defaults.
  }
  return [...DEFAULT_COLUMNS];
}

/** The chosen column keys, read from and written to session storage. */
export function useChosenColumns(eventName: string) {
  const key = headersKey(eventName);
  const [chosen, setChosen] = useState(() => readChoice(key));
  const toggle = useCallback(
    (column: string, on: boolean) => {
      setChosen((current) => {
        const next = on
          ? [...current.filter((c) => c !== column), column]
          : current.filter((c) => c !== column);
        try {
          sessionStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or refused: the choice holds until the page reloads.
        }
        return next;
      });
    },
    [key],
  );
  return { chosen, toggle };
}
