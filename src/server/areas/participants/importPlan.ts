// What a batch of imported rows does, decided by Create's rules (src/common answerProblem on
// each live field): refused rows with each broken rule, rows this import created before, rows
// whose phone the event already has, and the rows to create. Reads only: the dry run and the
// import share it.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { FormFieldType } from '../../../../generated/manager/model_pb';
import type { ImportParticipantsRequest } from '../../../../generated/manager/content_pb';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID, answerProblem } from '../../../common/forms';
import {
  IMPORT_MAX_BATCH,
  importRowId,
  importedPhone,
  isImportableField,
  phoneKey,
} from '../../../common/participantsImport';
import { uuidRule } from '../../../common/rules';
import type { EventRow } from '../../auth/eventAccess';
import type { Queryable } from '../../db/database';
import { participants } from '../../db/schema';
import type { StoredAnswer, StoredAnswers } from '../../db/schema';
import { invalidArgument, validate } from '../../rpc/errors';
import { givenAnswers, liveFieldsOf, personOf } from './answers';
import type { LiveField } from './answers';
import { assertRegistrationForm } from './createParticipant';
import type { NewParticipant } from './createParticipant';

export interface Refusal {
  rowNumber: number;
  fieldId: string;
  rule: string;
}

interface PlannedRow extends NewParticipant {
  rowNumber: number;
  phone: string;
}

export interface ImportPlan {
  refused: Refusal[];
  before: number[];
  present: number[];
  create: PlannedRow[];
}

/** Files cannot come from a spreadsheet: a file or photo column is refused. */
export const FILE_FIELD_RULE = 'importFileField';

/** One form's answers of a row, checked field by field; refusals are collected, not thrown. */
function rowAnswers(
  fields: readonly LiveField[],
  given: Map<string, string>,
  refuse: (fieldId: string, rule: string) => void,
): StoredAnswer[] {
  const answers: StoredAnswer[] = [];
  for (const field of fields) {
    const raw = given.get(field.id) ?? '';
    const value = field.fieldType === FormFieldType.PHONE ? importedPhone(raw) : raw.trim();
    const rule =
      !isImportableField(field.fieldType) && value !== ''
        ? FILE_FIELD_RULE
        : answerProblem(field, value);
    if (rule) refuse(field.id, rule);
    else if (value !== '') answers.push({ fieldId: field.id, fieldType: field.fieldType, value });
  }
  return answers;
}

function checkedRequest(req: ImportParticipantsRequest): string {
  const importId = validate(uuidRule('importId'), req.importId, 'importId');
  if (req.rows.length === 0 || req.rows.length > IMPORT_MAX_BATCH) {
    throw invalidArgument('rows', `must hold 1 to ${IMPORT_MAX_BATCH} rows.`);
  }
  const numbers = new Set(req.rows.map((r) => r.rowNumber));
  if (numbers.size !== req.rows.length || numbers.has(0)) {
    throw invalidArgument('rows', 'row numbers must be unique and start at 1.');
  }
  return importId;
}

export async function planImport(
  q: Queryable,
  event: EventRow,
  req: ImportParticipantsRequest,
): Promise<ImportPlan> {
  const importId = checkedRequest(req);
  await assertRegistrationForm(q, event.id);
  const registration = await liveFieldsOf(q, event.id, REGISTRATION_FORM_ID);
  const survey = await liveFieldsOf(q, event.id, SURVEY_FORM_ID);
  const refused: Refusal[] = [];
  const valid: PlannedRow[] = [];
  req.rows.forEach((row, i) => {
    const { rowNumber } = row;
    const path = `rows[${i}]`;
    const reg = givenAnswers(registration, row.registrationFormData, `${path}.registration`);
    const sur = givenAnswers(survey, row.surveyFormData, `${path}.survey`);
    const before = refused.length;
    const refuse = (fieldId: string, rule: string) => refused.push({ rowNumber, fieldId, rule });
    const regAnswers = rowAnswers(registration, reg, refuse);
    const surAnswers = rowAnswers(survey, sur, refuse);
    if (refused.length > before) return;
    const answers: StoredAnswers = { [REGISTRATION_FORM_ID]: regAnswers };
    if (surAnswers.length > 0) answers[SURVEY_FORM_ID] = surAnswers;
    const id = importRowId(importId, rowNumber);
    valid.push({ rowNumber, id, answers, phone: phoneKey(personOf(regAnswers).clientPhone) });
  });
  return { refused, ...(await splitValid(q, event, valid)) };
}

/** The valid rows: created before by this import, a phone the event has, or new. */
async function splitValid(q: Queryable, event: EventRow, valid: PlannedRow[]) {
  const ids = valid.map((r) => r.id);
  const existing = ids.length
    ? await q
        .select({ id: participants.id })
        .from(participants)
        .where(and(eq(participants.eventId, event.id), inArray(participants.id, ids)))
    : [];
  const beforeIds = new Set(existing.map((r) => r.id));
  const rest = valid.filter((r) => !beforeIds.has(r.id));
  const keys = [...new Set(rest.map((r) => r.phone).filter((k) => k !== ''))];
  // The event's phones with these digits (a key starting with 7 may be stored as 8…), then
  // compared by phoneKey, the one rule of which phones are the same.
  const digits = sql<string>`regexp_replace(${participants.clientPhone}, '\\D', '', 'g')`;
  const variants = keys.flatMap((k) => (k.length === 11 ? [k, `8${k.slice(1)}`] : [k]));
  const taken = keys.length
    ? await q
        .selectDistinct({ phone: participants.clientPhone })
        .from(participants)
        .where(
          and(
            eq(participants.eventId, event.id),
            inArray(digits, variants),
            // This batch's own rows, created by an earlier send, are not someone else's.
            notInArray(participants.id, ids),
          ),
        )
    : [];
  // A row this import created before holds its phone against the batch's later rows too: read
  // back, a row whose phone an earlier row of its batch took stays present (issue 30, item 20).
  const seen = new Set([
    ...taken.map((r) => phoneKey(r.phone)),
    ...valid.filter((r) => beforeIds.has(r.id) && r.phone !== '').map((r) => r.phone),
  ]);
  const present: number[] = [];
  const create: PlannedRow[] = [];
  for (const row of rest) {
    if (row.phone !== '' && seen.has(row.phone)) present.push(row.rowNumber);
    else {
      if (row.phone !== '') seen.add(row.phone);
      create.push(row);
    }
  }
  const before = valid.filter((r) => beforeIds.has(r.id)).map((r) => r.rowNumber);
  return { before, present, create };
}
