// ListTeam's answer: the owner and the members with their organisation names, the open
// invitations, and the audit of the team, newest first.
import { create } from '@bufbuild/protobuf';
import { aliasedTable, and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { ListTeamResponseSchema } from '../../../../generated/manager/team_pb';
import type { EventRow } from '../../auth/eventAccess';
import type { Queryable } from '../../db/database';
import { eventInvitations, eventMembers, organisations, teamAudit, users } from '../../db/schema';

/** The audit lines shown: a team's history is short, this only bounds a pathological one. */
const AUDIT_LIMIT = 500;
const seconds = (d: Date) => BigInt(Math.floor(d.getTime() / 1000));

export async function listTeam(q: Queryable, event: EventRow, now: Date) {
  const person = async (userId: string) => {
    const [row] = await q
      .select({ email: users.email, orgName: organisations.orgName })
      .from(users)
      .leftJoin(organisations, eq(organisations.id, users.id))
      .where(eq(users.id, userId));
    return row;
  };
  const owner = await person(event.userId);
  const members = await q
    .select({ m: eventMembers, email: users.email, orgName: organisations.orgName })
    .from(eventMembers)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .leftJoin(organisations, eq(organisations.id, eventMembers.userId))
    .where(eq(eventMembers.eventId, event.id))
    .orderBy(asc(eventMembers.createdAt));
  const inviter = aliasedTable(users, 'inviter');
  const invitations = await q
    .select({ i: eventInvitations, by: inviter.email })
    .from(eventInvitations)
    .leftJoin(inviter, eq(inviter.id, eventInvitations.invitedBy))
    .where(
      and(
        eq(eventInvitations.eventId, event.id),
        isNull(eventInvitations.closedAt),
        gt(eventInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(eventInvitations.createdAt));
  const actor = aliasedTable(users, 'actor');
  const subject = aliasedTable(users, 'subject');
  const audit = await q
    .select({ a: teamAudit, actor: actor.email, subject: subject.email })
    .from(teamAudit)
    .leftJoin(actor, eq(actor.id, teamAudit.actorId))
    .leftJoin(subject, eq(subject.id, teamAudit.subjectUserId))
    .where(eq(teamAudit.eventId, event.id))
    .orderBy(desc(teamAudit.id))
    .limit(AUDIT_LIMIT);
  return create(ListTeamResponseSchema, {
    members: [
      {
        userId: event.userId,
        email: owner?.email ?? '',
        role: 'owner',
        orgName: owner?.orgName ?? '',
        joinedAt: seconds(event.createdAt),
      },
      ...members.map(({ m, email, orgName }) => ({
        userId: m.userId,
        email,
        role: m.role,
        orgName: orgName ?? '',
        joinedAt: seconds(m.createdAt),
      })),
    ],
    invitations: invitations.map(({ i, by }) => ({
      invitationId: i.id,
      email: i.email,
      role: i.role,
      expiresAt: seconds(i.expiresAt),
      invitedByEmail: by ?? '',
    })),
    audit: audit.map(({ a, actor: actorEmail, subject: subjectEmail }) => ({
      action: a.action,
      actorEmail: actorEmail ?? '',
      subject: subjectEmail ?? a.subjectEmail,
      role: a.role,
      previousRole: a.previousRole,
      at: seconds(a.at),
    })),
  });
}
