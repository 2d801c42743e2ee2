// Records one page view of the attendee app: one statement, two cheap upserts (the session's
// uniqueness row, then the client's row of the day), and only for a published event that is
// not archived (an unpublished one is seen by its organiser's preview alone). Nothing is read
// back, so the caller learns nothing about the event.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events, statClientDays, statSessions } from '../../db/schema';

export interface Hit {
  /** Exactly one of eventId and eventKey. */
  eventId?: string;
  eventKey?: string;
  clientId: string;
  sessionId: string;
  at: Date;
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The events a hit may count for: the one it names, if published and not archived. */
function target(hit: Hit) {
  const event = hit.eventId
    ? sql`${events.id} = ${hit.eventId}::uuid`
    : sql`lower(${events.extKey}) = ${(hit.eventKey ?? '').toLowerCase()}`;
  return sql`SELECT ${events.id} AS id FROM ${events}
    WHERE ${event} AND ${events.publishedAt} IS NOT NULL AND NOT ${events.isArchive}`;
}

/** Whether the hit's client is counted for its event on its day already. */
export async function countedToday(db: Db, hit: Hit): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM ${statClientDays}
    WHERE event_id IN (${target(hit)}) AND day = ${utcDay(hit.at)}::date
      AND client_id = ${hit.clientId}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function recordHit(db: Db, hit: Hit): Promise<void> {
  const day = utcDay(hit.at);
  await db.execute(sql`
    WITH target AS (${target(hit)}), new_session AS (
      INSERT INTO ${statSessions} (event_id, day, client_id, session_id)
      SELECT id, ${day}::date, ${hit.clientId}, ${hit.sessionId} FROM target
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    INSERT INTO ${statClientDays} (event_id, day, client_id, sessions, page_views, last_seen)
    SELECT id, ${day}::date, ${hit.clientId}, (SELECT count(*) FROM new_session), 1, ${hit.at.toISOString()}::timestamptz
    FROM target
    ON CONFLICT (event_id, day, client_id) DO UPDATE SET
      sessions = ${statClientDays}.sessions + excluded.sessions,
      page_views = ${statClientDays}.page_views + 1,
      last_seen = greatest(${statClientDays}.last_seen, excluded.last_seen)`);
}
