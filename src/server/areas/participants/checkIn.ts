// CheckIn: the door scans (or is typed) a participant's signed code, or types their short door
// code (looked up by event; a code two participants share by chance is refused). A write through the ledger,
// and a conditional update on the row: two devices scanning the same code at once get one
// success and one 'already checked in'; a device that repeats its own queued write gets its
// own success back.
import { Code, ConnectError } from '@connectrpc/connect';
import type { HandlerContext } from '@connectrpc/connect';
import type { Tx } from '../../db/database';
import { and, eq, isNull } from 'drizzle-orm';
import { CHECK_IN_MESSAGES, doorCodeOf } from '../../../common/checkIn';
import { CheckInResponseSchema } from '../../../../generated/manager/content_pb';
import type { CheckInRequest } from '../../../../generated/manager/content_pb';
import { eventRow } from '../../auth/eventAccess';
import { participants } from '../../db/schema';
import type { Deps } from '../../rpc/deps';
import { invalidArgument } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import type { CheckInCodes } from './checkInCodes';
import { participantChanged } from './createParticipant';

export function checkIn(deps: Deps, codes: CheckInCodes, req: CheckInRequest, ctx: HandlerContext) {
  return mutate(deps, ctx, CheckInResponseSchema, async (w) => {
    const ev = await eventRow(w.tx, req.eventId);
    const clientId = codes.clientOf(ev.id, req.code) ?? (await byDoorCode(w.tx, ev.id, req.code));
    if (!clientId) throw invalidArgument('code', CHECK_IN_MESSAGES.badCode);
    if (!ev.qrIsVisible) throw new ConnectError(CHECK_IN_MESSAGES.qrOff, Code.FailedPrecondition);
    // One statement on the way that succeeds: the update checks the row under its lock (a
    // second device's scan waits for the first and then finds checked_in_at set); only a
    // refusal reads the row again to say why.
    const now = new Date();
    const same = and(eq(participants.id, clientId), eq(participants.eventId, ev.id));
    const [row] = await w.tx
      .update(participants)
      .set({ checkedInAt: now, updatedAt: now })
      .where(and(same, isNull(participants.checkedInAt), eq(participants.clientSuspended, false)))
      .returning({
        id: participants.id,
        firstName: participants.firstName,
        lastName: participants.lastName,
      });
    if (!row) {
      const [found] = await w.tx
        .select({ suspended: participants.clientSuspended })
        .from(participants)
        .where(same);
      // A valid signature for a participant that no longer exists: treat it like a bad code.
      if (!found) throw invalidArgument('code', CHECK_IN_MESSAGES.badCode);
      if (found.suspended) {
        throw new ConnectError(CHECK_IN_MESSAGES.suspended, Code.FailedPrecondition);
      }
      throw new ConnectError(CHECK_IN_MESSAGES.already, Code.AlreadyExists);
    }
    participantChanged(w, ev, row.id);
    return {
      clientId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      checkedInAt: Math.floor(now.getTime() / 1000),
    };
  });
}

/** The participant of the event whose door code the text is, if exactly one. */
async function byDoorCode(tx: Tx, eventId: string, text: string) {
  const doorCode = doorCodeOf(text);
  if (!doorCode) return null;
  const rows = await tx
    .select({ id: participants.id })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.doorCode, doorCode)))
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}
