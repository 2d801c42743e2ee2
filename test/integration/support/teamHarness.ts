// Teams in tests: an organiser joins an event the way a person does, through the invitation
// mail in the outbox and AcceptInvitation.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { MemberRole } from '../../../src/common/teamRights';
import { as, mailLinks, newOrganiser } from './harness';
import type { TestServer } from './harness';

export const INVITATION_PATH = '/invitation';

/** The code of the newest invitation link mailed to an address. */
export async function invitationCode(server: TestServer, email: string): Promise<string> {
  const links = await mailLinks(server, email, 3_000, INVITATION_PATH);
  const code = links.at(-1)?.searchParams.get('code');
  if (!code) throw new Error(`no invitation mailed to ${email}`);
  return code;
}

/** Invites a new organiser with a role and has them accept; answers their session. */
export async function joinTeam(
  server: TestServer,
  owner: Session,
  eventId: string,
  role: MemberRole,
): Promise<Session & { email: string }> {
  const member = await newOrganiser(server);
  await server.clients.team.inviteMember(
    { eventId, email: member.email, role, invitationId: uuidv7() },
    as(owner),
  );
  const code = await invitationCode(server, member.email);
  await server.clients.team.acceptInvitation({ code }, as(member));
  return member;
}
