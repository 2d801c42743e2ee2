// manager.History: the event's history, a page at a time, and reverts of its writes.
import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { sql } from 'drizzle-orm';
import type { History } from '../../../../generated/manager/history_pb';
import { RevertHistoryResponseSchema } from '../../../../generated/manager/history_pb';
import { isHistoryArea } from '../../../common/history';
import { MESSAGES } from '../../../common/messages';
import { eventRow } from '../../auth/eventAccess';
import { historyMutation } from '../../db/actor';
import { caller } from '../../rpc/context';
import type { Deps } from '../../rpc/deps';
import { failedPrecondition, invalidArgument } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import type { Queryable } from '../../db/database';
import {
  ROW_COLUMNS,
  entryOf,
  historyPage,
  historyPeople,
  historyWrite,
  historyWriteOfMutation,
  lastRow,
  peopleNames,
} from './read';
import type { HistoryRow } from './read';
import { applyRevert, conflictsOf } from './revert';
import { here } from './presence';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,15}$/;
/** Longer than any document id (a translation's 'lang/key' included). */
const MAX_DOC_ID = 512;

/** A real calendar day as YYYY-MM-DD (not 2026-02-30). */
const isDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return DAY.test(day) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function historyService(deps: Deps): Partial<ServiceImpl<typeof History>> {
  const { database } = deps;
  return {
    listEventHistory: async (req) => {
      const event = await eventRow(database.db, req.eventId, { forWrite: false });
      if (req.area && !isHistoryArea(req.area)) throw invalidArgument('area', 'Unknown area.');
      if (req.actorId && !UUID.test(req.actorId)) throw invalidArgument('actorId', 'Invalid id.');
      if (req.day && !isDay(req.day)) throw invalidArgument('day', 'Use YYYY-MM-DD.');
      if (req.before && !ID.test(req.before)) throw invalidArgument('before', 'Invalid id.');
      if (req.docId.length > MAX_DOC_ID) throw invalidArgument('docId', 'Invalid id.');
      const limit = req.limit <= 0 ? 50 : Math.min(req.limit, 200);
      const [{ writes, nextBefore }, people] = await Promise.all([
        historyPage(database, event.id, Number(req.before || 0), limit, {
          area: req.area && isHistoryArea(req.area) ? req.area : undefined,
          actorId: req.actorId || undefined,
          day: req.day || undefined,
          docId: req.docId || undefined,
        }),
        historyPeople(database, event.id),
      ]);
      const names = new Map(people.map((p) => [p.actorId, p.name]));
      return {
        entries: writes.map((write) => entryOf(write, names)),
        nextBefore: nextBefore ? String(nextBefore) : '',
        people,
      };
    },
    here: async (req, ctx) => {
      const user = await caller(ctx, deps.tokens);
      const event = await eventRow(database.db, req.eventId, { forWrite: false });
      return here(database, event.id, user.uid, req);
    },
    revertHistory: async (req, ctx) => {
      if (req.checkOnly) {
        const user = await caller(ctx, deps.tokens);
        const event = await eventRow(database.db, req.eventId, { forWrite: false });
        const write = await writeOf(event.id, req, user.uid);
        const later = await laterRows(database.db, event.id, write);
        const own = req.clientId ? { actorId: user.uid, clientId: req.clientId } : undefined;
        const names = await peopleNames(database, [
          ...new Set([write, ...groupsOf(write, later)].flatMap(actorOf)),
        ]);
        return create(RevertHistoryResponseSchema, {
          conflicts: groupsOf(write, later).map((g) => entryOf(g, names, own)),
          entry: entryOf(write, names, own),
        });
      }
      return mutate(deps, ctx, RevertHistoryResponseSchema, async (w, user) => {
        const event = await eventRow(w.tx, req.eventId);
        const write = await writeOf(event.id, req, user.uid);
        const later = await laterRows(w.tx, event.id, write);
        if (!req.overwrite && conflictsOf(write, later).size > 0) {
          throw failedPrecondition(MESSAGES.revertConflict);
        }
        await applyRevert(w, event, write);
        return {};
      });
    },
  };

  /** The write a revert names: by its entry id, or as the caller's own queued mutation. */
  async function writeOf(
    eventId: string,
    req: { entryId: string; clientId: string; mutationId: string },
    uid: string,
  ) {
    if (!req.entryId && (req.clientId || req.mutationId)) {
      if (!req.clientId || req.clientId.length > 100)
        throw invalidArgument('clientId', 'Invalid id.');
      if (!ID.test(req.mutationId)) throw invalidArgument('mutationId', 'Invalid id.');
      const mutation = historyMutation(req.clientId, Number(req.mutationId)) ?? '';
      const write = await historyWriteOfMutation(database, eventId, uid, mutation);
      if (write.length === 0) throw invalidArgument('mutationId', 'No such entry.');
      return write;
    }
    if (!ID.test(req.entryId)) throw invalidArgument('entryId', 'Invalid id.');
    const write = await historyWrite(database, eventId, Number(req.entryId));
    if (write.length === 0) throw invalidArgument('entryId', 'No such entry.');
    return write;
  }
}

/** The later writes (rows grouped by write) that conflict with reverting `write`. */
const groupsOf = (write: readonly HistoryRow[], later: readonly HistoryRow[]) =>
  [...conflictsOf(write, later)].map((tx) => later.filter((r) => r.tx === tx));

const actorOf = (rows: readonly HistoryRow[]) => (rows[0]?.actor_id ? [rows[0].actor_id] : []);

/** Rows written to the same items after the write, read in the reverting transaction. */
async function laterRows(q: Queryable, eventId: string, write: readonly HistoryRow[]) {
  const last = lastRow(write).id;
  const docs = sql.join(
    [...new Set(write.map((r) => JSON.stringify([r.table_name, r.doc_id])))].map((key) => {
      const [table, doc] = JSON.parse(key) as [string, string];
      return sql`(${table}::text, ${doc}::text)`;
    }),
    sql`, `,
  );
  const result = await q.execute(
    sql`SELECT ${sql.raw(ROW_COLUMNS)}
    FROM event_history h
    WHERE (h.table_name, h.doc_id) IN (${docs}) AND h.id > ${last}::bigint
      AND h.event_id = ${eventId}::uuid
    ORDER BY h.id`,
  );
  return (result as unknown as { rows: HistoryRow[] }).rows;
}
