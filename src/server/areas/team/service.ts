// manager.Team (issue 24): the owner invites by e-mail and role, lists the team, changes a
// role, removes a member, revokes an invitation and hands the event over; whoever holds an
// invitation's link joins with its role. Each call's right is checked before it runs
// (rpc/authorise.ts); every change of the team is kept in the audit with who did it.
import { enqueueMail } from '../../outbox/outbox';
import { Code, ConnectError } from '@connectrpc/connect';
import type { ServiceImpl } from '@connectrpc/connect';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import {
  AcceptInvitationResponseSchema,
  InviteMemberResponseSchema,
} from '../../../../generated/manager/team_pb';
import type { Team } from '../../../../generated/manager/team_pb';
import { MESSAGES } from '../../../common/messages';
import { emailRule, uuidRule } from '../../../common/rules';
import { INVITATION_DAYS, isMemberRole } from '../../../common/teamRights';
import type { MemberRole } from '../../../common/teamRights';
import { eventChanged, eventRow } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import { newSecret, hashSecret } from '../../auth/tokens';
import { eventInvitations, eventMembers, events, users } from '../../db/schema';
import type { Writer } from '../../db/writer';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, notFound, validate } from '../../rpc/errors';
import { newId } from '../../rpc/ids';
import { mutate } from '../../rpc/mutation';
import { invitationMail } from './invitationMail';
import { listTeam } from './listTeam';
import { audit, membershipChanged } from './teamWrites';

const DAY_MS = 24 * 3600_000;
const invalidInvitation = () => new ConnectError(MESSAGES.invitationInvalid, Code.InvalidArgument);

function memberRole(role: string): MemberRole {
  if (!isMemberRole(role)) throw invalidArgument('role', 'must be editor, door or viewer.');
  return role;
}

const userIdOf = (value: string) => validate(uuidRule('userId'), value, 'userId');

