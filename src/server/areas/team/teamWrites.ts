// The writes every team call shares: the membership's change record (the member's
// `memberships` target, and the live hub's recheck of that member's targets) and the audit line.
import type { Writer } from '../../db/writer';
import { teamAudit } from '../../db/schema';

/** A membership of `userId` in `eventId` was added, changed or removed. */
export const membershipChanged = (w: Writer, eventId: string, userId: string, removed = false) =>
  w.changed({ collection: 'members', docId: eventId, eventId, scope: userId, removed });

export type TeamAction =
  | 'invited'
  | 'joined'
  | 'role_changed'
  | 'removed'
  | 'revoked'
  | 'ownership_transferred';

export async function audit(
  w: Writer,
  entry: {
    eventId: string;
    actorId: string;
    action: TeamAction;
    subjectUserId?: string;
    subjectEmail?: string;
    role?: string;
    previousRole?: string;
  },
): Promise<void> {
  await w.tx.insert(teamAudit).values(entry);
}
