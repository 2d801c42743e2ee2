// An event's history of many entries in one SQL statement (100,000 writes by call would take an
// hour): writes of several kinds by two people (the bench's organiser and a colleague), one
// every 0.4 minutes, the newest now, so the newest id is the newest time as in a real history
// and 100,000 of them span about 28 days. Then ANALYZE, what autovacuum does after such growth.
// Used by bench/history.ts (the call) and bench/historyScreen.ts (the screen in Chromium).
import { v7 as uuidv7 } from 'uuid';

export const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 100_000);
/** Minutes between two seeded writes. */
export const HISTORY_STEP_MINUTES = 0.4;

interface Queryable {
  query(text: string, values: unknown[]): Promise<unknown>;
}

/** Seeds `count` entries of `eventId` by `organiserId` and a new colleague (every third). */
export async function seedHistory(
  db: Queryable,
  eventId: string,
  organiserId: string,
  count = HISTORY_ENTRIES,
): Promise<{ colleagueId: string }> {
  const colleagueId = uuidv7();
  await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'x')`, [
    colleagueId,
    'colleague@example.com',
  ]);
  await db.query(
    `INSERT INTO event_history (event_id, tx, at, actor_id, actor_role, method, table_name,
       doc_id, op, label, before, after)
     SELECT $1::uuid, 1000000 + g, now() - (($4::int - g) || ' minutes')::interval * $5::float8,
       CASE WHEN g % 3 = 0 THEN $2::uuid ELSE $3::uuid END, 'owner', 'UpdateMeeting',
       (ARRAY['meetings','speakers','posts','translations'])[1 + g % 4], md5(g::text), 'U',
       'Session ' || g, jsonb_build_object('name', 'Old ' || g),
       jsonb_build_object('name', 'New ' || g)
     FROM generate_series(1, $4::int) g`,
    [eventId, colleagueId, organiserId, count, HISTORY_STEP_MINUTES],
  );
  await db.query('ANALYZE event_history', []);
  return { colleagueId };
}
