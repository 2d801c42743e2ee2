// The newest change sequence: what a snapshot read in the same transaction reflects, and so
// the resume token it hands out (the hub's snapshots and the participants snapshot).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { changeHorizon, changes } from '../db/schema';

/** The log's last sequence, or the pruned horizon when everything is pruned. */
export async function currentSeq(q: Queryable): Promise<number> {
  const [row] = await q
    .select({
      seq: sql<number>`GREATEST((SELECT max(seq) FROM ${changes}), (SELECT pruned_through FROM ${changeHorizon} WHERE id = 1), 0)`,
    })
    .from(sql`(SELECT 1) AS one`);
  return Number(row?.seq ?? 0);
}
