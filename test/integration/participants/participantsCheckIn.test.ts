// CheckIn: a participant's signed code, or their short door code typed in any case and grouping,
// checks them in once, live, whichever device scans it; forged, foreign, suspended and repeated
// codes are refused.
import { v7 as uuidv7 } from 'uuid';
import { formatDoorCode } from '../../../src/common/checkIn';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { CheckInCodes } from '../../../src/server/areas/participants';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { registrationSetup } from '../support/participantsSetup';
import type { RegistrationSetup } from '../support/participantsSetup';

jest.setTimeout(30_000);

const CODE = { invalidArgument: 3, alreadyExists: 6, failedPrecondition: 9 };
const ALREADY = 'The participant is already checked in.';

describe('check-in', () => {
  const ctx = serverPerFile();
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  let eventId: string;
  let setup: RegistrationSetup;
  let codes: CheckInCodes;
  const p = () => ctx.server.clients.participants;
  const device = () => ({ clientId: `door-${uuidv7()}`, mutationId: 1 });

  beforeAll(async () => {
    session = await newOrganiser(ctx.server);
    ({ eventId } = await newEvent(ctx.server, session, 'Door event'));
    setup = await registrationSetup(ctx.server, session, eventId);
    codes = new CheckInCodes(ctx.server.app.config.secret);
    await p().enableQRCode({ eventId }, as(session));
  });

  async function participant(name: string) {
    const { fio, phone, email } = setup.fields;
    const { clientId } = await p().create(
      {
        eventId,
        clientId: uuidv7(),
        registrationFormData: [
          { fieldId: fio, value: name },
          { fieldId: phone, value: '8(900) 000-00-00' },
          { fieldId: email, value: 'door@example.ru' },
        ],
      },
      as(session),
    );
    return clientId;
  }

  it('checks a participant in by their code, once, and shows it live', async () => {
    const clientId = await participant('Гость Один');
    const live = await ctx.connect(session);
    const one = await live.listen(1, LIVE_TARGETS.participant.path({ eventId, clientId }));
    const code = codes.codeOf(eventId, clientId);
    const first = device();
    const answer = await p().checkIn({ eventId, code }, as(session, first));
    expect(answer).toMatchObject({ clientId, firstName: 'Гость Один' });
    await live.until(() => {
      const d = one.docs.get(clientId)?.doc;
      return d?.case === 'participant' && d.value.checkedInAt === answer.checkedInAt;
    });
    // The same device repeating its queued write gets its success back; another is refused.
    expect(await p().checkIn({ eventId, code }, as(session, first))).toEqual(answer);
    expect(
      await refusal(p().checkIn({ eventId, code }, as(session, device())), CODE.alreadyExists),
    ).toBe(ALREADY);
  });

  it('follows the checked-in participants on check_ins: the door count, live', async () => {
    const door = await newEvent(ctx.server, session, 'Counted door');
    const doorSetup = await registrationSetup(ctx.server, session, door.eventId);
    await p().enableQRCode({ eventId: door.eventId }, as(session));
    const guest = async (name: string) => {
      const { fio, phone, email } = doorSetup.fields;
      const { clientId } = await p().create(
        {
          eventId: door.eventId,
          clientId: uuidv7(),
          registrationFormData: [
            { fieldId: fio, value: name },
            { fieldId: phone, value: '8(900) 000-00-01' },
            { fieldId: email, value: 'count@example.ru' },
          ],
        },
        as(session),
      );
      return clientId;
    };
    const [early, late, absent] = [
      await guest('Ранний'),
      await guest('Поздний'),
      await guest('Нет'),
    ];
    await p().checkIn(
      { eventId: door.eventId, code: codes.codeOf(door.eventId, early) },
      as(session),
    );
    const live = await ctx.connect(session);
    const target = await live.listen(1, LIVE_TARGETS.checkIns.path({ eventId: door.eventId }));
    expect([...target.docs.keys()]).toEqual([early]);
    // A change to a participant not checked in stays off the target (changes arrive in order).
    await p().clientSuspended({ eventId: door.eventId, clientId: absent }, as(session));
    await p().checkIn(
      { eventId: door.eventId, code: codes.codeOf(door.eventId, late) },
      as(session),
    );
    await live.until(() => target.docs.has(late));
    const doc = target.docs.get(late)?.doc;
    expect(doc?.case === 'participant' && doc.value.firstName).toBe('Поздний');
    expect(target.docs.has(absent)).toBe(false);
  });

  it('lets exactly one of two devices scanning the same code at once succeed', async () => {
    const code = codes.codeOf(eventId, await participant('Гость Два'));
    const outcomes = await Promise.allSettled([
      p().checkIn({ eventId, code }, as(session, device())),
      p().checkIn({ eventId, code }, as(session, device())),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failed = outcomes.find((o) => o.status === 'rejected');
    expect((failed?.reason as { rawMessage: string }).rawMessage).toBe(ALREADY);
  });

  it('refuses forged codes, codes of another event, suspended participants and QR off', async () => {
    const clientId = await participant('Гость Три');
    const code = codes.codeOf(eventId, clientId);
    const other = await newEvent(ctx.server, session, 'Other door');
    const forged = [
      `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`,
      new CheckInCodes('another secret').codeOf(eventId, clientId),
      codes.codeOf(other.eventId, clientId),
      `${uuidv7()}.${code.split('.')[1]}`,
      clientId,
      '',
    ];
    for (const bad of forged) {
      expect(
        await refusal(p().checkIn({ eventId, code: bad }, as(session)), CODE.invalidArgument),
      ).toBe('code: not a check-in code of this event.');
    }
    await p().clientSuspended({ eventId, clientId }, as(session));
    expect(
      await refusal(p().checkIn({ eventId, code }, as(session)), CODE.failedPrecondition),
    ).toBe('The participant is suspended.');
    await p().clientUnSuspended({ eventId, clientId }, as(session));
    await p().disableQRCode({ eventId }, as(session));
    try {
      expect(
        await refusal(p().checkIn({ eventId, code }, as(session)), CODE.failedPrecondition),
      ).toBe('QR codes are off for this event.');
    } finally {
      await p().enableQRCode({ eventId }, as(session));
    }
    expect((await p().checkIn({ eventId, code }, as(session))).clientId).toBe(clientId);
  });

  it('checks a participant in by the short door code their document carries', async () => {
    const clientId = await participant('Гость Дверь');
    const other = await participant('Гость Другой');
    const live = await ctx.connect(session);
    const docOf = async (id: string) => {
      const target = await live.listen(1, LIVE_TARGETS.participant.path({ eventId, clientId: id }));
      await live.until(() => target.docs.has(id));
      const d = target.docs.get(id)?.doc;
      return d?.case === 'participant' ? d.value : undefined;
    };
    const doorCode = (await docOf(clientId))?.doorCode ?? '';
    expect(doorCode).toMatch(/^[2-9A-HJKMNP-Z]{9}$/);
    expect((await docOf(other))?.doorCode).not.toBe(doorCode);

    const elsewhere = await newEvent(ctx.server, session, 'Door elsewhere');
    await p().enableQRCode({ eventId: elsewhere.eventId }, as(session));
    expect(
      await refusal(
        p().checkIn({ eventId: elsewhere.eventId, code: doorCode }, as(session)),
        CODE.invalidArgument,
      ),
    ).toBe('code: not a check-in code of this event.');
    const flipped = `${doorCode.slice(0, -1)}${doorCode.endsWith('A') ? 'B' : 'A'}`;
    expect(
      await refusal(p().checkIn({ eventId, code: flipped }, as(session)), CODE.invalidArgument),
    ).toBe('code: not a check-in code of this event.');

    const typed = ` ${formatDoorCode(doorCode).toLowerCase()} `;
    const answer = await p().checkIn({ eventId, code: typed }, as(session));
    expect(answer).toMatchObject({ clientId, firstName: 'Гость Дверь' });
    expect(
      await refusal(p().checkIn({ eventId, code: doorCode }, as(session)), CODE.alreadyExists),
    ).toBe(ALREADY);
  });
});
