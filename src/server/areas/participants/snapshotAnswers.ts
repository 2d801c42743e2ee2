// Each participant's answers as the snapshot sends them, kept ready on the row: a JSON array
// of the values in the snapshot header's field order (src/common/participantsSnapshot.ts),
// with the key of the field list it was formed for. Forming the answers in PostgreSQL for every
// row on every first open was nearly all of that open's time (bench/README.md (f)); a stored
// array makes the snapshot a plain index scan of ready text. A row whose key is not the
// current list's (a field was added since) is formed by PostgreSQL as before.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../common/forms';
import type { SnapshotField } from '../../../common/participantsSnapshot';
import type { Db, Queryable } from '../../db/database';
import { formFields, participants } from '../../db/schema';
import type { StoredAnswers } from '../../db/schema';

/** The header's fields: every field that ever held an answer (removed ones too), by id. */
export async function snapshotFields(q: Queryable, eventId: string): Promise<SnapshotField[]> {
  return q
    .select({ formId: formFields.formId, fieldId: formFields.id, fieldType: formFields.fieldType })
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        inArray(formFields.formId, [REGISTRATION_FORM_ID, SURVEY_FORM_ID]),
      ),
    )
    .orderBy(asc(formFields.id));
}

/** Names the field list (its order included) a stored array was formed for. */
export const fieldsKey = (fields: SnapshotField[]): string =>
  createHash('sha1')
    .update(fields.map((f) => `${f.formId}/${f.fieldId}`).join('\n'))
    .digest('base64url');

/**
 * The answers' values in the fields' order ('' where unanswered), as the text PostgreSQL's
 * json_build_array gives (", " between values), so a stored line and a formed one are the same
 * bytes. A field answered twice in one form keeps its last answer, as jsonb_object_agg does.
 */
export function snapshotAnswersText(fields: SnapshotField[], answers: StoredAnswers): string {
  const values = new Map<string, string>();
  for (const [formId, list] of Object.entries(answers)) {
    if (!Array.isArray(list)) continue;
    for (const a of list) values.set(`${formId}/${a.fieldId}`, a.value ?? '');
  }
  const picked = fields.map((f) => JSON.stringify(values.get(`${f.formId}/${f.fieldId}`) ?? ''));
  return `[${picked.join(', ')}]`;
}

/** The columns to write with a participant's answers (create and update alike). */
export async function storedSnapshotAnswers(q: Queryable, eventId: string, answers: StoredAnswers) {
  const fields = await snapshotFields(q, eventId);
  return {
    snapshotAnswers: snapshotAnswersText(fields, answers),
    snapshotFields: fieldsKey(fields),
  };
}

/**
 * The same array formed by PostgreSQL from a row's answers (json): the answers read once into
 * a map keyed 'formId/fieldId', and the fields picked from it (one pass over them per row).
 */
export function formedAnswers(fields: SnapshotField[]) {
  const values = fields.map(
    (f) => sql`coalesce(answers.m ->> ${`${f.formId}/${f.fieldId}`}::text, '')`,
  );
  const picked =
    values.length > 0 ? sql`json_build_array(${sql.join(values, sql`, `)})` : sql`'[]'::json`;
  return sql`(SELECT ${picked} FROM (
      SELECT jsonb_object_agg(form.key || '/' || (answer ->> 'fieldId'), answer -> 'value') AS m
      FROM jsonb_each(${participants.answers}) AS form(key, list),
        jsonb_array_elements(CASE jsonb_typeof(form.list) WHEN 'array' THEN form.list ELSE '[]'::jsonb END) AS answer
    ) AS answers)`;
}

const REFRESH_PAGE = 2_000;
const refreshing = new Set<string>();

/**
 * Stores the array again on every row of the event whose key is not the current field list's
 * (after a field was added, or rows written before the column existed), a page per statement
 * so no write waits long on a row lock. Derived data: no change is recorded. One run per event
 * at a time; a row written meanwhile stores its own array, and a field changed meanwhile leaves
 * rows with an old key, formed at read time until the next refresh.
 */
export async function refreshSnapshotAnswers(db: Db, eventId: string): Promise<number> {
  if (refreshing.has(eventId)) return 0;
  refreshing.add(eventId);
  try {
    const fields = await snapshotFields(db, eventId);
    const key = fieldsKey(fields);
    const p = participants;
    let total = 0;
    for (;;) {
      const { rowCount } = (await db.execute(sql`UPDATE ${p}
        SET snapshot_answers = ${formedAnswers(fields)}::text, snapshot_fields = ${key}::text
        WHERE ${p.id} IN (SELECT ${p.id} FROM ${p} WHERE ${p.eventId} = ${eventId}::uuid
          AND ${p.snapshotFields} IS DISTINCT FROM ${key}::text LIMIT ${REFRESH_PAGE})`)) as unknown as {
        rowCount: number;
      };
      total += rowCount;
      if (rowCount < REFRESH_PAGE) return total;
    }
  } finally {
    refreshing.delete(eventId);
  }
}
