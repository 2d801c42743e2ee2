// The permission matrix of event teams (issue 24): every call that names an event and every
// live target under an event, for each role (owner, editor, door staff, viewer) and for those
// with none (another organiser, a removed member, the holder of an expired invitation, no
// token), is allowed or refused as the rights table of src/common/teamRights.ts says; the
// refused calls leave the database exactly as it was.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { SERVICE_OF } from '../../../src/common/clients';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import type { LiveTargetName } from '../../../src/common/liveTargets';
import { MESSAGES } from '../../../src/common/messages';
import { METHOD_RIGHTS, TARGET_RIGHTS, may } from '../../../src/common/teamRights';
import type { Right, Role } from '../../../src/common/teamRights';
import { dbState } from '../support/dbState';
import type { DbState } from '../support/dbState';
import { as, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { EVENT_CALLS, setUpVictim } from '../support/permissionsVictim';
import type { Victim } from '../support/permissionsVictim';
import { invitationCode, joinTeam } from '../support/teamHarness';

// Each caller gets an event of its own with a row of every kind: allow for a busy machine.
jest.setTimeout(120_000);

const CODE = { invalidArgument: 3, notFound: 5, permissionDenied: 7 };
const DAY_MS = 24 * 3600_000;

type Caller =
  | Role
  | 'another organiser'
  | 'a removed member'
  | 'an expired invitation'
  | 'no token';
const CALLERS: Caller[] = [
  'owner',
  'editor',
  'door',
  'viewer',
  'another organiser',
  'a removed member',
  'an expired invitation',
  'no token',
];
const roleOf = (caller: Caller): Role | null =>
  caller === 'owner' || caller === 'editor' || caller === 'door' || caller === 'viewer'
    ? caller
    : null;

/** What a refused call or target answers: nothing of the event to one without a role. */
function refusalOf(caller: Caller): { code: number; message: string } {
  if (caller === 'no token')
    return { code: CODE.permissionDenied, message: MESSAGES.invalidSession };
  if (roleOf(caller)) return { code: CODE.permissionDenied, message: MESSAGES.notAllowedForRole };
  return { code: CODE.notFound, message: MESSAGES.eventNotFound };
}

let server: TestServer;
let owner: Session;
/** The server's clock runs this far ahead: invitations expire without waiting a week. */
let clockAhead = 0;

/**
 * The wire key of each call of EVENT_CALLS. A name several services share is keyed by its
 * service (`Posts.publish`) outside manager.Events, as in the permission suite.
 */
function methodKeyOf(call: string): string {
  const [serviceName, localName] = call.includes('.') ? call.split('.') : ['Events', call];
  const found = Object.values(SERVICE_OF).flatMap((service) =>
    service.methods
      .filter((m) => m.localName === localName)
      .map((m) => ({ service, key: `${service.typeName}/${m.name}` })),
  );
  const match = found.length === 1 ? found[0] : found.find((f) => f.service.name === serviceName);
  if (!match) throw new Error(`${call}: ${found.map((f) => f.key).join(', ') || 'no method'}`);
  return match.key;
}

function rightOf(call: string): Right {
  const right = METHOD_RIGHTS[methodKeyOf(call)];
  if (right === undefined || right === 'open' || right === 'account') {
    throw new Error(`${call} needs no right on the event (${String(right)})`);
  }
  return right;
}

const allowed = (caller: Caller, right: Right) => may(roleOf(caller), right);

/** The caller's session and the event it is tried on. */
async function setUpCaller(caller: Caller): Promise<{ session: Session; victim: Victim }> {
  const victim = await setUpVictim(server, owner, `matrix-${CALLERS.indexOf(caller)}`);
  const { eventId } = victim;
  switch (caller) {
    case 'owner':
      return { session: owner, victim };
    case 'editor':
    case 'door':
    case 'viewer':
      return { session: await joinTeam(server, owner, eventId, caller), victim };
    case 'another organiser':
      return { session: await newOrganiser(server), victim };
    case 'a removed member': {
      const member = await joinTeam(server, owner, eventId, 'editor');
      await server.clients.team.removeMember({ eventId, userId: member.user!.uid }, as(owner));
      return { session: member, victim };
    }
    case 'an expired invitation': {
      const invitee = await newOrganiser(server);
      await server.clients.team.inviteMember(
        { eventId, email: invitee.email, role: 'editor', invitationId: uuidv7() },
        as(owner),
      );
      const code = await invitationCode(server, invitee.email);
      clockAhead = 7 * DAY_MS + 60_000;
      try {
        const message = await refusal(
          server.clients.team.acceptInvitation({ code }, as(invitee)),
          CODE.invalidArgument,
        );
        expect(message).toBe(MESSAGES.invitationInvalid);
      } finally {
        clockAhead = 0;
      }
      return { session: invitee, victim };
    }
    case 'no token': {
      const session = await newOrganiser(server);
      return { session: Object.assign(session, { idToken: '' }), victim };
    }
  }
}

/** The event targets: every target whose path names an event, with its parameters. */
const EVENT_TARGETS = Object.entries(TARGET_RIGHTS).flatMap(([name, right]) =>
  right === 'self' || right === 'organisers' ? [] : [[name as LiveTargetName, right] as const],
);

function targetPath(name: LiveTargetName, v: Victim): string {
  const params: Record<string, string> = {
    eventId: v.eventId,
    lang: 'ru',
    formId: 'registration',
    fileId: v.fileId,
    clientId: v.clientId,
    postId: v.postId,
    speakerId: v.speakerId,
    meetingId: v.meetingId,
  };
  if (name === 'feedbackAnswers') params.formId = 'feedback_day-one';
  return (LIVE_TARGETS[name].path as (p: Record<string, string>) => string)(params);
}

beforeAll(async () => {
  server = await startServer({}, { now: () => new Date(Date.now() + clockAhead) });
  owner = await newOrganiser(server);
});
afterAll(() => server?.stop());

const CALLS = Object.keys(EVENT_CALLS);

it('knows the right of every call and target it tries', () => {
  expect(CALLS.map((call) => `${call}: ${typeof rightOf(call)}`)).toEqual(
    CALLS.map((call) => `${call}: string`),
  );
  expect(EVENT_TARGETS.length).toBeGreaterThan(20);
});

describe.each(CALLERS)('as %s', (caller) => {
  let session: Session;
  let victim: Victim;
  let before: DbState;

  beforeAll(async () => {
    ({ session, victim } = await setUpCaller(caller));
    before = await dbState(server);
  });

  // Before the calls: the owner's last call hands the event over.
  it('reads exactly the live targets its role allows', async () => {
    const live = await LiveClient.connect(server.wsUrl, session.idToken);
    try {
      if (caller === 'no token') {
        await live.until(() => live.closed !== null);
        expect(live.closed?.code).toBe(4001);
        return;
      }
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const [i, [name, right]] of EVENT_TARGETS.entries()) {
        const target = await live.listen(i + 1, targetPath(name, victim));
        outcomes.push(
          `${name}: ${target.error ? `${target.error.code} ${target.error.message}` : 'read'} ${target.docs.size > 0 || target.current ? 'with documents or current' : 'nothing'}`,
        );
        const refused = refusalOf(caller);
        expected.push(
          `${name}: ${allowed(caller, right) ? 'read with documents or current' : `${refused.code} ${refused.message} nothing`}`,
        );
      }
      expect(outcomes).toEqual(expected);
      const memberships = await live.listen(900, LIVE_TARGETS.memberships.path({}));
      const mine = [...memberships.docs.values()].flatMap(({ doc }) =>
        doc.case === 'membership' && doc.value.eventId === victim.eventId ? [doc.value.role] : [],
      );
      const role = roleOf(caller);
      expect(mine).toEqual(role && role !== 'owner' ? [role] : []);
    } finally {
      await live.close();
    }
  });

  const denied = CALLS.filter((call) => !allowed(caller, rightOf(call)));
  const granted = CALLS.filter((call) => allowed(caller, rightOf(call)));

  if (denied.length > 0) {
    it.each(denied)('is refused %s', async (call) => {
      const expected = refusalOf(caller);
      const message = await refusal(
        EVENT_CALLS[call]!(server.clients, victim, as(session)),
        expected.code,
      );
      expect(message).toBe(expected.message);
    });

    it('left the database as it was after the refused calls', async () => {
      expect(await dbState(server)).toEqual(before);
    });
  }

  if (granted.length > 0) {
    it.each(granted)('is let through %s', async (call) => {
      // Allowed means past the rights check: the call may still fail on its own terms (a
      // state the calls before it left), never as a refusal of the caller.
      const outcome = await EVENT_CALLS[call]!(server.clients, victim, as(session)).then(
        () => 'ok',
        (e: unknown) => {
          const { code, rawMessage } = e as { code: number; rawMessage: string };
          const refused =
            code === CODE.permissionDenied ||
            (code === CODE.notFound && rawMessage === MESSAGES.eventNotFound);
          return refused ? `refused: ${code} ${rawMessage}` : 'ok';
        },
      );
      expect(outcome).toBe('ok');
    });
  }
});
