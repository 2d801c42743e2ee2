// Two organisers on one server: the second is refused every call and every live target on the
// first one's event, exactly as if the event did not exist, and the first one's data stays as
// it was. Calls without a valid session are refused before anything else.
import { createHash } from 'node:crypto';
import { create, toBinary, toJsonString } from '@bufbuild/protobuf';
import type { DescMethod, DescMethodUnary } from '@bufbuild/protobuf';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { SignJWT, decodeJwt } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import { ServerFrameSchema } from '../../../generated/live/live_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { Files } from '../../../generated/manager/content_pb';
import { UpdateEventRequestSchema } from '../../../generated/manager/events_pb';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { Clients, TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import type { LiveTargetName } from '../../../src/common/liveTargets';
import { TARGET_RIGHTS } from '../../../src/common/teamRights';
import {
  contentPaths,
  contentTakeovers,
  contentTargets,
  crossEventCalls,
} from '../support/permissionsContent';
import {
  EVENT_CALLS,
  LINK,
  eventPaths,
  fieldOf,
  liveSnapshot,
  setUpVictim,
} from '../support/permissionsVictim';
import type { Snapshot, Victim } from '../support/permissionsVictim';

// Sign-ups hash passwords and each test starts servers and sockets: allow for a busy machine.
jest.setTimeout(30_000);

const CODE = {
  notFound: 5,
  alreadyExists: 6,
  permissionDenied: 7,
  unimplemented: 12,
};
const EVENT_NOT_FOUND = 'Event not found.';
const INVALID_SESSION = 'Invalid session.';
const CLOSE_INVALID_SESSION = 4001;

type CallOptions = ReturnType<typeof as>;

/**
 * The calls that name no event: each acts on the caller's own account or creates a new row, so
 * B has nothing of A's to aim it at. Why, for each; the ones that take an id are in TAKEOVERS.
 */
const NOT_EVENT_CALLS: Record<string, string> = {
  createEvent: "creates the caller's event; an id of A's is in TAKEOVERS",
  setOrgInfo: "writes the caller's own organisation (keyed by the session's uid)",
  setOrgImages: "writes the caller's own organisation (keyed by the session's uid)",
  signUpOrg: 'creates a new account; no session',
  acceptInvitation: "joins the event of a mailed invitation's secret (team.test.ts)",
  sendWrites: "runs each write through its own method as the caller: 'is refused a batched…' below",
  signIn: 'starts a session from credentials',
  refresh: 'rotates the refresh token it is given (auth.test.ts)',
  signOut: 'ends the family of the refresh token it is given (auth.test.ts)',
  getUser: "answers the session's own user",
  sendEmailVerification: "mails the session's own address",
  applyActionCode: 'redeems a single-use code from a mail (auth.test.ts)',
  sendPasswordResetEmail: 'mails the address it names, answering the same for any (auth.test.ts)',
  verifyPasswordResetCode: 'reads a single-use code from a mail (auth.test.ts)',
  confirmPasswordReset: 'redeems a single-use code from a mail (auth.test.ts)',
};

/** Calls the spec lists but the server does not implement yet; they must say so. */
const NOT_IMPLEMENTED: string[] = [];

/** What B gets on each live target: refused on A's data, or only its own (see its test). */
type TargetCase =
  | { refused: (v: Victim, aUid: string) => string; message: string }
  | { own: string }
  | { shared: string };

const TARGET_CASES: { [N in LiveTargetName]: TargetCase } = {
  events: { own: "the caller's own event list: 'sees only its own events…' below" },
  memberships: { own: "the caller's own memberships (teamMatrix.test.ts)" },
  archivedEvents: { own: "the caller's own archived events: 'sees only its own events…' below" },
  event: { refused: (v) => LIVE_TARGETS.event.path(v), message: EVENT_NOT_FOUND },
  translations: {
    refused: (v) => LIVE_TARGETS.translations.path({ ...v, lang: 'ru' }),
    message: EVENT_NOT_FOUND,
  },
  preferences: { refused: (v) => LIVE_TARGETS.preferences.path(v), message: EVENT_NOT_FOUND },
  orgs: { refused: (v) => LIVE_TARGETS.orgs.path(v), message: EVENT_NOT_FOUND },
  sponsors: { refused: (v) => LIVE_TARGETS.sponsors.path(v), message: EVENT_NOT_FOUND },
  locations: { refused: (v) => LIVE_TARGETS.locations.path(v), message: EVENT_NOT_FOUND },
  cmsSections: { refused: (v) => LIVE_TARGETS.cmsSections.path(v), message: EVENT_NOT_FOUND },
  cmsSectionItems: {
    refused: (v) => LIVE_TARGETS.cmsSectionItems.path(v),
    message: EVENT_NOT_FOUND,
  },
  files: { refused: (v) => LIVE_TARGETS.files.path(v), message: EVENT_NOT_FOUND },
  file: { refused: (v) => LIVE_TARGETS.file.path(v), message: EVENT_NOT_FOUND },
  forms: { refused: (v) => LIVE_TARGETS.forms.path(v), message: EVENT_NOT_FOUND },
  formFields: {
    refused: (v) => LIVE_TARGETS.formFields.path({ ...v, formId: 'registration' }),
    message: EVENT_NOT_FOUND,
  },
  feedbackAnswers: {
    refused: (v) => LIVE_TARGETS.feedbackAnswers.path({ ...v, formId: 'feedback_day-one' }),
    message: EVENT_NOT_FOUND,
  },
  participants: { refused: (v) => LIVE_TARGETS.participants.path(v), message: EVENT_NOT_FOUND },
  participant: { refused: (v) => LIVE_TARGETS.participant.path(v), message: EVENT_NOT_FOUND },
  checkIns: { refused: (v) => LIVE_TARGETS.checkIns.path(v), message: EVENT_NOT_FOUND },
  organisation: {
    refused: (_v, aUid) => LIVE_TARGETS.organisation.path({ uid: aUid }),
    message: 'Not found.',
  },
  defaultKeys: { shared: 'the global default wording, the same for every organiser' },
  ...contentTargets(EVENT_NOT_FOUND),
};

/** B's calls on its own event that name A's location, section or item: each is NOT_FOUND. */
function ownEventAttempts(
  c: Clients,
  own: string,
  v: Victim,
  o: CallOptions,
): [string, () => Promise<unknown>][] {
  const { locationId, groupId, itemId } = v;
  const eventId = own;
  return [
    ['updateLocation', () => c.locations.updateLocation({ eventId, locationId, name: 'M' }, o)],
    ['deleteLocation', () => c.locations.deleteLocation({ eventId, locationId }, o)],
    ['updateGroupOfSection', () => c.cms.updateGroupOfSection({ eventId, groupId, title: 'M' }, o)],
    ['deleteGroupOfSection', () => c.cms.deleteGroupOfSection({ eventId, groupId }, o)],
    [
      'addSection',
      () => c.cms.addSection({ eventId, groupId, itemId: uuidv7(), title: 'M', content: LINK }, o),
    ],
    [
      'addSectionOfLocation',
      () =>
        c.cms.addSectionOfLocation(
          { eventId, locationId, itemId: uuidv7(), title: 'M', content: LINK },
          o,
        ),
    ],
    [
      'updateSection',
      () => c.cms.updateSection({ eventId, groupId: '', itemId, title: 'M', content: LINK }, o),
    ],
    ['deleteSection', () => c.cms.deleteSection({ eventId, groupId: '', itemId }, o)],
  ];
}

/** A sample of calls that need a session, to be tried without a valid one. */
const SESSION_CALLS: Record<
  string,
  (c: Clients, eventId: string, o: CallOptions) => Promise<unknown>
> = {
  createEvent: (c, _eventId, o) => c.events.createEvent({ title: 'No session', language: '' }, o),
  updateEvent: (c, eventId, o) =>
    c.events.updateEvent({ eventId, key: 'no-session', title: 'X' }, o),
  setOrgInfo: (c, _eventId, o) => c.organizers.setOrgInfo({ orgName: 'No session' }, o),
  upsertTranslate: (c, eventId, o) =>
    c.translations.upsertTranslate({ eventId, key: 'events.title', value: 'X' }, o),
  getUser: (c, _eventId, o) => c.auth.getUser({}, o),
  sendEmailVerification: (c, _eventId, o) => c.auth.sendEmailVerification({}, o),
};

/** The session id an ID token names. */
const sidOf = (session: Session): string => String(decodeJwt(session.idToken).sid);

const isUnary = (method: DescMethod): method is DescMethodUnary => method.methodKind === 'unary';

/**
 * An ID token signed the way the server signs, with a chosen expiry (epoch seconds; null: none)
 * and session id (null: none).
 */
function forgedToken(
  secret: string,
  uid: string,
  exp: number | null,
  sid: string | null = null,
): Promise<string> {
  const key = createHash('sha256').update(`id-token:${secret}`).digest();
  const claims = { email: 'forged@example.com', email_verified: true, role: 1 };
  const jwt = new SignJWT(sid === null ? claims : { ...claims, sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(uid)
    .setIssuer('eventapp')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60);
  return (exp === null ? jwt : jwt.setExpirationTime(exp)).sign(key);
}

describe('a second organiser', () => {
  let server: TestServer;
  let a: Session;
  let b: Session;
  let victim: Victim;
  /** A's own listener on the event, open the whole time. */
  let aLive: LiveClient;
  let before: Snapshot;

  beforeAll(async () => {
    server = await startServer();
    a = await newOrganiser(server);
    b = await newOrganiser(server);
    victim = await setUpVictim(server, a);
    const { eventId } = victim;
    before = await liveSnapshot(server, a, eventId);
    aLive = await LiveClient.connect(server.wsUrl, a.idToken);
    for (const [i, path] of eventPaths(eventId).entries()) await aLive.listen(i + 1, path);
    await aLive.listen(100, LIVE_TARGETS.events.path({}));
    // From here on, every change frame A's listener receives is one made after the setup.
    for (const target of aLive.targets.values()) target.changes.length = 0;
  });
  afterAll(async () => {
    await aLive?.close();
    await server?.stop();
  });

  it("has data to protect on A's event", () => {
    const { eventId, orgInfoId, sponsorId } = victim;
    const event = before[LIVE_TARGETS.event.path({ eventId })]![eventId]?.doc;
    expect(event?.case === 'event' && event.value).toMatchObject({
      title: 'Private summit',
      description: '<p>Only for A</p>',
      slogan: 'Ours',
      extKey: 'private-summit',
      userId: a.user!.uid,
    });
    expect(Object.keys(before[LIVE_TARGETS.orgs.path({ eventId })]!)).toEqual([orgInfoId]);
    expect(Object.keys(before[LIVE_TARGETS.sponsors.path({ eventId })]!)).toEqual([sponsorId]);
    expect(Object.keys(before[LIVE_TARGETS.files.path({ eventId })]!)).toEqual([victim.fileId]);
    expect(Object.keys(before[LIVE_TARGETS.preferences.path({ eventId })]!)).toEqual(['ui.locale']);
    expect(Object.keys(before[LIVE_TARGETS.locations.path({ eventId })]!)).toEqual([
      victim.locationId,
    ]);
    expect(Object.keys(before[LIVE_TARGETS.cmsSections.path({ eventId })]!)).toEqual([
      victim.groupId,
    ]);
    expect(Object.keys(before[LIVE_TARGETS.cmsSectionItems.path({ eventId })]!)).toEqual([
      victim.itemId,
    ]);
    expect(
      Object.keys(before[LIVE_TARGETS.translations.path({ eventId, lang: 'ru' })]!).sort(),
    ).toEqual(['custom.greeting', 'events.description', 'events.title']);
    expect(contentPaths(eventId).map((path) => Object.keys(before[path]!))).toEqual([
      [victim.postId],
      [victim.speakerId],
      [victim.meetingId],
    ]);
  });

  it.each(Object.keys(EVENT_CALLS))(
    "is refused %s on A's event as if it did not exist",
    async (name) => {
      const message = await refusal(
        EVENT_CALLS[name]!(server.clients, victim, as(b)),
        CODE.notFound,
      );
      expect(message).toBe(EVENT_NOT_FOUND);
    },
  );

  it("is refused a batched write on A's event as that write alone, and nothing after it runs", async () => {
    const own = await newEvent(server, b, 'B batch event');
    const update = (eventId: string) =>
      toBinary(
        UpdateEventRequestSchema,
        create(UpdateEventRequestSchema, { eventId, key: 'mine' }),
      );
    const { outcomes } = await server.clients.writeQueue.sendWrites(
      {
        calls: [victim.eventId, own.eventId].map((eventId, i) => ({
          service: 'manager.Events',
          method: 'UpdateEvent',
          request: update(eventId),
          mutationId: BigInt(i + 1),
        })),
      },
      { headers: { ...as(b).headers, 'client-id': uuidv7() } },
    );
    expect(outcomes.map((o) => [o.code, o.message])).toEqual([[CODE.notFound, EVENT_NOT_FOUND]]);
  });

  it('answers the same for a well-formed id of no event', async () => {
    const missing = { ...victim, eventId: uuidv7() };
    for (const [name, call] of Object.entries(EVENT_CALLS)) {
      const message = await refusal(call(server.clients, missing, as(b)), CODE.notFound).catch(
        (error: unknown) => `${name}: ${String(error)}`,
      );
      expect(`${name}: ${message}`).toBe(`${name}: ${EVENT_NOT_FOUND}`);
    }
  });

  it("is refused renaming or deleting A's organizer entry, sponsor, location, section and item through an event of its own", async () => {
    const { events } = server.clients;
    const own = await newEvent(server, b, 'B own event');
    const { orgInfoId, sponsorId } = victim;
    // Called one at a time: a refusal not yet awaited would surface as an unhandled rejection.
    const attempts: [string, () => Promise<unknown>][] = [
      [
        'updateOrgInfo',
        () =>
          events.updateOrgInfo(
            { eventId: own.eventId, orgInfoId, name: 'Mine', logoId: '' },
            as(b),
          ),
      ],
      ['delOrgInfo', () => events.delOrgInfo({ eventId: own.eventId, orgInfoId }, as(b))],
      [
        'updateSponsor',
        () =>
          events.updateSponsor(
            { eventId: own.eventId, sponsorId, name: 'Mine', logoId: '' },
            as(b),
          ),
      ],
      ['delSponsor', () => events.delSponsor({ eventId: own.eventId, sponsorId }, as(b))],
      ...ownEventAttempts(server.clients, own.eventId, victim, as(b)),
    ];
    for (const [name, call] of attempts) {
      expect(`${name}: ${await refusal(call(), CODE.notFound)}`).toBe(`${name}: Not found.`);
    }
  });

  /** Creates by B that reuse an id of A's: refused as taken, naming the id field. */
  const TAKEOVERS: [string, string, (c: Clients, ownEventId: string) => Promise<unknown>][] = [
    [
      'createEvent',
      'eventId',
      (c) => c.events.createEvent({ eventId: victim.eventId, title: 'Mine', language: '' }, as(b)),
    ],
    [
      'copyEvent',
      'newEventId',
      (c, own) => c.events.copyEvent({ eventId: own, newEventId: victim.eventId }, as(b)),
    ],
    [
      'addOrgInfo',
      'orgInfoId',
      (c, own) =>
        c.events.addOrgInfo(
          { eventId: own, orgInfoId: victim.orgInfoId, name: 'Mine', logoId: '' },
          as(b),
        ),
    ],
    [
      'addFieldOfForm',
      'fieldId',
      async (c, own) => {
        await c.forms.upsertForm(
          { eventId: own, formId: 'registration', name: 'Mine', requiredForm: true },
          as(b),
        );
        return c.forms.addFieldOfForm(
          { ...fieldOf({ eventId: own, fieldId: victim.fieldId }) },
          as(b),
        );
      },
    ],
    [
      'create',
      'clientId',
      async (c, own) => {
        await c.forms.upsertForm(
          { eventId: own, formId: 'registration', name: 'Mine', requiredForm: true },
          as(b),
        );
        return c.participants.create(
          { eventId: own, clientId: victim.clientId, registrationFormData: [] },
          as(b),
        );
      },
    ],
    [
      'addSponsor',
      'sponsorId',
      (c, own) =>
        c.events.addSponsor(
          { eventId: own, sponsorId: victim.sponsorId, name: 'Mine', logoId: '' },
          as(b),
        ),
    ],
    [
      'createLocation',
      'locationId',
      (c, own) =>
        c.locations.createLocation(
          { eventId: own, locationId: victim.locationId, name: 'M' },
          as(b),
        ),
    ],
    [
      'addGroupOfSectionsByPlaceEvent',
      'groupId',
      (c, own) =>
        c.cms.addGroupOfSectionsByPlaceEvent(
          { eventId: own, groupId: victim.groupId, title: 'Mine' },
          as(b),
        ),
    ],
    [
      'addSection',
      'itemId',
      async (c, own) => {
        const { groupId } = await c.cms.addGroupOfSectionsByEvent(
          { eventId: own, groupId: uuidv7(), title: 'Mine' },
          as(b),
        );
        return c.cms.addSection(
          { eventId: own, groupId, itemId: victim.itemId, title: 'Mine', content: LINK },
          as(b),
        );
      },
    ],
  ];

  TAKEOVERS.push(
    ...contentTakeovers(
      () => victim,
      () => b,
    ),
  );

  it("is refused every call on A's posts, speakers and meetings through an event of its own", async () => {
    const own = await newEvent(server, b, 'B content event');
    const { speakerId } = await server.clients.speakers.createSpeaker(
      { eventId: own.eventId, name: 'B Speaker', speakerId: uuidv7() },
      as(b),
    );
    for (const [name, call] of crossEventCalls(victim, own.eventId, speakerId)) {
      expect(`${name}: ${await refusal(call(server.clients, as(b)), CODE.notFound)}`).toBe(
        `${name}: Not found.`,
      );
    }
  });

  it.each(TAKEOVERS)(
    "is refused %s with an id of A's as ALREADY_EXISTS naming %s",
    async (_name, field, call) => {
      const own = await newEvent(server, b, 'B takeover event');
      const message = await refusal(call(server.clients, own.eventId), CODE.alreadyExists);
      expect(message).toMatch(new RegExp(`^${field}: `));
    },
  );

  it('has every method of every registered service in a table', () => {
    // A name several services share (Events.publish, Posts.publish) is keyed by service
    // outside manager.Events, so each one needs a case of its own.
    const names = server.app.services.flatMap(({ service }) =>
      service.methods.map((m) => m.localName),
    );
    const shared = new Set(names.filter((name, i) => names.indexOf(name) !== i));
    const missing = server.app.services.flatMap(({ service }) =>
      service.methods
        .map((m) =>
          shared.has(m.localName) && service.typeName !== 'manager.Events'
            ? `${service.name}.${m.localName}`
            : m.localName,
        )
        .filter(
          (name) =>
            !(name in EVENT_CALLS) && !(name in NOT_EVENT_CALLS) && !NOT_IMPLEMENTED.includes(name),
        )
        .map((name) => `${service.typeName}.${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('has every Files call in the table', () => {
    expect(Files.methods.filter((m) => !(m.localName in EVENT_CALLS)).map((m) => m.name)).toEqual(
      [],
    );
  });

  it("gets 404 for A's file under B's own event id, and A's file under A's event id", async () => {
    const own = await newEvent(server, b, 'B resource event');
    const url = (ev: string) =>
      `${server.baseUrl}/api/v1/event_resources/${ev}/${victim.fileId}_size_w150`;
    const status = async (u: string) => {
      const res = await fetch(u);
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status(url(own.eventId))).toBe(404);
    // A's event is not published: its file is A's team's alone, whoever holds both ids.
    expect(await status(url(victim.eventId))).toBe(404);
    const { signatures } = await server.clients.files.signFiles(
      { eventId: victim.eventId, fileIds: [victim.fileId] },
      as(a),
    );
    expect(await status(`${url(victim.eventId)}?sig=${signatures[victim.fileId]}`)).toBe(200);
    // B's signature of B's own event does not open A's file under A's event.
    const forB = await server.clients.files.signFiles(
      { eventId: own.eventId, fileIds: [victim.fileId] },
      as(b),
    );
    expect(await status(`${url(victim.eventId)}?sig=${forB.signatures[victim.fileId]}`)).toBe(404);
  });

  it('answers UNIMPLEMENTED for every method no area implements, and lists each one', async () => {
    const transport = createGrpcWebTransport({ baseUrl: server.baseUrl, httpVersion: '1.1' });
    for (const { service, implementedBy } of server.app.services) {
      for (const method of service.methods) {
        const name = method.localName;
        if (implementedBy.has(name)) {
          expect(`${name}: ${NOT_IMPLEMENTED.includes(name)}`).toBe(`${name}: false`);
          continue;
        }
        if (!isUnary(method)) throw new Error(`${method.name} is not unary`);
        const outcome = await refusal(
          transport.unary(method, undefined, undefined, as(b).headers, { eventId: victim.eventId }),
          CODE.unimplemented,
        ).then(
          () => 'unimplemented',
          (error: unknown) => String(error),
        );
        expect(`${name}: ${outcome}`).toBe(`${name}: unimplemented`);
        expect(NOT_IMPLEMENTED).toContain(name);
      }
    }
  });

  it("leaves A's event, organizers, sponsors, preferences and translations exactly as they were", async () => {
    // A change of A's made now is delivered after anything B's calls could have changed.
    const sentinel = await newEvent(server, a, 'Sentinel');
    const list = aLive.targets.get(100)!;
    await aLive.until(() => list.docs.has(sentinel.eventId));
    const changed = eventPaths(victim.eventId).map((path, i) => ({
      path,
      changes: aLive.targets.get(i + 1)!.changes,
    }));
    expect(changed).toEqual(eventPaths(victim.eventId).map((path) => ({ path, changes: [] })));
    expect([...new Set(list.changes.map((c) => c.docId))]).toEqual([sentinel.eventId]);
    expect(await liveSnapshot(server, a, victim.eventId)).toEqual(before);
  });

  describe('without a valid session', () => {
    let foreignToken: string;
    let expiredToken: string;
    let noExpiryToken: string;
    let noSessionToken: string;

    beforeAll(async () => {
      const other = await startServer();
      try {
        foreignToken = (await newOrganiser(other)).idToken;
      } finally {
        await other.stop();
      }
      const now = Math.floor(Date.now() / 1000);
      const { secret } = server.app.config;
      expiredToken = await forgedToken(secret, a.user!.uid, now - 60, sidOf(a));
      noExpiryToken = await forgedToken(secret, a.user!.uid, null, sidOf(a));
      noSessionToken = await forgedToken(secret, a.user!.uid, now + 600);
    });

    it('accepts a token signed like the server does, so the forged ones below differ only in what they test', async () => {
      const fresh = await forgedToken(
        server.app.config.secret,
        a.user!.uid,
        Math.floor(Date.now() / 1000) + 600,
        sidOf(a),
      );
      expect(
        (await server.clients.auth.getUser({}, { headers: { 'access-token': fresh } })).uid,
      ).toBe(a.user!.uid);
    });

    const tokens: [string, () => Record<string, string>][] = [
      ['no access-token', () => ({})],
      ['a garbage access-token', () => ({ 'access-token': 'garbage.not-a.jwt' })],
      ['a token of another server', () => ({ 'access-token': foreignToken })],
      ['an expired token', () => ({ 'access-token': expiredToken })],
      // Issue 28, item 10: well signed, but not a token the server issues.
      ['a token without an expiry', () => ({ 'access-token': noExpiryToken })],
      ['a token without a session id', () => ({ 'access-token': noSessionToken })],
    ];
    const cases = tokens.flatMap(([label, headers]) =>
      Object.keys(SESSION_CALLS).map((call) => [call, label, headers] as const),
    );

    it.each(cases)('%s with %s is PERMISSION_DENIED', async (call, _label, headers) => {
      const message = await refusal(
        SESSION_CALLS[call]!(server.clients, victim.eventId, { headers: headers() }),
        CODE.permissionDenied,
      );
      expect(message).toBe(INVALID_SESSION);
    });

    it('changed nothing of A', async () => {
      expect(await liveSnapshot(server, a, victim.eventId)).toEqual(before);
    });
  });

  describe('on the live feed', () => {
    it('has a case for every live target, matching who the server lets read it', () => {
      expect(Object.keys(TARGET_CASES).sort()).toEqual(Object.keys(LIVE_TARGETS).sort());
      const readers = (name: string) => {
        const right = TARGET_RIGHTS[name as LiveTargetName];
        return right === 'self' || right === 'organisers' ? right : 'a right on the event';
      };
      const expected = (c: TargetCase) => {
        if ('shared' in c) return 'organisers';
        return 'refused' in c && c.message === EVENT_NOT_FOUND ? 'a right on the event' : 'self';
      };
      const cases = Object.entries<TargetCase>(TARGET_CASES);
      expect(cases.map(([name]) => `${name}: ${readers(name)}`)).toEqual(
        cases.map(([name, c]) => `${name}: ${expected(c)}`),
      );
    });

    it("gets an error and no document for each target of A's", async () => {
      const live = await LiveClient.connect(server.wsUrl, b.idToken);
      try {
        const refused = Object.values<TargetCase>(TARGET_CASES).flatMap((c): [string, string][] =>
          'refused' in c ? [[c.refused(victim, a.user!.uid), c.message]] : [],
        );
        for (const [i, [path, message]] of refused.entries()) {
          const target = await live.listen(i + 1, path);
          expect({
            path,
            error: target.error,
            docs: target.docs.size,
            current: target.current,
          }).toEqual({
            path,
            error: { code: CODE.notFound, message },
            docs: 0,
            current: false,
          });
        }
        // The connection stays usable: B's own organisation is listened to normally.
        const own = await live.listen(50, LIVE_TARGETS.organisation.path({ uid: b.user!.uid }));
        expect(own.error).toBeUndefined();
        expect([...own.docs.keys()]).toEqual([b.user!.uid]);
        expect(
          live.frames.filter((f) => f.kind.case === 'change' && f.kind.value.targetId < 50),
        ).toEqual([]);
      } finally {
        await live.close();
      }
    });

    it('sees only its own events in its event lists while A creates, changes and archives events', async () => {
      const { events, translations } = server.clients;
      const mine = await newEvent(server, b, 'B list event');
      const live = await LiveClient.connect(server.wsUrl, b.idToken);
      try {
        const list = await live.listen(1, LIVE_TARGETS.events.path({}));
        const archived = await live.listen(2, LIVE_TARGETS.archivedEvents.path({}));
        const ownIds = [...list.docs.keys()];
        const ownArchivedIds = [...archived.docs.keys()];
        expect(ownIds).toContain(mine.eventId);
        for (const id of ownIds) {
          const d = list.docs.get(id)?.doc;
          expect(d?.case === 'event' && d.value.userId).toBe(b.user!.uid);
        }

        const aIds = [
          victim.eventId,
          victim.orgInfoId,
          victim.sponsorId,
          victim.fileId,
          victim.postId,
          victim.speakerId,
          victim.meetingId,
          a.user!.uid,
        ];
        const created = await newEvent(server, a, 'A later event');
        aIds.push(created.eventId);
        await events.updateEvent(
          { eventId: created.eventId, key: created.key, title: 'A renamed' },
          as(a),
        );
        await translations.upsertTranslate(
          { eventId: victim.eventId, key: 'events.title', value: 'New' },
          as(a),
        );
        const copy = await events.copyEvent(
          { eventId: victim.eventId, newEventId: uuidv7() },
          as(a),
        );
        aIds.push(copy.newEventId);
        await events.publish({ eventId: copy.newEventId }, as(a));
        await events.toArchive({ eventId: created.eventId }, as(a));
        await events.fromArchive({ eventId: created.eventId }, as(a));
        const archivedByA = await newEvent(server, a, 'A archived event');
        aIds.push(archivedByA.eventId);
        await events.toArchive({ eventId: archivedByA.eventId }, as(a));
        const { orgInfoId } = await events.addOrgInfo(
          { eventId: copy.newEventId, name: 'Copy org', logoId: '', orgInfoId: uuidv7() },
          as(a),
        );
        aIds.push(orgInfoId);
        await server.clients.organizers.setOrgInfo({ orgName: 'A Company' }, as(a));

        // B's own change, made last, arrives after everything A did.
        const later = await newEvent(server, b, 'B later event');
        await live.until(() => list.docs.has(later.eventId));
        expect([...list.docs.keys()].sort()).toEqual([...ownIds, later.eventId].sort());
        await events.toArchive({ eventId: mine.eventId }, as(b));
        await live.until(() => archived.docs.has(mine.eventId) && !list.docs.has(mine.eventId));
        expect([...archived.docs.keys()].sort()).toEqual([...ownArchivedIds, mine.eventId].sort());

        const leaks = live.frames.flatMap((frame) => {
          const text = toJsonString(ServerFrameSchema, frame);
          return aIds
            .filter((id) => text.includes(id))
            .map((id) => `${id} in ${text.slice(0, 200)}`);
        });
        expect(leaks).toEqual([]);
        const docIds = live.frames.flatMap((f) =>
          f.kind.case === 'change' ? [f.kind.value.docId] : [],
        );
        expect(docIds.filter((id) => aIds.includes(id))).toEqual([]);
      } finally {
        await live.close();
      }
    });

    it.each([
      ['a garbage token', () => 'garbage.not-a.jwt'],
      [
        'an expired token',
        () =>
          forgedToken(server.app.config.secret, b.user!.uid, Math.floor(Date.now() / 1000) - 60),
      ],
      ['an empty token', () => ''],
    ])('closes a connection that authenticates with %s with 4001', async (_label, token) => {
      const live = await LiveClient.connect(server.wsUrl, await token());
      await live.until(() => live.closed !== null);
      expect(live.closed?.code).toBe(CLOSE_INVALID_SESSION);
      const states = live.frames.flatMap((f) =>
        f.kind.case === 'authState' ? [f.kind.value] : [],
      );
      expect(states.map((s) => ({ ok: s.ok, message: s.message }))).toEqual([
        { ok: false, message: INVALID_SESSION },
      ]);
    });

    it('closes a connection that adds a target before authenticating with 4001, sending no document', async () => {
      const live = await LiveClient.connect(server.wsUrl);
      live.send({
        kind: {
          case: 'addTarget',
          value: {
            targetId: 1,
            path: LIVE_TARGETS.event.path({ eventId: victim.eventId }),
            resumeToken: '',
          },
        },
      });
      await live.until(() => live.closed !== null);
      expect(live.closed?.code).toBe(CLOSE_INVALID_SESSION);
      expect(
        live.frames.filter((f) => f.kind.case === 'change' || f.kind.case === 'current'),
      ).toEqual([]);
    });

    it("closes a connection that switches to another organiser's token with 4001", async () => {
      const live = await LiveClient.connect(server.wsUrl, b.idToken);
      live.send({ kind: { case: 'authenticate', value: { accessToken: a.idToken } } });
      await live.until(() => live.closed !== null);
      expect(live.closed?.code).toBe(CLOSE_INVALID_SESSION);
    });
  });
});
