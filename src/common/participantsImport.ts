// Importing participants from a file (issue 12): the batch size, the id a row's participant
// gets, and how two phones are compared. Server and console share these so that a dry run,
// the import and the console's progress agree.
import type { FormFieldType } from '../../generated/manager/model_pb';
import { isFileField } from './forms';
import { maskPhone } from './phoneMask';

/** Rows per ImportParticipants call: one statement and one transaction each. */
export const IMPORT_BATCH_ROWS = 500;
/** The most rows one call may carry. */
export const IMPORT_MAX_BATCH = 1_000;

/**
 * The participant id of a file row: the import's id (UUID v7, made once by the console) with
 * the row number in its last 32 bits. It keeps v7's time order, so imported rows list in file
 * order, and a batch sent twice names the same participants: the second creates nothing.
 */
export function importRowId(importId: string, rowNumber: number): string {
  return `${importId.slice(0, 28)}${rowNumber.toString(16).padStart(8, '0')}`;
}

/**
 * A phone's digits: two phones with the same digits are the same person's. A Russian number
 * dialled at home (8…) is the same as its international form (+7…).
 */
export function phoneKey(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/**
 * A phone cell as a spreadsheet holds it ('+79991234567', '8 999 123-45-67') written with the
 * form's mask; anything but 11 digits and the usual separators is left as it is, for the phone
 * rule to refuse.
 */
export function importedPhone(value: string): string {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed) || phoneKey(trimmed).length !== 11) return trimmed;
  return maskPhone(trimmed);
}

/** Files and photos cannot come from a spreadsheet: their fields take no column. */
export const isImportableField = (type: FormFieldType): boolean => !isFileField(type);

/** The most data rows one import takes (the queue stores the batches until they are sent). */
export const IMPORT_MAX_ROWS = 10_000;
