// Reverting a write of the event history: a new write, in the caller's queued mutation, that puts
// back what the write changed — changed fields get their old values, an added item goes, a
// removed item comes back with its id (and the links the same write removed, since they are rows
// of that write too). A later write that touched the same field of the same item is a conflict:
// the revert applies nothing and answers the conflicting writes, unless told to overwrite.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { HISTORY_HIDDEN_FIELDS } from '../../../common/history';
import { MESSAGES } from '../../../common/messages';
import type { EventRow } from '../../auth/eventAccess';
import { eventChanged } from '../../auth/eventAccess';
import type { Collection, Writer } from '../../db/writer';
import { failedPrecondition } from '../../rpc/errors';
import type { HistoryRow } from './read';

/** How each table's rows are found and told to the live feed. */
interface TableWay {
  collection: Collection;
  /** The primary key condition from the history's document id. */
  key(docId: string, eventId: string): SQL;
  /** The live change record's document id and scope. */
  doc(docId: string): { docId: string; scope?: string };
  /** Columns a revert never puts back (owner-only or system state). */
  fixed?: readonly string[];
}

const byId = (collection: Collection): TableWay => ({
  collection,
  key: (docId, eventId) => sql`id = ${docId}::uuid AND event_id = ${eventId}::uuid`,
  doc: (docId) => ({ docId }),
});

const TABLES: Record<string, TableWay> = {
  events: {
    collection: 'events',
    key: (docId) => sql`id = ${docId}::uuid`,
    doc: (docId) => ({ docId }),
    fixed: [
      'user_id',
      'domain',
      'domain_verified',
      'dns_records',
      'published_at',
      'is_archive',
      'ext_key',
    ],
  },
  meetings: byId('meetings'),
  speakers: byId('speakers'),
  posts: byId('posts'),
  locations: byId('locations'),
  cms_sections: byId('cms_sections'),
  cms_section_items: byId('cms_section_items'),
  form_fields: byId('formFields'),
  org_infos: byId('orgs'),
  sponsors: byId('sponsors'),
  forms: {
    collection: 'forms',
    key: (docId, eventId) => sql`event_id = ${eventId}::uuid AND form_id = ${docId}`,
    doc: (docId) => ({ docId }),
  },
  translations: {
    collection: 'translations',
    key: (docId, eventId) => {
      const [lang, key] = splitDoc(docId);
      return sql`event_id = ${eventId}::uuid AND lang = ${lang} AND key = ${key}`;
    },
    doc: (docId) => {
      const [lang, key] = splitDoc(docId);
      return { docId: key, scope: lang };
    },
  },
};

function splitDoc(docId: string): [string, string] {
  const at = docId.indexOf('/');
  return [docId.slice(0, at), docId.slice(at + 1)];
}

const COLUMN = /^[a-z][a-z0-9_]*$/;

function column(name: string): SQL {
  if (!COLUMN.test(name)) throw new Error(`history: unexpected column ${name}`);
  return sql.raw(`"${name}"`);
}

/** The fields of a row change that a revert would put back. */
export function revertedFields(row: HistoryRow): string[] {
  const way = TABLES[row.table_name];
  const fields = Object.keys((row.op === 'U' ? row.before : null) ?? {});
  return fields.filter((f) => !HISTORY_HIDDEN_FIELDS.includes(f) && !way?.fixed?.includes(f));
}

/**
 * Later rows that conflict with reverting `write`: a later change of a field the revert puts
 * back, any later change of an item the revert removes, a later return of an item it restores.
 */
export function conflictsOf(write: readonly HistoryRow[], later: readonly HistoryRow[]) {
  const conflicting = new Set<string>();
  for (const row of write) {
    const fields = revertedFields(row);
    for (const next of later) {
      if (next.table_name !== row.table_name || next.doc_id !== row.doc_id) continue;
      if (next.tx === row.tx) continue;
      const touches =
        row.op === 'U'
          ? next.op === 'D' || fields.some((f) => next.after && f in next.after)
          : row.op === 'I'
            ? true
            : next.op === 'I';
      if (touches) conflicting.add(next.tx);
    }
  }
  return conflicting;
}

/** Applies the revert of `write` (rows in id order) as part of the caller's transaction. */
export async function applyRevert(w: Writer, event: EventRow, write: readonly HistoryRow[]) {
  let applied = 0;
  for (const row of [...write].reverse()) {
    const way = TABLES[row.table_name];
    if (!way) continue;
    const table = sql.raw(`"${row.table_name}"`);
    const key = way.key(row.doc_id, event.id);
    let removed = false;
    if (row.op === 'U') {
      const fields = revertedFields(row);
      if (fields.length === 0) continue;
      const cols = sql.join(fields.map(column), sql`, `);
      const before = JSON.stringify(row.before);
      const done = await w.tx.execute(
        sql`UPDATE ${table} SET (${cols}) = (SELECT ${cols} FROM jsonb_populate_record(NULL::${table}, ${before}::jsonb)) WHERE ${key}`,
      );
      if (rowCount(done) === 0) continue;
    } else if (row.op === 'I') {
      const done = await w.tx.execute(sql`DELETE FROM ${table} WHERE ${key}`);
      if (rowCount(done) === 0) continue;
      removed = true;
    } else {
      const whole = JSON.stringify(row.before);
      const done = await w.tx.execute(
        sql`INSERT INTO ${table} SELECT * FROM jsonb_populate_record(NULL::${table}, ${whole}::jsonb) ON CONFLICT DO NOTHING`,
      );
      if (rowCount(done) === 0) continue;
    }
    applied += 1;
    if (row.table_name === 'events') {
      w.changed(eventChanged(event));
    } else {
      w.changed({
        collection: way.collection,
        eventId: event.id,
        ownerId: event.userId,
        removed,
        ...way.doc(row.doc_id),
      });
    }
  }
  if (applied === 0) throw failedPrecondition(MESSAGES.nothingToRevert);
}

const rowCount = (result: unknown) => (result as { rowCount?: number | null }).rowCount ?? 0;
