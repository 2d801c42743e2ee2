// The attendee's own access, checked on every call that needs it (the access answer itself,
// with the QR's code and the short door code when QR codes are on; a feedback sent to an event
// that asks for registration): the token must name this event and a participant of it who is
// not suspended. Restoring the participant restores the same token's access, as suspension is
// read here and never baked into the token.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AttendeeAccess } from '../../../../common/publicRegistration';
import type { Database } from '../../../db/database';
import { events, participants } from '../../../db/schema';
import type { CheckInCodes } from '../../participants';
import { isPublic } from '../snapshot';
import type { RegistrationContext } from './context';
import { answer, refuse } from './context';
import type { RegistrationCredentials } from './credentials';

export const NO_ACCESS = 'Sign in with a code.';
export const SUSPENDED = 'The organiser has suspended this participant.';

export type AccessCheck =
  | { status: 200; clientId: string; name: string; qr: boolean; doorCode: string }
  | { status: 401 | 403 };

/** Whether the authorization header holds access to this event, and whose. */
export async function checkedAccess(
  database: Database,
  credentials: RegistrationCredentials,
  eventId: string,
  authorization: string | undefined,
  now: Date,
): Promise<AccessCheck> {
  const clientId = credentials.clientOf(eventId, authorization, now);
  if (!clientId) return { status: 401 };
  const [row] = await database.db
    .select({
      name: participants.firstName,
      suspended: participants.clientSuspended,
      qr: events.qrIsVisible,
      doorCode: participants.doorCode,
      publishedAt: events.publishedAt,
      isArchive: events.isArchive,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(eq(participants.id, clientId), eq(participants.eventId, eventId)));
  if (!row || !isPublic(row)) return { status: 401 };
  if (row.suspended) return { status: 403 };
  return { status: 200, clientId, name: row.name, qr: row.qr, doorCode: row.doorCode };
}

/** The answer to a token that opens nothing (401) or a suspended participant's (403). */
export const refuseAccess = (reply: FastifyReply, status: 401 | 403) =>
  status === 401 ? refuse(reply, 401, null, NO_ACCESS) : refuse(reply, 403, 'suspended', SUSPENDED);

export async function attendeeAccess(
  ctx: RegistrationContext,
  codes: CheckInCodes,
  eventId: string,
  authorization: string | undefined,
  reply: FastifyReply,
) {
  const access = await checkedAccess(
    ctx.deps.database,
    ctx.credentials,
    eventId,
    authorization,
    ctx.deps.now(),
  );
  if (access.status !== 200) return refuseAccess(reply, access.status);
  const body: AttendeeAccess = {
    clientId: access.clientId,
    name: access.name,
    checkInCode: access.qr ? codes.codeOf(eventId, access.clientId) : null,
    doorCode: access.qr ? access.doorCode : null,
  };
  return answer(reply, 200, body);
}
