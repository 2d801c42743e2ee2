// The rows a schedule export is written from: the event's visible meetings, its locations and
// visible speakers. After a change only the documents the change log names since the rows
// were read are read again (one meeting renamed: one row, not 1,360), so the build after a
// change costs little more than writing (issue 10: the first export read after a change within
// 200 ms). The full read comes back whenever the log cannot say what changed: no rows yet, the
// log pruned past them, or too many documents named.
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { changeHorizon, changes, locations, meetings, speakers } from '../../../db/schema';

export interface ScheduleRows {
  /** The newest change the rows reflect (they may reflect later ones too). */
  version: number;
  meetings: Map<string, typeof meetings.$inferSelect>;
  locations: Map<string, typeof locations.$inferSelect>;
  speakers: Map<string, typeof speakers.$inferSelect>;
}

/** More documents named than this: one full read is cheaper than the lists of ids. */
const MAX_NAMED = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const byId = <R extends { id: string }>(rows: R[]) => new Map(rows.map((r) => [r.id, r]));

async function fullRead(q: Queryable, eventId: string, version: number): Promise<ScheduleRows> {
  const [meetingRows, locationRows, speakerRows] = await Promise.all([
    q
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.isVisible, true))),
    q.select().from(locations).where(eq(locations.eventId, eventId)),
    q
      .select()
      .from(speakers)
      .where(and(eq(speakers.eventId, eventId), eq(speakers.isHidden, false))),
  ]);
  return {
    version,
    meetings: byId(meetingRows),
    locations: byId(locationRows),
    speakers: byId(speakerRows),
  };
}

/** Puts the rows read again in place of the named ones; a named one not read (or hidden) goes. */
function replaced<R extends { id: string }>(
  old: Map<string, R>,
  named: readonly string[],
  read: R[],
  shown: (row: R) => boolean,
): Map<string, R> {
  const next = new Map(old);
  for (const id of named) next.delete(id);
  for (const row of read) if (shown(row)) next.set(row.id, row);
  return next;
}

/** The event's rows as of `version` (read before this call), from `previous` where it can. */
export async function scheduleRows(
  q: Queryable,
  eventId: string,
  version: number,
  previous?: ScheduleRows,
): Promise<ScheduleRows> {
  if (!previous || !Number.isFinite(version) || !Number.isFinite(previous.version)) {
    return fullRead(q, eventId, version);
  }
  const [named, [horizon]] = await Promise.all([
    q
      .selectDistinct({ collection: changes.collection, docId: changes.docId })
      .from(changes)
      .where(
        and(
          eq(changes.eventId, eventId),
          gt(changes.seq, previous.version),
          lte(changes.seq, version),
        ),
      )
      .limit(MAX_NAMED + 1),
    q.select({ through: changeHorizon.prunedThrough }).from(changeHorizon),
  ]);
  const unreadable = named.some((n) => !UUID.test(n.docId));
  if (named.length > MAX_NAMED || unreadable || (horizon?.through ?? 0) > previous.version) {
    return fullRead(q, eventId, version);
  }
  const ids = (collection: string) =>
    named.filter((n) => n.collection === collection).map((n) => n.docId);
  const [m, l, s] = [ids('meetings'), ids('locations'), ids('speakers')];
  const none = Promise.resolve([]);
  const [meetingRows, locationRows, speakerRows] = await Promise.all([
    m.length > 0
      ? q
          .select()
          .from(meetings)
          .where(and(eq(meetings.eventId, eventId), inArray(meetings.id, m)))
      : none,
    l.length > 0
      ? q
          .select()
          .from(locations)
          .where(and(eq(locations.eventId, eventId), inArray(locations.id, l)))
      : none,
    s.length > 0
      ? q
          .select()
          .from(speakers)
          .where(and(eq(speakers.eventId, eventId), inArray(speakers.id, s)))
      : none,
  ]);
  return {
    version,
    meetings: replaced(previous.meetings, m, meetingRows, (r) => r.isVisible),
    locations: replaced(previous.locations, l, locationRows, () => true),
    speakers: replaced(previous.speakers, s, speakerRows, (r) => !r.isHidden),
  };
}
