// The attendee's own access, checked on every call that needs it: the token must name this
// event and a participant of it who is not suspended. Restoring the participant restores the
// same token's access, as suspension is read here and never baked into the token.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AttendeeAccess } from '../../../../common/publicRegistration';
import { events, participants } from '../../../db/schema';
import type { CheckInCodes } from '../../participants';
import { isPublic } from '../snapshot';
import type { RegistrationContext } from './context';
import { answer, refuse } from './context';

export async function attendeeAccess(
  ctx: RegistrationContext,
  codes: CheckInCodes,
  eventId: string,
  authorization: string | undefined,
  reply: FastifyReply,
) {
  const clientId = ctx.credentials.clientOf(eventId, authorization, ctx.deps.now());
  if (!clientId) return refuse(reply, 401, null, 'Sign in with a code.');
  const [row] = await ctx.deps.database.db
    .select({
      name: participants.firstName,
      suspended: participants.clientSuspended,
      qr: events.qrIsVisible,
      publishedAt: events.publishedAt,
      isArchive: events.isArchive,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(eq(participants.id, clientId), eq(participants.eventId, eventId)));
  if (!row || !isPublic(row)) return refuse(reply, 401, null, 'Sign in with a code.');
  if (row.suspended) {
    return refuse(reply, 403, 'suspended', 'The organiser has suspended this participant.');
  }
  const access: AttendeeAccess = {
    clientId,
    name: row.name,
    checkInCode: row.qr ? codes.codeOf(eventId, clientId) : null,
  };
  return answer(reply, 200, access);
}
