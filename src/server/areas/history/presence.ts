// manager.History/Here: presence in one statement. The tab's row is refreshed (or removed when
// it leaves), rows of the event not seen for a while are cleared, and the others seen within
// PRESENCE_TTL_SECONDS are answered, one person per user with their screens. Kept in
// PostgreSQL, so every node of a cluster sees every tab.
import { create } from '@bufbuild/protobuf';
import type { HereRequest, HereResponse } from '../../../../generated/manager/history_pb';
import { HereResponseSchema } from '../../../../generated/manager/history_pb';
import type { Database } from '../../db/database';
import { invalidArgument } from '../../rpc/errors';
import { PRESENCE_TTL_SECONDS } from '../../../common/history';

const TAB_ID = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_SCREEN = 200;

const STATEMENT = `WITH
gone AS (DELETE FROM event_presence
  WHERE event_id = $1::uuid AND (seen_at < now() - interval '5 minutes'
    OR ($5::boolean AND tab_id = $2::text AND user_id = $3::uuid))),
here AS (INSERT INTO event_presence (event_id, tab_id, user_id, screen, seen_at)
  SELECT $1::uuid, $2::text, $3::uuid, $4::text, now() WHERE NOT $5::boolean
  ON CONFLICT (event_id, tab_id) DO UPDATE SET screen = EXCLUDED.screen, seen_at = now()
  WHERE event_presence.user_id = EXCLUDED.user_id)
SELECT p.user_id::text AS user_id, COALESCE(NULLIF(u.display_name, ''), u.email) AS name,
  array_agg(p.screen ORDER BY p.seen_at DESC) AS screens
FROM event_presence p JOIN users u ON u.id = p.user_id
WHERE p.event_id = $1::uuid AND p.tab_id <> $2::text
  AND p.seen_at > now() - make_interval(secs => $6::int)
GROUP BY p.user_id, u.display_name, u.email
ORDER BY 2`;

export async function here(
  database: Database,
  eventId: string,
  uid: string,
  req: HereRequest,
): Promise<HereResponse> {
  if (!TAB_ID.test(req.tabId)) throw invalidArgument('tabId', 'Invalid tab id.');
  if (req.screen.length > MAX_SCREEN) throw invalidArgument('screen', 'Too long.');
  const rows = await database.query<{ user_id: string; name: string; screens: string[] }>(
    STATEMENT,
    [eventId, req.tabId, uid, req.screen, req.leaving, PRESENCE_TTL_SECONDS],
  );
  return create(HereResponseSchema, {
    people: rows.map((r) => ({ userId: r.user_id, name: r.name, screens: r.screens })),
  });
}
