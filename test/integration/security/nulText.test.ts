// A NUL character in free text is refused as INVALID_ARGUMENT naming the field, on every call
// that takes text (PostgreSQL cannot store it: it used to surface as INTERNAL), and nothing is
// written; the same inside a batch of queued writes (issue 28, item 2). And the log of a sign-up
// that fails inside the database carries no secret.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { CreateSpeakerRequestSchema } from '../../../generated/manager/content_pb';
import { UpdateEventRequestSchema } from '../../../generated/manager/events_pb';
import { as, newEvent, newOrganiser, queuedWrite, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { dbState } from '../support/dbState';

jest.setTimeout(30_000);

const INVALID_ARGUMENT = 3;
const INTERNAL = 13;
const NUL = 'a\0b';

describe('NUL in free text', () => {
  let server: TestServer;
  let session: Session;
  let eventId: string;
  let eventKey: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    server = await startServer({}, { logger: { level: 'info', stream } });
    session = await newOrganiser(server);
    ({ eventId, key: eventKey } = await newEvent(server, session, 'NUL target'));
  });
  afterAll(() => server?.stop());

  const e = () => server.clients.events;
  const o = () => as(session);
  const cases: [string, () => Promise<unknown>][] = [
    ['title', () => e().createEvent({ eventId: uuidv7(), title: NUL, language: '' }, o())],
    ['title', () => e().updateEvent({ eventId, key: eventKey, title: NUL }, o())],
    ['description', () => e().updateEvent({ eventId, key: eventKey, description: NUL }, o())],
    ['slogan', () => e().updateEvent({ eventId, key: eventKey, slogan: NUL }, o())],
    ['name', () => e().addSponsor({ eventId, sponsorId: uuidv7(), name: NUL, logoId: '' }, o())],
    ['name', () => e().addOrgInfo({ eventId, orgInfoId: uuidv7(), name: NUL, logoId: '' }, o())],
    ['orgName', () => server.clients.organizers.setOrgInfo({ orgName: NUL }, o())],
    [
      'value',
      () => server.clients.translations.upsertTranslate({ eventId, key: 'k', value: NUL }, o()),
    ],
    [
      'key',
      () =>
        e().updateEventPreferenceByKey(
          { eventId, key: `ui.${NUL}`, preference: { payload: { value: 'v' } } },
          o(),
        ),
    ],
    [
      'preference',
      () =>
        e().updateEventPreferenceByKey(
          { eventId, key: 'ui.icons.home', preference: { payload: { icon: NUL } } },
          o(),
        ),
    ],
    [
      'brandImageUrl',
      () => server.clients.organizers.setOrgImages({ brandImageUrl: `https://x.org/${NUL}` }, o()),
    ],
    [
      'email',
      () => server.clients.users.signUpOrg({ email: `a${NUL}@example.com`, password: 'long pass' }),
    ],
    [
      'password',
      () => server.clients.users.signUpOrg({ email: 'nul@example.com', password: '\0'.repeat(8) }),
    ],
    ['email', () => server.clients.auth.signIn({ email: `a${NUL}@x.org`, password: 'whatever1' })],
    [
      'password',
      () => server.clients.auth.signIn({ email: 'a@x.org', password: `pass${NUL}word` }),
    ],
    ['email', () => server.clients.auth.sendPasswordResetEmail({ email: `a${NUL}@x.org` })],
  ];

  it.each(cases.map(([field, call], i) => [i, field, call] as const))(
    'case %i: refuses a NUL in %s, naming it, writing nothing',
    async (_i, field, call) => {
      const before = await dbState(server);
      const message = await refusal(call(), INVALID_ARGUMENT);
      expect(message).toBe(`${field}: must not contain the NUL character.`);
      expect(await dbState(server)).toEqual(before);
    },
  );

  it('refuses a NUL inside a batch of queued writes as alone, with no error logged', async () => {
    const batches = [
      queuedWrite('manager.Speakers', 'CreateSpeaker', CreateSpeakerRequestSchema, {
        eventId,
        speakerId: uuidv7(),
        name: NUL,
      }),
      queuedWrite('manager.Speakers', 'CreateSpeaker', CreateSpeakerRequestSchema, {
        eventId,
        speakerId: uuidv7(),
        name: 'Ada',
        bio: NUL,
      }),
      queuedWrite('manager.Events', 'UpdateEvent', UpdateEventRequestSchema, {
        eventId,
        key: eventKey,
        title: NUL,
      }),
    ];
    const before = await dbState(server);
    lines.length = 0;
    const answers = [];
    for (const call of batches) {
      const { outcomes } = await server.clients.writeQueue.sendWrites(
        { calls: [call] },
        { headers: { ...o().headers, 'client-id': uuidv7() } },
      );
      answers.push(outcomes.map((out) => [out.code, out.message]));
    }
    expect(answers).toEqual(
      ['name', 'bio', 'title'].map((field) => [
        [INVALID_ARGUMENT, `${field}: must not contain the NUL character.`],
      ]),
    );
    expect(await dbState(server)).toEqual(before);
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('logs a sign-up that fails in the database without its hash, password or address', async () => {
    // A constraint the insert breaks: the failure happens inside PostgreSQL, after hashing.
    const db = server.app.database.db;
    await db.execute(sql`ALTER TABLE users ADD CONSTRAINT probe CHECK (email NOT LIKE 'probe%')`);
    try {
      lines.length = 0;
      const email = 'probe.secret@example.com';
      const password = 'Unguessable-Probe-Password';
      await refusal(server.clients.users.signUpOrg({ email, password }), INTERNAL);
      const log = lines.join('\n');
      expect(log).toContain('call failed');
      expect(log).toContain('23514'); // check_violation: the log still says what went wrong
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain(password);
      expect(log).not.toContain(email);
      expect(log).not.toMatch(/params:/);
    } finally {
      await db.execute(sql`ALTER TABLE users DROP CONSTRAINT probe`);
    }
  });
});
