// Event teams (issue 24) end to end over the real server: an invitation mailed through the
// outbox joins the invitee with its role once, expires, can be revoked; the owner lists the
// team with its audit, changes roles, removes members and hands the event over; a removed or
// demoted member's open live targets end at once; a queued write refused for the role is
// recorded like any refused write, so the queue behind it moves on.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { MESSAGES } from '../../../src/common/messages';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { invitationCode, joinTeam } from '../support/teamHarness';

jest.setTimeout(60_000);

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, permissionDenied: 7 };
const DAY_MS = 24 * 3600_000;

let server: TestServer;
let owner: Session & { email: string };
let clockAhead = 0;

beforeAll(async () => {
  server = await startServer({}, { now: () => new Date(Date.now() + clockAhead) });
  owner = await newOrganiser(server);
});
afterAll(() => server?.stop());

const invite = (eventId: string, email: string, role: string) =>
  server.clients.team.inviteMember({ eventId, email, role, invitationId: uuidv7() }, as(owner));

describe('invitations', () => {
  it('mails a link that joins the invitee with its role, once', async () => {
    const { eventId } = await newEvent(server, owner, 'Team summit');
    const invitee = await newOrganiser(server);
    await invite(eventId, invitee.email.toUpperCase(), 'door');
    const code = await invitationCode(server, invitee.email);

    const joined = await server.clients.team.acceptInvitation({ code }, as(invitee));
    expect({ eventId: joined.eventId, role: joined.role }).toEqual({ eventId, role: 'door' });
    const again = await refusal(
      server.clients.team.acceptInvitation({ code }, as(await newOrganiser(server))),
      CODE.invalidArgument,
    );
    expect(again).toBe(MESSAGES.invitationInvalid);

    const team = await server.clients.team.listTeam({ eventId }, as(owner));
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [invitee.email, 'door'],
    ]);
    expect(team.invitations).toEqual([]);
    expect(team.audit.map((a) => [a.action, a.actorEmail, a.subject, a.role])).toEqual([
      ['joined', invitee.email, invitee.email, 'door'],
      ['invited', owner.email, invitee.email, 'door'],
    ]);
  });

  it('refuses a link after 7 days, and one the owner revoked', async () => {
    const { eventId } = await newEvent(server, owner, 'Expiring');
    const late = await newOrganiser(server);
    await invite(eventId, late.email, 'editor');
    const lateCode = await invitationCode(server, late.email);
    const revokedOne = await newOrganiser(server);
    const { invitationId } = await invite(eventId, revokedOne.email, 'viewer');
    const revokedCode = await invitationCode(server, revokedOne.email);

    const listed = await server.clients.team.listTeam({ eventId }, as(owner));
    expect(listed.invitations.map((i) => [i.email, i.role]).sort()).toEqual(
      [
        [late.email, 'editor'],
        [revokedOne.email, 'viewer'],
      ].sort(),
    );
    await server.clients.team.revokeInvitation({ eventId, invitationId }, as(owner));
    expect(
      await refusal(
        server.clients.team.acceptInvitation({ code: revokedCode }, as(revokedOne)),
        CODE.invalidArgument,
      ),
    ).toBe(MESSAGES.invitationInvalid);

    clockAhead = 7 * DAY_MS + 60_000;
    try {
      expect(
        await refusal(
          server.clients.team.acceptInvitation({ code: lateCode }, as(late)),
          CODE.invalidArgument,
        ),
      ).toBe(MESSAGES.invitationInvalid);
    } finally {
      clockAhead = 0;
    }
    const team = await server.clients.team.listTeam({ eventId }, as(owner));
    expect(team.members.map((m) => m.role)).toEqual(['owner']);
    expect(team.audit.map((a) => [a.action, a.subject])).toContainEqual([
      'revoked',
      revokedOne.email,
    ]);
  });

  it('refuses inviting the owner or a member again, and a role that is not a member role', async () => {
    const { eventId } = await newEvent(server, owner, 'Once each');
    const member = await joinTeam(server, owner, eventId, 'viewer');
    for (const email of [owner.email, member.email]) {
      expect(await refusal(invite(eventId, email, 'editor'), CODE.alreadyExists)).toBe(
        `email: ${MESSAGES.alreadyMember}`,
      );
    }
    expect(await refusal(invite(eventId, 'x@example.org', 'owner'), CODE.invalidArgument)).toMatch(
      /^role: /,
    );
  });
});

