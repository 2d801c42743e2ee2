// What may refer to a location (a meeting's place, a post's reference). Deleting a location
// that something still refers to is refused with a message that says how many, so the
// organiser moves those first instead of finding a schedule with holes in it. The meetings and
// posts areas add one entry each; the check and its message need nothing else.
import { and, count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LocationReferrer } from '../../../common/cms';
import { PostRefObjType } from '../../../../generated/manager/model_pb';
import type { Queryable } from '../../db/database';
import { meetings, posts } from '../../db/schema';

export interface LocationReference {
  /** The referring table, its event column and the column holding the location id. */
  table: PgTable;
  eventId: PgColumn;
  locationId: PgColumn;
  /** Further rows that count (e.g. only posts that refer to a location, not to a meeting). */
  where?: SQL;
  /** What the referring rows are, as the refusal names them. */
  kind: LocationReferrer;
}

/** A meeting's place, and a post attached to a location. */
export const LOCATION_REFERENCES: readonly LocationReference[] = [
  {
    table: meetings,
    eventId: meetings.eventId,
    locationId: meetings.locationId,
    kind: 'meeting',
  },
  {
    table: posts,
    eventId: posts.eventId,
    locationId: posts.refObjectId,
    where: eq(posts.refObjectType, PostRefObjType.LOCATION),
    kind: 'post',
  },
];

/** How many rows of each kind refer to a location; empty when nothing does. */
export async function referencesTo(
  q: Queryable,
  references: readonly LocationReference[],
  eventId: string,
  locationId: string,
): Promise<[LocationReferrer, number][]> {
  const counts: [LocationReferrer, number][] = [];
  for (const ref of references) {
    const [row] = await q
      .select({ n: count() })
      .from(ref.table)
      .where(and(eq(ref.eventId, eventId), eq(ref.locationId, locationId), ref.where));
    const n = row?.n ?? 0;
    if (n > 0) counts.push([ref.kind, n]);
  }
  return counts;
}
