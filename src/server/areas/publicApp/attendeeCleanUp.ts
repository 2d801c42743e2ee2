// The leader's clean-up of what attendees' devices leave on the server (issue 29), across
// events: a favourites set that no device has changed for a year (the devices keep their own
// copy, and the next sync from one of them writes it again), and the push watcher's notes of an
// event that has had no subscription for an hour (a first subscription notes the programme
// again, push/pushRoutes.ts). Push subscriptions themselves leave when their push service says
// they are gone (push/pushSender.ts).
import type { Database } from '../../db/database';

const HOUR_MS = 3_600_000;
export const FAVORITE_SET_KEPT_MS = 365 * 24 * HOUR_MS;
export const PUSH_WATCH_KEPT_MS = HOUR_MS;
export const ATTENDEE_CLEAN_UP_MS = HOUR_MS;

export async function cleanAttendeeState(
  database: Database,
  now: Date,
): Promise<{ favoriteSets: number; pushWatches: number }> {
  const sets = await database.query('DELETE FROM favorite_sets WHERE updated_at < $1 RETURNING 1', [
    new Date(now.getTime() - FAVORITE_SET_KEPT_MS),
  ]);
  const watches = await database.query(
    `DELETE FROM push_watch w WHERE w.updated_at < $1
       AND NOT EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.event_id = w.event_id)
     RETURNING 1`,
    [new Date(now.getTime() - PUSH_WATCH_KEPT_MS)],
  );
  return { favoriteSets: sets.length, pushWatches: watches.length };
}