/** The member's row in the locked event, or NOT_FOUND. */
async function memberOf(w: Writer, event: EventRow, userId: string) {
  const [row] = await w.tx
    .select()
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, userIdOf(userId))))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export function teamService(deps: Deps): Partial<ServiceImpl<typeof Team>> {
  const { database, config } = deps;
  return {
    inviteMember: async (req, ctx) => {
      const email = validate(emailRule, req.email.trim(), 'email').toLowerCase();
      const role = memberRole(req.role);
      const invitationId = newId(req.invitationId, 'invitationId');
      return mutate(deps, ctx, InviteMemberResponseSchema, async (w, user) => {
        const event = await eventRow(w.tx, req.eventId);
        const [already] = await w.tx
          .select({ id: users.id })
          .from(users)
          .leftJoin(
            eventMembers,
            and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, event.id)),
          )
          .where(
            and(
              eq(sql`lower(${users.email})`, email),
              sql`(${users.id} = ${event.userId} OR ${eventMembers.userId} IS NOT NULL)`,
            ),
          );
        if (already) throw new ConnectError(`email: ${MESSAGES.alreadyMember}`, Code.AlreadyExists);
        const code = newSecret();
        await w.tx.insert(eventInvitations).values({
          id: invitationId,
          eventId: event.id,
          email,
          role,
          tokenHash: code.hash,
          invitedBy: user.uid,
          expiresAt: new Date(deps.now().getTime() + INVITATION_DAYS * DAY_MS),
        });
        await audit(w, {
          eventId: event.id,
          actorId: user.uid,
          action: 'invited',
          subjectEmail: email,
          role,
        });
        // The mail goes out through the outbox once the invitation is committed; a repeated
        // call (the same mutation) stores and sends nothing.
        const link = `${config.publicUrl}/invitation?code=${code.secret}`;
        await enqueueMail(
          w.tx,
          { to: email, ...(await invitationMail(w.tx, event, role, link)) },
          user.uid,
        );
        return { invitationId };
      });
    },

    acceptInvitation: (req, ctx) =>
      mutate(deps, ctx, AcceptInvitationResponseSchema, async (w, user) => {
        if (!req.code || req.code.length > 200) throw invalidInvitation();
        const [invitation] = await w.tx
          .select()
          .from(eventInvitations)
          .where(
            and(
              eq(eventInvitations.tokenHash, hashSecret(req.code)),
              isNull(eventInvitations.closedAt),
              gt(eventInvitations.expiresAt, deps.now()),
            ),
          )
          .for('update');
        if (!invitation) throw invalidInvitation();
        const event = await eventRow(w.tx, invitation.eventId);
        await w.tx
          .update(eventInvitations)
          .set({ closedAt: deps.now(), acceptedBy: user.uid })
          .where(
            and(eq(eventInvitations.id, invitation.id), eq(eventInvitations.eventId, event.id)),
          );
        const role = memberRole(invitation.role);
        if (event.userId !== user.uid) {
          await w.tx
            .insert(eventMembers)
            .values({ eventId: event.id, userId: user.uid, role, invitedBy: invitation.invitedBy })
            .onConflictDoUpdate({
              target: [eventMembers.eventId, eventMembers.userId],
              set: { role },
            });
          membershipChanged(w, event.id, user.uid);
        }
        await audit(w, {
          eventId: event.id,
          actorId: user.uid,
          action: 'joined',
          subjectUserId: user.uid,
          subjectEmail: invitation.email,
          role,
        });
        return { eventId: event.id, role: event.userId === user.uid ? 'owner' : role };
      }),

    listTeam: async (req) =>
      listTeam(
        database.db,
        await eventRow(database.db, req.eventId, { forWrite: false }),
        deps.now(),
      ),

    changeMemberRole: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w, user) => {
        const role = memberRole(req.role);
        const event = await eventRow(w.tx, req.eventId);
        const member = await memberOf(w, event, req.userId);
        if (member.role === role) return {};
        await w.tx
          .update(eventMembers)
          .set({ role })
          .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, member.userId)));
        membershipChanged(w, event.id, member.userId);
        await audit(w, {
          eventId: event.id,
          actorId: user.uid,
          action: 'role_changed',
          subjectUserId: member.userId,
          role,
          previousRole: member.role,
        });
        return {};
      }),

    removeMember: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w, user) => {
        const event = await eventRow(w.tx, req.eventId);
        const member = await memberOf(w, event, req.userId);
        await w.tx
          .delete(eventMembers)
          .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, member.userId)));
        membershipChanged(w, event.id, member.userId, true);
        await audit(w, {
          eventId: event.id,
          actorId: user.uid,
          action: 'removed',
          subjectUserId: member.userId,
          previousRole: member.role,
        });
        return {};
      }),

    revokeInvitation: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w, user) => {
        const event = await eventRow(w.tx, req.eventId);
        const id = validate(uuidRule('invitationId'), req.invitationId, 'invitationId');
        const [revoked] = await w.tx
          .update(eventInvitations)
          .set({ closedAt: deps.now() })
          .where(
            and(
              eq(eventInvitations.id, id),
              eq(eventInvitations.eventId, event.id),
              isNull(eventInvitations.closedAt),
            ),
          )
          .returning();
        if (!revoked) throw notFound();
        await audit(w, {
          eventId: event.id,
          actorId: user.uid,
          action: 'revoked',
          subjectEmail: revoked.email,
          role: revoked.role,
        });
        return {};
      }),

    transferOwnership: (req, ctx) =>
      mutate(deps, ctx, EmptySchema, async (w, user) => {
        const event = await eventRow(w.tx, req.eventId);
        const member = await memberOf(w, event, req.userId);
        await w.tx
          .delete(eventMembers)
          .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, member.userId)));
        await w.tx.insert(eventMembers).values({
          eventId: event.id,
          userId: event.userId,
          role: 'editor',
          invitedBy: member.userId,
        });
        await w.tx
          .update(events)
          .set({ userId: member.userId, updatedAt: new Date() })
          .where(eq(events.id, event.id));
        membershipChanged(w, event.id, member.userId, true);
        membershipChanged(w, event.id, event.userId);
        w.changed(eventChanged({ id: event.id, userId: member.userId }));
        await audit(w, {
          eventId: event.id,
          actorId: user.uid,
          action: 'ownership_transferred',
          subjectUserId: member.userId,
          role: 'owner',
          previousRole: member.role,
        });
        return {};
      }),
  };
}
