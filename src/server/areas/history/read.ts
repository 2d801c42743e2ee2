// Reading the event history: pages of whole writes (the rows of one transaction), newest first.
// A write's id is the id of its last row; a page takes the next rows below the cursor by the
// (event_id, id) index, groups them by write, completes each write from the tx index, and leaves
// out writes an earlier page already showed (two commits can interleave their rows).
import { create } from '@bufbuild/protobuf';
import type {
  HistoryChange,
  HistoryEntry,
  HistoryPerson,
} from '../../../../generated/manager/history_pb';
import {
  HistoryChangeSchema,
  HistoryEntrySchema,
  HistoryPersonSchema,
} from '../../../../generated/manager/history_pb';
import { HISTORY_AREAS } from '../../../common/history';
import type { HistoryArea } from '../../../common/history';
import type { Database } from '../../db/database';

export interface HistoryRow {
  id: string;
  tx: string;
  at: Date;
  actor_id: string | null;
  actor_role: string | null;
  method: string | null;
  /** '{client id}:{mutation id}' of a queued write. */
  mutation: string | null;
  table_name: string;
  doc_id: string;
  op: 'I' | 'U' | 'D';
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface HistoryFilter {
  area?: HistoryArea;
  actorId?: string;
  /** YYYY-MM-DD in the event's zone. */
  day?: string;
  /** One item's writes (its history document id). */
  docId?: string;
}

const OPS = { I: 'added', U: 'changed', D: 'removed' } as const;

/** A history row's columns as HistoryRow has them (the table is `h`). */
export const ROW_COLUMNS = `h.id::text, h.tx::text, h.at, h.actor_id, h.actor_role, h.method,
  h.mutation, h.table_name, h.doc_id, h.op, h.label, h.before, h.after`;

/** A write's last row: its id is the write's id. */
export function lastRow(write: readonly HistoryRow[]): HistoryRow {
  const row = write.at(-1);
  if (!row) throw new Error('history: a write without rows');
  return row;
}

/** Rows of the event's writes below `before` (0: all), newest first, `limit` writes whole. */
export async function historyPage(
  database: Database,
  eventId: string,
  before: number,
  limit: number,
  filter: HistoryFilter,
): Promise<{ writes: HistoryRow[][]; nextBefore: number }> {
  const tables = filter.area ? [...HISTORY_AREAS[filter.area]] : null;
  // Enough rows for `limit` writes in the common case; a page of huge writes asks again.
  let scan = limit * 8;
  for (;;) {
    const rows = await database.query<Pick<HistoryRow, 'id' | 'tx'>>(
      `SELECT h.id::text, h.tx::text FROM event_history h
       WHERE h.event_id = $1::uuid AND ($2::bigint = 0 OR h.id < $2::bigint)
         AND ($3::text[] IS NULL OR h.table_name = ANY($3::text[]))
         AND ($4::uuid IS NULL OR h.actor_id = $4::uuid)
         AND ($5::date IS NULL OR (h.at AT TIME ZONE
           (SELECT e.time_zone FROM events e WHERE e.id = $1::uuid))::date = $5::date)
         AND ($7::text IS NULL OR h.doc_id = $7::text)
       ORDER BY h.id DESC LIMIT $6`,
      [
        eventId,
        before,
        tables,
        filter.actorId ?? null,
        filter.day ?? null,
        scan,
        filter.docId ?? null,
      ],
    );
    const txs: string[] = [];
    for (const row of rows) {
      if (!txs.includes(row.tx)) txs.push(row.tx);
    }
    const complete = rows.length < scan || txs.length >= limit;
    if (!complete) {
      scan *= 4;
      continue;
    }
    const wanted = txs.slice(0, limit);
    if (wanted.length === 0) return { writes: [], nextBefore: 0 };
    const all = await database.query<HistoryRow>(
      `SELECT ${ROW_COLUMNS}
       FROM event_history h WHERE h.tx = ANY($1::bigint[]) AND h.event_id = $2::uuid
       ORDER BY h.id`,
      [wanted, eventId],
    );
    const byTx = new Map<string, HistoryRow[]>();
    for (const row of all) byTx.set(row.tx, [...(byTx.get(row.tx) ?? []), row]);
    const writes = wanted
      .map((tx) => byTx.get(tx) ?? [])
      .filter((w) => w.length > 0 && (before === 0 || Number(lastRow(w).id) < before));
    const last = writes[writes.length - 1];
    const more = txs.length > limit || rows.length === scan;
    return { writes, nextBefore: more && last ? Number(lastRow(last).id) : 0 };
  }
}

/** The rows of the write whose id is `entryId`, in order; empty when it is not this event's. */
export async function historyWrite(
  database: Database,
  eventId: string,
  entryId: number,
): Promise<HistoryRow[]> {
  return database.query<HistoryRow>(
    `SELECT ${ROW_COLUMNS}
     FROM event_history h
     WHERE h.event_id = $1::uuid AND h.tx = (SELECT tx FROM event_history
       WHERE id = $2::bigint AND event_id = $1::uuid)
     ORDER BY h.id`,
    [eventId, entryId],
  );
}

/**
 * The rows of `actorId`'s write to the event queued as `mutation` ('{client id}:{mutation id}'),
 * in order; empty when there is none. Found from the newest of the actor's rows down, which is
 * where an undo's write is.
 */
export async function historyWriteOfMutation(
  database: Database,
  eventId: string,
  actorId: string,
  mutation: string,
): Promise<HistoryRow[]> {
  return database.query<HistoryRow>(
    `SELECT ${ROW_COLUMNS}
     FROM event_history h
     WHERE h.event_id = $1::uuid AND h.tx = (SELECT tx FROM event_history
       WHERE event_id = $1::uuid AND actor_id = $2::uuid AND mutation = $3::text
       ORDER BY id DESC LIMIT 1)
     ORDER BY h.id`,
    [eventId, actorId, mutation],
  );
}

/** Names of the people who wrote, by user id (their display name, else their e-mail). */
export async function peopleNames(
  database: Database,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<{ id: string; name: string }>(
    `SELECT id::text, COALESCE(NULLIF(display_name, ''), email) AS name FROM users
     WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Everyone who has written to the event. The writers are few and the rows many: each step of
 * the recursion jumps to the next writer in the (event_id, actor_id) index, instead of reading
 * every row of the event (a skip scan, which PostgreSQL does not plan by itself).
 */
export async function historyPeople(database: Database, eventId: string): Promise<HistoryPerson[]> {
  const rows = await database.query<{ id: string; name: string }>(
    `WITH RECURSIVE writer AS (
       (SELECT actor_id FROM event_history
        WHERE event_id = $1::uuid AND actor_id IS NOT NULL ORDER BY actor_id LIMIT 1)
       UNION ALL
       SELECT (SELECT h.actor_id FROM event_history h
               WHERE h.event_id = $1::uuid AND h.actor_id IS NOT NULL AND h.actor_id > w.actor_id
               ORDER BY h.actor_id LIMIT 1)
       FROM writer w WHERE w.actor_id IS NOT NULL
     )
     SELECT u.id::text, COALESCE(NULLIF(u.display_name, ''), u.email) AS name FROM users u
     WHERE u.id IN (SELECT actor_id FROM writer WHERE actor_id IS NOT NULL)
     ORDER BY 2`,
    [eventId],
  );
  return rows.map((r) => create(HistoryPersonSchema, { actorId: r.id, name: r.name }));
}

/**
 * A write as the API tells it. `own`: the caller and its client id, when the caller asked about
 * its own writes — a write of that client then says its mutation id (nobody else's does).
 */
export function entryOf(
  write: readonly HistoryRow[],
  names: Map<string, string>,
  own?: { actorId: string; clientId: string },
): HistoryEntry {
  const last = lastRow(write);
  const actorId = last.actor_id ?? '';
  const prefix = own ? `${own.clientId}:` : null;
  const mutationId =
    own && prefix && actorId === own.actorId && last.mutation?.startsWith(prefix)
      ? last.mutation.slice(prefix.length)
      : '';
  return create(HistoryEntrySchema, {
    id: last.id,
    at: new Date(last.at).getTime(),
    actorId,
    actorName: names.get(actorId) ?? '',
    actorRole: last.actor_role ?? '',
    method: last.method ?? '',
    changes: write.map(changeOf),
    mutationId,
  });
}

function changeOf(row: HistoryRow): HistoryChange {
  return create(HistoryChangeSchema, {
    id: row.id,
    table: row.table_name,
    docId: row.doc_id,
    op: OPS[row.op],
    label: row.label,
    beforeJson: row.before ? JSON.stringify(row.before) : '',
    afterJson: row.after ? JSON.stringify(row.after) : '',
  });
}
