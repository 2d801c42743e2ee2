// The statistics an organiser reads: active clients now, and daily rows for the event or for one
// client, only days with data, ascending, one page (plus one row to know whether more follow).
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { statClientDays } from '../../db/schema';
import { utcDay } from './hits';

/** A client counts as active when it was seen within this window. */
export const ACTIVE_WINDOW_MS = 5 * 60 * 1000;

export interface DayRow {
  date: string;
  users: number;
  sessions: number;
  pageViews: number;
}

export interface DayRange {
  eventId: string;
  startDate: string;
  endDate: string;
  /** Exclusive: the last day of the previous page, or null for the first page. */
  after: string | null;
  limit: number;
}

export async function activeClients(q: Queryable, eventId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ACTIVE_WINDOW_MS);
  // The window may straddle UTC midnight: the day of its start and today.
  const days = [...new Set([utcDay(since), utcDay(now)])];
  const [row] = await q
    .select({ n: sql<number>`count(DISTINCT ${statClientDays.clientId})::float8` })
    .from(statClientDays)
    .where(
      and(
        eq(statClientDays.eventId, eventId),
        inArray(statClientDays.day, days),
        gt(statClientDays.lastSeen, since),
      ),
    );
  return row?.n ?? 0;
}

const inRange = (r: DayRange) =>
  and(
    eq(statClientDays.eventId, r.eventId),
    gte(statClientDays.day, r.startDate),
    lte(statClientDays.day, r.endDate),
    r.after ? gt(statClientDays.day, r.after) : undefined,
  );

export function eventDays(q: Queryable, r: DayRange): Promise<DayRow[]> {
  return q
    .select({
      date: statClientDays.day,
      users: sql<number>`count(*)::float8`,
      sessions: sql<number>`sum(${statClientDays.sessions})::float8`,
      pageViews: sql<number>`sum(${statClientDays.pageViews})::float8`,
    })
    .from(statClientDays)
    .where(inRange(r))
    .groupBy(statClientDays.day)
    .orderBy(asc(statClientDays.day))
    .limit(r.limit);
}

export function clientDays(q: Queryable, r: DayRange, clientId: string): Promise<DayRow[]> {
  return q
    .select({
      date: statClientDays.day,
      users: sql<number>`1::float8`,
      sessions: sql<number>`${statClientDays.sessions}::float8`,
      pageViews: sql<number>`${statClientDays.pageViews}::float8`,
    })
    .from(statClientDays)
    .where(and(inRange(r), eq(statClientDays.clientId, clientId)))
    .orderBy(asc(statClientDays.day))
    .limit(r.limit);
}
