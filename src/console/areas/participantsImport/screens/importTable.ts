// From a read file to the rows the import sends: the importable fields of the two forms, the
// columns matched to them by name, each row's answers, and the batches of the queue.
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { REGISTRATION_FORM_ID } from '../../../../common/forms';
import {
  IMPORT_BATCH_ROWS,
  importedPhone,
  isImportableField,
  phoneKey,
} from '../../../../common/participantsImport';
import type { FieldView } from '../../../entities/forms';
import type { ImportRowInit } from '../../../entities/participantsImport';

/** A file as read: the header line and the data lines, every cell as text. */
export interface Table {
  header: string[];
  rows: string[][];
}

export interface ImportField {
  /** '{formId}/{fieldId}'. */
  key: string;
  formId: string;
  fieldId: string;
  name: string;
  type: FormFieldType;
}

/** The fields a column may fill: every live field of both forms but files and photos. */
export const importFields = (forms: readonly FieldView[][]): ImportField[] =>
  forms
    .flat()
    .filter((f) => isImportableField(f.fieldType))
    .map((f) => ({
      key: `${f.formId}/${f.fieldId}`,
      formId: f.formId,
      fieldId: f.fieldId,
      name: f.fieldName,
      type: f.fieldType,
    }));

const normal = (text: string) => text.trim().toLocaleLowerCase();

/** Each column's field key: the field named as the header (any case), once; '' skips it. */
export function autoMatch(header: readonly string[], fields: readonly ImportField[]): string[] {
  const taken = new Set<string>();
  return header.map((title) => {
    const field = fields.find((f) => normal(f.name) === normal(title) && !taken.has(f.key));
    if (!field) return '';
    taken.add(field.key);
    return field.key;
  });
}

/** The line of a data row in the file: the header is line 1. */
export const lineOf = (index: number) => index + 2;

/** Each data row's answers by form, from the columns given a field. */
export function importRows(
  table: Table,
  mapping: readonly string[],
  fields: readonly ImportField[],
): ImportRowInit[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const used = mapping.flatMap((key, column) => {
    const field = byKey.get(key);
    return field ? [{ field, column }] : [];
  });
  return table.rows.map((cells, index) => {
    const answers = used.map(({ field, column }) => ({
      field,
      value: { fieldId: field.fieldId, value: cells[column] ?? '' },
    }));
    const of = (registration: boolean) =>
      answers
        .filter((a) => (a.field.formId === REGISTRATION_FORM_ID) === registration)
        .map((a) => a.value);
    return {
      rowNumber: lineOf(index),
      registrationFormData: of(true),
      surveyFormData: of(false),
    };
  });
}

/**
 * Rows in batches of at most IMPORT_BATCH_ROWS and BATCH_BYTES of encoded request: the queue
 * sends up to 25 writes in one request, which must stay under the server's 1 MiB message limit.
 */
export const BATCH_BYTES = 36 * 1024;
/** A protobuf answer's bytes besides its value: the field id (a UUID) and the framing. */
const ANSWER_BYTES = 44;
const ROW_BYTES = 8;

const utf8 = new TextEncoder();

/** An upper bound of a row's encoded size. */
function rowBytes(row: ImportRowInit): number {
  const answers = [...(row.registrationFormData ?? []), ...(row.surveyFormData ?? [])];
  return answers.reduce(
    (sum, a) => sum + ANSWER_BYTES + utf8.encode(a.value ?? '').length,
    ROW_BYTES,
  );
}

export function batchesOf(rows: readonly ImportRowInit[]): ImportRowInit[][] {
  const batches: ImportRowInit[][] = [];
  let batch: ImportRowInit[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = rowBytes(row);
    if (batch.length > 0 && (batch.length >= IMPORT_BATCH_ROWS || bytes + size > BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** A row's phone key (the first phone field of the registration form), '' when none. */
export function rowPhoneKey(row: ImportRowInit, fields: readonly ImportField[]): string {
  const phone = fields.find(
    (f) => f.formId === REGISTRATION_FORM_ID && f.type === FormFieldType.PHONE,
  );
  const value = row.registrationFormData?.find((a) => a.fieldId === phone?.fieldId)?.value ?? '';
  return phoneKey(importedPhone(value));
}
