// Records one page view of the attendee app: one statement, two cheap upserts (the session's
// uniqueness row, then the client's row of the day), and only for an existing event that is
// not archived. Nothing is read back, so the caller learns nothing about the event.
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

export async function recordHit(db: Db, hit: Hit): Promise<void> {
  const day = utcDay(hit.at);
  const event = hit.eventId
    ? sql`${events.id} = ${hit.eventId}::uuid`
    : sql`lower(${events.extKey}) = ${(hit.eventKey ?? '').toLowerCase()}`;
  await db.execute(sql`
    WITH target AS (
      SELECT ${events.id} AS id FROM ${events} WHERE ${event} AND NOT ${events.isArchive}
    ), new_session AS (
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