describe('the owner', () => {
  it('changes a role, removes a member and hands the event over, each kept in the audit', async () => {
    const { eventId } = await newEvent(server, owner, 'Handover');
    const editor = await joinTeam(server, owner, eventId, 'viewer');
    const leaving = await joinTeam(server, owner, eventId, 'door');
    const { team } = server.clients;

    await team.changeMemberRole({ eventId, userId: editor.user!.uid, role: 'editor' }, as(owner));
    await team.removeMember({ eventId, userId: leaving.user!.uid }, as(owner));
    expect(
      await refusal(server.clients.events.publish({ eventId }, as(editor)), CODE.permissionDenied),
    ).toBe(MESSAGES.notAllowedForRole);

    await team.transferOwnership({ eventId, userId: editor.user!.uid }, as(owner));
    // The new owner publishes; the former one, now an editor, may not manage the team.
    await server.clients.events.publish({ eventId }, as(editor));
    expect(await refusal(team.listTeam({ eventId }, as(owner)), CODE.permissionDenied)).toBe(
      MESSAGES.notAllowedForRole,
    );
    const listed = await team.listTeam({ eventId }, as(editor));
    expect(listed.members.map((m) => [m.email, m.role])).toEqual([
      [editor.email, 'owner'],
      [owner.email, 'editor'],
    ]);
    expect(
      listed.audit.slice(0, 3).map((a) => [a.action, a.actorEmail, a.subject, a.role]),
    ).toEqual([
      ['ownership_transferred', owner.email, editor.email, 'owner'],
      ['removed', owner.email, leaving.email, ''],
      ['role_changed', owner.email, editor.email, 'editor'],
    ]);
  });
});

describe('an open live socket', () => {
  it("loses a removed member's targets at once, and a demoted member's the role no longer reads", async () => {
    const { eventId } = await newEvent(server, owner, 'Live team');
    const removed = await joinTeam(server, owner, eventId, 'editor');
    const demoted = await joinTeam(server, owner, eventId, 'editor');
    const sockets = await Promise.all(
      [removed, demoted].map((s) => LiveClient.connect(server.wsUrl, s.idToken)),
    );
    try {
      for (const live of sockets) {
        for (const [id, path] of [
          [1, LIVE_TARGETS.event.path({ eventId })],
          [2, LIVE_TARGETS.meetings.path({ eventId })],
          [3, LIVE_TARGETS.checkIns.path({ eventId })],
        ] as const) {
          expect((await live.listen(id, path)).error).toBeUndefined();
        }
      }
      const [removedLive, demotedLive] = sockets as [LiveClient, LiveClient];
      await server.clients.team.removeMember({ eventId, userId: removed.user!.uid }, as(owner));
      await server.clients.team.changeMemberRole(
        { eventId, userId: demoted.user!.uid, role: 'door' },
        as(owner),
      );
      const errors = (live: LiveClient) =>
        [1, 2, 3].map((id) => live.targets.get(id)?.error?.code ?? 'open');
      await removedLive.until(() => errors(removedLive).every((e) => e !== 'open'));
      await demotedLive.until(() => demotedLive.targets.get(2)?.error !== undefined);
      expect(errors(removedLive)).toEqual([CODE.notFound, CODE.notFound, CODE.notFound]);
      expect(errors(demotedLive)).toEqual(['open', CODE.permissionDenied, 'open']);

      // Nothing of the event reaches the removed member after that: the owner's own listener
      // sees a new meeting, the removed member's socket no change on the event's targets.
      const before = removedLive.frames.length;
      const ownerLive = await LiveClient.connect(server.wsUrl, owner.idToken);
      try {
        const meetings = await ownerLive.listen(1, LIVE_TARGETS.meetings.path({ eventId }));
        const { meetingId } = await server.clients.meetings.createMeeting(
          {
            eventId,
            name: 'After removal',
            startAt: 1_900_000_000,
            endAt: 1_900_003_600,
            speakerIds: [],
            showLocationInListMeetings: false,
            meetingId: uuidv7(),
          },
          as(owner),
        );
        await ownerLive.until(() => meetings.docs.has(meetingId));
      } finally {
        await ownerLive.close();
      }
      expect(
        removedLive.frames
          .slice(before)
          .filter((f) => f.kind.case === 'change' && f.kind.value.targetId <= 3),
      ).toEqual([]);
    } finally {
      await Promise.all(sockets.map((s) => s.close()));
    }
  });
});

describe('a queued write refused for the role', () => {
  it('is recorded, so the next write of the queue is not refused as ahead', async () => {
    const { eventId } = await newEvent(server, owner, 'Queue');
    const door = await joinTeam(server, owner, eventId, 'door');
    const clientId = uuidv7();
    const queued = (mutationId: number) => as(door, { clientId, mutationId });
    const checkIn = (mutationId: number) =>
      server.clients.participants.checkIn({ eventId, code: 'not-a-code' }, queued(mutationId)).then(
        () => 'applied',
        (e: unknown) => (e as { rawMessage: string }).rawMessage,
      );
    const first = await checkIn(1);
    expect([MESSAGES.mutationAhead, MESSAGES.notAllowedForRole]).not.toContain(first);
    const update = () =>
      server.clients.events.updateEvent({ eventId, key: 'door-write', title: 'X' }, queued(2));
    expect(await refusal(update(), CODE.permissionDenied)).toBe(MESSAGES.notAllowedForRole);
    // The repeat gets the recorded answer, and the next write is judged on its own.
    expect(await refusal(update(), CODE.permissionDenied)).toBe(MESSAGES.notAllowedForRole);
    const next = await checkIn(3);
    expect(next).not.toBe(MESSAGES.mutationAhead);
    expect(next).toBe(first);
  });
});
