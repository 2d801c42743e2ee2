// ImportParticipants (issue 12): a batch of a file's rows. The dry run reads and answers what
// the batch would do; the import is an exactly-once mutation (ledger) that inserts the rows to
// create in one statement. Row ids follow from (import id, row number), so a batch resent under
// a new mutation id, or by a twin request, creates nothing twice.
import { create } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import { sql } from 'drizzle-orm';
import { ImportParticipantsResponseSchema } from '../../../../generated/manager/content_pb';
import type { ImportParticipantsRequest } from '../../../../generated/manager/content_pb';
import { eventRow } from '../../auth/eventAccess';
import type { Database } from '../../db/database';
import type { Deps } from '../../rpc/deps';
import { mutate } from '../../rpc/mutation';
import { insertParticipants } from './createParticipant';
import { planImport } from './importPlan';

export async function importParticipants(
  deps: Deps,
  req: ImportParticipantsRequest,
  ctx: HandlerContext,
) {
  if (req.dryRun) {
    const { db } = deps.database;
    const ev = await eventRow(db, req.eventId, { forWrite: false });
    const plan = await planImport(db, ev, req);
    return create(ImportParticipantsResponseSchema, {
      created: plan.create.map((r) => r.rowNumber),
      refused: plan.refused,
      alreadyPresent: plan.present,
      importedBefore: plan.before,
    });
  }
  const response = await mutate(deps, ctx, ImportParticipantsResponseSchema, async (w) => {
    const ev = await eventRow(w.tx, req.eventId);
    const plan = await planImport(w.tx, ev, req);
    const inserted = new Set(await insertParticipants(w, ev, plan.create));
    // A row neither inserted nor found before was inserted by a twin of this batch meanwhile.
    const twin = plan.create.filter((r) => !inserted.has(r.id)).map((r) => r.rowNumber);
    return {
      created: plan.create.filter((r) => inserted.has(r.id)).map((r) => r.rowNumber),
      refused: plan.refused,
      alreadyPresent: plan.present,
      importedBefore: [...plan.before, ...twin],
    };
  });
  analyzeAfterImport(deps, response.created.length);
  return response;
}

const ANALYZE_AFTER_ROWS = 1_000;
const ANALYZE_QUIET_MS = 2_000;
const pending = new WeakMap<Database, { rows: number; timer?: NodeJS.Timeout }>();

/**
 * The planner's statistics lag a large import until autovacuum catches up, and the list and
 * export queries pick bad plans meanwhile (bench/README.md (f)): once an import's batches have
 * added enough rows and stopped for a moment, the participants table is analysed.
 */
function analyzeAfterImport(deps: Deps, rows: number): void {
  if (rows === 0) return;
  const state = pending.get(deps.database) ?? { rows: 0 };
  pending.set(deps.database, state);
  state.rows += rows;
  if (state.rows < ANALYZE_AFTER_ROWS) return;
  clearTimeout(state.timer);
  state.timer = setTimeout(() => {
    pending.delete(deps.database);
    deps.database.db.execute(sql`ANALYZE participants`).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'ANALYZE after an import failed');
    });
  }, ANALYZE_QUIET_MS);
  state.timer.unref();
}
