// Issue 28 §7: plain-text fields refuse the characters that corrupt or disguise what readers see.
// A one-line field (a name, a title, an address, a form field's name) refuses every control
// character, CR and LF included, and the bidi embeddings, overrides and isolates (U+202E shows
// "exe.txt" as "txt.exe"); a multi-line one (a meeting's annotation, a helper text) takes line
// breaks and still refuses the rest. The refusal names its field and carries a locale key, so
// the console says it in its user's language; the same inside a batch of queued writes, and
// nothing is written.
import { ConnectError } from '@connectrpc/connect';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import {
  CreateMeetingRequestSchema,
  CreateSpeakerRequestSchema,
} from '../../../generated/manager/content_pb';
import { FormFieldType, RefusalSchema } from '../../../generated/manager/model_pb';
import { as, newEvent, newOrganiser, queuedWrite, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { dbState } from '../support/dbState';

jest.setTimeout(60_000);

const INVALID_ARGUMENT = 3;
const HOSTILE = [
  'a\nb',
  'a\rb',
  'a\u001b[31mb',
  'a\u202Eexe.txt',
  'a\u2066b',
  'a\u0085b',
  'a\u007fb',
];
const START = Date.UTC(2030, 5, 1, 7, 0) / 1000;

let server: TestServer;
let session: Session;
let eventId: string;
let eventKey: string;

beforeAll(async () => {
  server = await startServer();
  session = await newOrganiser(server);
  ({ eventId, key: eventKey } = await newEvent(server, session, 'Controls'));
});
afterAll(() => server?.stop());

const o = () => as(session);
const c = () => server.clients;

/** The refused call's code, field and locale key. */
async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (e: unknown) => ConnectError.from(e),
  );
  const [detail] = error.findDetails(RefusalSchema);
  return { code: error.code as number, field: detail?.field, key: detail?.key };
}

/** One-line fields, each a call that sets it to the text. */
const ONE_LINE: [string, (text: string) => Promise<unknown>][] = [
  ['title', (text) => c().events.updateEvent({ eventId, key: eventKey, title: text }, o())],
  ['name', (text) => c().speakers.createSpeaker({ eventId, speakerId: uuidv7(), name: text }, o())],
  [
    'companyName',
    (text) =>
      c().speakers.createSpeaker(
        { eventId, speakerId: uuidv7(), name: 'Ada', companyName: text },
        o(),
      ),
  ],
  [
    'name',
    (text) =>
      c().meetings.createMeeting(
        { eventId, meetingId: uuidv7(), name: text, startAt: START, endAt: START + 60 },
        o(),
      ),
  ],
  [
    'address',
    (text) =>
      c().locations.createLocation(
        { eventId, locationId: uuidv7(), name: 'Hall', address: text },
        o(),
      ),
  ],
  [
    'name',
    (text) => c().events.addSponsor({ eventId, sponsorId: uuidv7(), name: text, logoId: '' }, o()),
  ],
  [
    'fieldName',
    (text) =>
      c().forms.addFieldOfForm(
        {
          eventId,
          formId: 'registration',
          fieldName: text,
          fieldType: FormFieldType.TEXT,
          fieldId: uuidv7(),
        },
        o(),
      ),
  ],
];

describe('control and bidi characters in plain text', () => {
  beforeAll(async () => {
    await c().forms.upsertForm({ eventId, formId: 'registration', name: 'Reg' }, o());
  });

  it.each(ONE_LINE.map(([field, call], i) => [i, field, call] as const))(
    'case %i: refuses them in the one-line field %s, naming it, writing nothing',
    async (_i, field, call) => {
      const before = await dbState(server);
      for (const text of HOSTILE) {
        expect(await refusalOf(call(text))).toEqual({
          code: INVALID_ARGUMENT,
          field,
          key: 'rule.plainLine',
        });
      }
      expect(await dbState(server)).toEqual(before);
      // Plain text of any language, emoji and marks (U+200F only hints) still go in.
      await call('Анна — 🎉 \u200Fשלום');
    },
  );

  it('takes line breaks in a multi-line field, and refuses the other characters there', async () => {
    const meeting = (annotation: string) =>
      c().meetings.createMeeting(
        {
          eventId,
          meetingId: uuidv7(),
          name: 'Talk',
          annotation,
          startAt: START,
          endAt: START + 60,
        },
        o(),
      );
    await meeting('First line\nsecond line\r\nthird\tcolumn');
    for (const text of ['a\u202Eb', 'a\u001bb', 'a\u000bb']) {
      expect(await refusalOf(meeting(text))).toEqual({
        code: INVALID_ARGUMENT,
        field: 'annotation',
        key: 'rule.plainLines',
      });
    }
  });

  it('refuses them inside a batch of queued writes as alone, writing nothing', async () => {
    const calls = [
      queuedWrite('manager.Speakers', 'CreateSpeaker', CreateSpeakerRequestSchema, {
        eventId,
        speakerId: uuidv7(),
        name: 'Ada\r\nLovelace',
      }),
      queuedWrite('manager.Meetings', 'CreateMeeting', CreateMeetingRequestSchema, {
        eventId,
        meetingId: uuidv7(),
        name: 'Keynote',
        annotation: 'x\u202Ey',
        startAt: START,
        endAt: START + 60,
      }),
    ];
    // The write queue's ledger keeps each refused write's outcome (so a retry gets the same):
    // nothing else may change.
    const before = await dbState(server, ['mutation_ledger']);
    const answers = [];
    for (const call of calls) {
      const { outcomes } = await c().writeQueue.sendWrites(
        { calls: [call] },
        { headers: { ...o().headers, 'client-id': uuidv7() } },
      );
      answers.push(outcomes.map((out) => [out.code, out.refusal?.field, out.refusal?.key]));
    }
    expect(answers).toEqual([
      [[INVALID_ARGUMENT, 'name', 'rule.plainLine']],
      [[INVALID_ARGUMENT, 'annotation', 'rule.plainLines']],
    ]);
    expect(await dbState(server, ['mutation_ledger'])).toEqual(before);
  });
});
