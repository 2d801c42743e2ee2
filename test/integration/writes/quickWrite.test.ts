// The one-statement paths (rpc/quickMutation.ts) of UpdateEvent, UpsertTranslate, UpdateMeeting,
// CreateMeeting, CreateSpeaker and AddSection: the checks they make in SQL answer as the general path does, twins of a
// queued write still apply once, and the answer names the write's own change. Every UpdateEvent here keeps the event's key, so
// the one statement is tried.
import { randomUUID } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as schema from '../../../src/server/db/schema';
import type { Session } from '../../../generated/manager/auth_pb';
import type { SectionContent } from '../../../generated/manager/model_pb';
import { ContentType } from '../../../generated/manager/model_pb';
import { MESSAGES } from '../../../src/common/messages';
import {
  changes,
  cmsSectionItems,
  mutationLedger,
  translations,
} from '../../../src/server/db/schema';
import { uploadedImage } from '../support/filesHarness';
import { changeCount as changeCountOf, eventRow as eventRowOf } from '../support/dbState';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import { joinTeam } from '../support/teamHarness';

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, aborted: 10 };

describe('UpdateEvent in one statement', () => {
  const suite = serverPerFile();
  const db = () => suite.server.app.database.db;
  const updateEvent = (...args: Parameters<typeof suite.server.clients.events.updateEvent>) =>
    suite.server.clients.events.updateEvent(...args);

  const changeCount = (eventId: string) => changeCountOf(suite.server, eventId);
  const eventRow = (eventId: string) => eventRowOf(suite.server, eventId);

  it('applies twins of a queued write once and answers each with its change', async () => {
    const session = await newOrganiser(suite.server);
    const event = await newEvent(suite.server, session, 'Twins');
    const clientId = `console-${randomUUID()}`;
    const queued = (mutationId: number, slogan: string) => {
      const trailers: Headers[] = [];
      return updateEvent(
        { eventId: event.eventId, key: event.key, slogan },
        { ...as(session, { clientId, mutationId }), onTrailer: (t) => trailers.push(t) },
      ).then((res) => ({ res, seq: trailers[0]?.get('change-seq') ?? null }));
    };

    // The client's first mutation makes its ledger row (the general path); later ones find it.
    await queued(1, 'one');
    const before = await changeCount(event.eventId);
    const twins = await Promise.all([queued(2, 'two'), queued(2, 'two'), queued(2, 'two')]);

    expect(twins.map((t) => t.res.filteredEventKey)).toEqual([event.key, event.key, event.key]);
    expect(await changeCount(event.eventId)).toBe(before + 1);
    const [last] = await db()
      .select({ seq: max(changes.seq) })
      .from(changes)
      .where(and(eq(changes.eventId, event.eventId), eq(changes.collection, 'events')));
    // The one applied names its change; a repeat does not know it and sends no trailer.
    expect(twins.map((t) => t.seq).filter((seq) => seq !== null)).toEqual([String(last!.seq)]);
    const [ledger] = await db()
      .select({ last: mutationLedger.lastMutationId })
      .from(mutationLedger)
      .where(eq(mutationLedger.clientId, clientId));
    expect(ledger!.last).toBe(2);

    await queued(3, 'three');
    expect((await eventRow(event.eventId)).slogan).toBe('three');
  });

  it('refuses what the general path refuses, and records it for a queued write', async () => {
    const session = await newOrganiser(suite.server);
    const event = await newEvent(suite.server, session, 'Checked');
    const other = await newEvent(suite.server, session, 'Other');
    const mine = await uploadedImage(suite.server, session, event.eventId);
    const theirs = await uploadedImage(suite.server, session, other.eventId);
    const start = Date.UTC(2026, 5, 1) / 1000;
    const { eventId, key } = event;

    await updateEvent({ eventId, key, mainImageId: mine, startAt: start }, as(session));
    expect(await eventRow(eventId)).toMatchObject({
      mainImageId: mine,
      startAt: new Date(start * 1000),
    });
    expect(
      await refusal(
        updateEvent({ eventId, key, iconFileId: theirs }, as(session)),
        CODE.invalidArgument,
      ),
    ).toBe('iconFileId: no such file in this event.');
    expect(
      await refusal(
        updateEvent(
          { eventId: other.eventId, key: event.key },
          as(await newOrganiser(suite.server)),
        ),
        CODE.notFound,
      ),
    ).toBe('Event not found.');

    const clientId = `console-${randomUUID()}`;
    await updateEvent({ eventId, key, slogan: 'first' }, as(session, { clientId, mutationId: 1 }));
    const endBeforeStart = () =>
      updateEvent(
        { eventId, key, slogan: 'never', endAt: start - 86_400 },
        as(session, { clientId, mutationId: 2 }),
      );
    const message = 'endAt: The end date must not be before the start date.';
    expect(await refusal(endBeforeStart(), CODE.invalidArgument)).toBe(message);
    const changesBefore = await changeCount(eventId);
    // The repeat is answered from the ledger, as the general path would.
    expect(await refusal(endBeforeStart(), CODE.invalidArgument)).toBe(message);
    expect(await changeCount(eventId)).toBe(changesBefore);
    expect(await eventRow(eventId)).toMatchObject({ slogan: 'first', endAt: null });
  });
});

describe('UpsertTranslate in one statement', () => {
  const suite = serverPerFile();
  const db = () => suite.server.app.database.db;
  const upsert = (...args: Parameters<typeof suite.server.clients.translations.upsertTranslate>) =>
    suite.server.clients.translations.upsertTranslate(...args);
  const changesOf = (eventId: string) =>
    db()
      .select({ collection: changes.collection, scope: changes.scope, docId: changes.docId })
      .from(changes)
      .where(eq(changes.eventId, eventId))
      .orderBy(changes.seq);
  const valueOf = async (eventId: string, lang: string, key: string) => {
    const [row] = await db()
      .select({ value: translations.value })
      .from(translations)
      .where(
        and(
          eq(translations.eventId, eventId),
          eq(translations.lang, lang),
          eq(translations.key, key),
        ),
      );
    return row?.value;
  };

  it('applies twins of a queued write once and records the changes it makes visible', async () => {
    const session = await newOrganiser(suite.server);
    const { eventId } = await newEvent(suite.server, session, 'Слова');
    const clientId = `console-${randomUUID()}`;
    const queued = (mutationId: number, key: string, value: string, language?: string) => {
      const trailers: Headers[] = [];
      const { headers } = as(session, { clientId, mutationId });
      return upsert(
        { eventId, key, value },
        {
          headers: language ? { ...headers, language } : headers,
          onTrailer: (t) => trailers.push(t),
        },
      ).then(() => trailers[0]?.get('change-seq') ?? null);
    };

    await queued(1, 'tr.footer', 'Подвал');
    const before = (await changesOf(eventId)).length;
    const twins = await Promise.all([
      queued(2, 'events.title', 'Новые слова'),
      queued(2, 'events.title', 'Новые слова'),
      queued(2, 'events.title', 'Новые слова'),
    ]);
    // The event's own language: the translation and the event document, once.
    expect((await changesOf(eventId)).slice(before)).toEqual([
      { collection: 'translations', scope: 'ru', docId: 'events.title' },
      { collection: 'events', scope: '', docId: eventId },
    ]);
    const [last] = await db()
      .select({ seq: max(changes.seq) })
      .from(changes)
      .where(eq(changes.eventId, eventId));
    expect(twins.filter((seq) => seq !== null)).toEqual([String(last!.seq)]);
    expect(await valueOf(eventId, 'ru', 'events.title')).toBe('Новые слова');

    // Another language: its translation only; the event document keeps its title.
    await queued(3, 'events.title', 'New words', 'en');
    expect((await changesOf(eventId)).slice(before + 2)).toEqual([
      { collection: 'translations', scope: 'en', docId: 'events.title' },
    ]);
    expect(await valueOf(eventId, 'en', 'events.title')).toBe('New words');
    expect(await valueOf(eventId, 'ru', 'events.title')).toBe('Новые слова');
    const [ledger] = await db()
      .select({ last: mutationLedger.lastMutationId })
      .from(mutationLedger)
      .where(eq(mutationLedger.clientId, clientId));
    expect(ledger!.last).toBe(3);
  });

  it('refuses what the general path refuses, and records it for a queued write', async () => {
    const session = await newOrganiser(suite.server);
    const { eventId } = await newEvent(suite.server, session, 'Чужое');
    const stranger = await newOrganiser(suite.server);
    const clientId = `console-${randomUUID()}`;
    await upsert(
      { eventId: uuidv7(), key: 'tr.a', value: 'x' },
      as(stranger, { clientId, mutationId: 1 }),
    ).catch(() => undefined);
    const theirs = () =>
      upsert({ eventId, key: 'tr.a', value: 'x' }, as(stranger, { clientId, mutationId: 2 }));
    expect(await refusal(theirs(), CODE.notFound)).toBe('Event not found.');
    // The repeat is answered from the ledger.
    expect(await refusal(theirs(), CODE.notFound)).toBe('Event not found.');
    expect(await valueOf(eventId, 'ru', 'tr.a')).toBeUndefined();
    expect(
      await refusal(
        upsert({ eventId, key: 'bad key!', value: 'x' }, as(session)),
        CODE.invalidArgument,
      ),
    ).toBe('key: must be 1–200 characters of [a-zA-Z0-9_.:-].');
    // Markup is checked as on the general path: the safe subset stays, active content is refused.
    expect(
      await refusal(
        upsert({ eventId, key: 'tr.b', value: '<b>да</b><script>x()</script>' }, as(session)),
        CODE.invalidArgument,
      ),
    ).toBe('value: active content is not allowed (<script>).');
    await upsert({ eventId, key: 'tr.b', value: '<b>да</b>' }, as(session));
    expect(await valueOf(eventId, 'ru', 'tr.b')).toBe('<b>да</b>');
  });
});

describe('UpdateMeeting and CreateMeeting in one statement', () => {
  const suite = serverPerFile();
  const db = () => suite.server.app.database.db;
  const START = Date.UTC(2027, 5, 1, 9) / 1000;
  const { meetings: meetingsTable } = schema;

  const setUp = async (title: string) => {
    const session = await newOrganiser(suite.server);
    const { eventId } = await newEvent(suite.server, session, title);
    const { meetingId } = await suite.server.clients.meetings.createMeeting(
      { eventId, meetingId: uuidv7(), name: 'Talk', startAt: START, endAt: START + 3600 },
      as(session),
    );
    const location = async () =>
      (
        await suite.server.clients.locations.createLocation(
          { eventId, locationId: uuidv7(), name: 'Hall' },
          as(session),
        )
      ).locationId;
    return { session, eventId, meetingId, location };
  };
  const update = (...args: Parameters<typeof suite.server.clients.meetings.updateMeeting>) =>
    suite.server.clients.meetings.updateMeeting(...args);
  const meetingRow = async (meetingId: string) => {
    const [row] = await db().select().from(meetingsTable).where(eq(meetingsTable.id, meetingId));
    return row!;
  };

  it('applies twins of a queued write once, with its location checked', async () => {
    const { session, eventId, meetingId, location } = await setUp('Расписание');
    const hall = await location();
    const clientId = `console-${randomUUID()}`;
    const queued = (mutationId: number, name: string) =>
      update(
        {
          eventId,
          meetingId,
          name,
          title: ' Title ',
          startAt: START + 60,
          endAt: START + 7200,
          iconName: 'bus',
          locationId: hall,
          showLocationInListMeetings: true,
        },
        as(session, { clientId, mutationId }),
      );
    await queued(1, 'First');
    const before = await changeCountOf(suite.server, eventId);
    await Promise.all([queued(2, 'Second'), queued(2, 'Second'), queued(2, 'Second')]);
    expect(await changeCountOf(suite.server, eventId)).toBe(before + 1);
    expect(await meetingRow(meetingId)).toMatchObject({
      name: 'Second',
      title: 'Title',
      startAt: new Date((START + 60) * 1000),
      endAt: new Date((START + 7200) * 1000),
      iconName: 'bus',
      locationId: hall,
      showLocationInListMeetings: true,
    });
  });

  it('refuses what the general path refuses, and records it for a queued write', async () => {
    const mine = await setUp('Моё');
    const theirs = await setUp('Чужое');
    const elsewhere = await theirs.location();
    const clientId = `console-${randomUUID()}`;
    const fields = { name: 'Moved', startAt: START, endAt: START + 60 };
    await update(
      { eventId: mine.eventId, meetingId: mine.meetingId, ...fields },
      as(mine.session, { clientId, mutationId: 1 }),
    );
    const badLocation = () =>
      update(
        { eventId: mine.eventId, meetingId: mine.meetingId, ...fields, locationId: elsewhere },
        as(mine.session, { clientId, mutationId: 2 }),
      );
    const message = 'locationId: must name a location of this event.';
    expect(await refusal(badLocation(), CODE.invalidArgument)).toBe(message);
    expect(await refusal(badLocation(), CODE.invalidArgument)).toBe(message);
    // Another event's meeting, through my event: not found.
    expect(
      await refusal(
        update({ eventId: mine.eventId, meetingId: theirs.meetingId, ...fields }, as(mine.session)),
        CODE.notFound,
      ),
    ).toBeTruthy();
    expect(
      await refusal(
        update(
          { eventId: theirs.eventId, meetingId: theirs.meetingId, ...fields },
          as(mine.session),
        ),
        CODE.notFound,
      ),
    ).toBe('Event not found.');
    expect(await meetingRow(theirs.meetingId)).toMatchObject({ name: 'Talk', locationId: '' });
    expect(await meetingRow(mine.meetingId)).toMatchObject({ name: 'Moved', locationId: '' });
  });

  it('creates twins of a queued meeting once, with its location and speakers checked', async () => {
    const { session, eventId, location } = await setUp('Новые сессии');
    const hall = await location();
    const speaker = async (name: string) =>
      (
        await suite.server.clients.speakers.createSpeaker(
          { eventId, speakerId: uuidv7(), name },
          as(session),
        )
      ).speakerId;
    const [ann, bob] = [await speaker('Анна'), await speaker('Борис')];
    const clientId = `console-${randomUUID()}`;
    const queued = (mutationId: number, meetingId: string, speakerIds: string[]) =>
      suite.server.clients.meetings.createMeeting(
        {
          eventId,
          meetingId,
          name: ' Keynote ',
          startAt: START,
          endAt: START + 3600,
          iconName: 'bus',
          locationId: hall,
          speakerIds,
        },
        as(session, { clientId, mutationId }),
      );
    await queued(1, uuidv7(), []);
    const before = await changeCountOf(suite.server, eventId);
    const meetingId = uuidv7();
    const twins = await Promise.all([1, 2, 3].map(() => queued(2, meetingId, [bob, ann, bob])));
    expect(twins.map((t) => t.meetingId)).toEqual([meetingId, meetingId, meetingId]);
    expect(await changeCountOf(suite.server, eventId)).toBe(before + 1);
    expect(await meetingRow(meetingId)).toMatchObject({
      name: 'Keynote',
      iconName: 'bus',
      locationId: hall,
      speakerIds: [bob, ann],
      isVisible: true,
    });

    const other = await setUp('Чужие');
    const theirs = await other.location();
    const refused = (fields: { locationId?: string; speakerIds?: string[] }, mutationId: number) =>
      refusal(
        suite.server.clients.meetings.createMeeting(
          {
            eventId,
            meetingId: uuidv7(),
            name: 'Нет',
            startAt: START,
            endAt: START + 60,
            ...fields,
          },
          as(session, { clientId, mutationId }),
        ),
        CODE.invalidArgument,
      );
    expect(await refused({ locationId: theirs }, 3)).toBe(
      'locationId: must name a location of this event.',
    );
    const stranger = (
      await suite.server.clients.speakers.createSpeaker(
        { eventId: other.eventId, speakerId: uuidv7(), name: 'Чужой' },
        as(other.session),
      )
    ).speakerId;
    const speakerMessage = await refused({ speakerIds: [ann, stranger] }, 4);
    expect(speakerMessage).toMatch(/^speakerIds: /);
    // The repeat is answered from the ledger, as the general path would.
    expect(await refused({ speakerIds: [ann, stranger] }, 4)).toBe(speakerMessage);
    expect(await changeCountOf(suite.server, eventId)).toBe(before + 1);
  });
});

describe('CreateSpeaker in one statement', () => {
  const suite = serverPerFile();
  const db = () => suite.server.app.database.db;
  const { speakers: speakersTable } = schema;
  const create = (...args: Parameters<typeof suite.server.clients.speakers.createSpeaker>) =>
    suite.server.clients.speakers.createSpeaker(...args);
  const speakerRows = (eventId: string) =>
    db().select().from(speakersTable).where(eq(speakersTable.eventId, eventId));

  it('creates twins of a queued write once, with its texts checked as the general path does', async () => {
    const session = await newOrganiser(suite.server);
    const { eventId } = await newEvent(suite.server, session, 'Спикеры');
    const clientId = `console-${randomUUID()}`;
    const queued = (mutationId: number, speakerId: string, name: string) => {
      const trailers: Headers[] = [];
      return create(
        { eventId, speakerId, name, companyName: ' ООО ', positionName: 'CTO', bio: '<p>Био</p>' },
        { ...as(session, { clientId, mutationId }), onTrailer: (t) => trailers.push(t) },
      ).then((res) => ({ res, seq: trailers[0]?.get('change-seq') ?? null }));
    };
    const first = uuidv7();
    await queued(1, first, 'Первый');
    const before = await changeCountOf(suite.server, eventId);
    const second = uuidv7();
    const twins = await Promise.all([1, 2, 3].map(() => queued(2, second, 'Второй')));
    expect(twins.map((t) => t.res.speakerId)).toEqual([second, second, second]);
    expect(twins.filter((t) => t.seq !== null)).toHaveLength(1);
    expect(await changeCountOf(suite.server, eventId)).toBe(before + 1);
    const rows = await speakerRows(eventId);
    expect(rows.map((row) => row.name).sort()).toEqual(['Второй', 'Первый']);
    expect(rows.find((row) => row.id === second)).toMatchObject({
      companyName: 'ООО',
      positionName: 'CTO',
      bio: '<p>Био</p>',
      avatarId: '',
      isHidden: false,
    });
    const [ledger] = await db()
      .select({ last: mutationLedger.lastMutationId })
      .from(mutationLedger)
      .where(eq(mutationLedger.clientId, clientId));
    expect(ledger!.last).toBe(2);
  });

  it('refuses what the general path refuses, and records it for a queued write', async () => {
    const session = await newOrganiser(suite.server);
    const { eventId } = await newEvent(suite.server, session, 'Проверки');
    const other = await newEvent(suite.server, await newOrganiser(suite.server), 'Чужое');
    const taken = uuidv7();
    await create({ eventId, speakerId: taken, name: 'Есть' }, as(session));
    expect(
      await refusal(create({ eventId, speakerId: taken, name: 'Снова' }, as(session)), 6),
    ).toBe('speakerId: an item with this id exists.');
    expect(
      await refusal(
        create({ eventId: other.eventId, speakerId: uuidv7(), name: 'Чужой' }, as(session)),
        CODE.notFound,
      ),
    ).toBe('Event not found.');
    const clientId = `console-${randomUUID()}`;
    await create(
      { eventId, speakerId: uuidv7(), name: 'Один' },
      as(session, { clientId, mutationId: 1 }),
    );
    const nameless = () =>
      create({ eventId, speakerId: uuidv7(), name: ' ' }, as(session, { clientId, mutationId: 2 }));
    const message = await refusal(nameless(), CODE.invalidArgument);
    expect(message).toMatch(/^name: /);
    // The repeat is answered from the ledger, as the general path would.
    expect(await refusal(nameless(), CODE.invalidArgument)).toBe(message);
    expect((await speakerRows(eventId)).map((row) => row.name).sort()).toEqual(['Есть', 'Один']);
    expect(await speakerRows(other.eventId)).toEqual([]);
  });
});

describe('AddSection in one statement', () => {
  const suite = serverPerFile();
  const db = () => suite.server.app.database.db;
  const cms = () => suite.server.clients.cms;
  const text = (value: string) =>
    ({ kind: { case: 'textWithPopup', value: { text: value } } }) as SectionContent;
  const link = (linkUrl: string) =>
    ({ kind: { case: 'extLink', value: { linkUrl } } }) as SectionContent;
  const newGroup = async (session: Session, eventId: string) =>
    (
      await cms().addGroupOfSectionsByEvent(
        { eventId, groupId: uuidv7(), title: 'Files and links' },
        as(session),
      )
    ).groupId;
  const itemRows = (groupId: string) =>
    db()
      .select()
      .from(cmsSectionItems)
      .where(eq(cmsSectionItems.groupId, groupId))
      .orderBy(cmsSectionItems.createdAt);

  /**
   * The same queued writes by one caller, with what each answered, told apart from the ids it
   * sent ("sent": the item id of this call, "earlier": the one recorded before), and what they
   * left: the group's items, the ledger and the event's change count. The event's owner takes
   * the one statement; an editor of the team, whom the one statement never finds as the owner,
   * takes the general path.
   */
  const scenario = async (
    session: Session,
    eventId: string,
    foreign: { eventId: string; groupId: string },
  ) => {
    const groupId = await newGroup(session, eventId);
    const clientId = `console-${randomUUID()}`;
    const changesBefore = await changeCountOf(suite.server, eventId);
    const add = (
      mutationId: number,
      fields: { itemId?: string; title?: string; content?: SectionContent; groupId?: string },
      event = eventId,
    ) => {
      const itemId = fields.itemId ?? uuidv7();
      const trailers: Headers[] = [];
      return cms()
        .addSection(
          {
            eventId: event,
            groupId,
            title: 'Item',
            content: text('<p>Текст</p>'),
            ...fields,
            itemId,
          },
          { ...as(session, { clientId, mutationId }), onTrailer: (t) => trailers.push(t) },
        )
        .then(
          (res) => ({ itemId: res.itemId, sent: itemId, seq: trailers[0]?.get('change-seq') }),
          (error: { code: number; rawMessage: string }) => `${error.code} ${error.rawMessage}`,
        );
    };
    const answer = (outcome: Awaited<ReturnType<typeof add>>, earlier?: string) =>
      typeof outcome === 'string'
        ? outcome
        : `ok ${outcome.itemId === outcome.sent ? 'sent' : outcome.itemId === earlier ? 'earlier' : 'other'}${outcome.seq ? ' seq' : ''}`;

    const answers: string[] = [];
    // The client's first mutation: no ledger row yet.
    answers.push(answer(await add(1, { title: 'First' })));
    // Twins of the next one: applied once, and only the one applied names its change.
    const twinId = uuidv7();
    const twins = await Promise.all(
      [1, 2, 3].map(() => add(2, { itemId: twinId, title: ' Twin ' })),
    );
    answers.push(
      twins
        .map((t) => answer(t))
        .sort()
        .join(', '),
    );
    // A repeat with another item id: the recorded answer, nothing written.
    answers.push(answer(await add(2, { title: 'Repeat' }), twinId));
    // A mutation id ahead of the next one.
    answers.push(answer(await add(5, { title: 'Ahead' })));
    // Refusals, each recorded: its repeat answers the same.
    const refused = [
      { title: 'Bad link', content: link('javascript:alert(1)') },
      { title: 'Two\nlines' },
      { title: 'Script', content: text('<p>Hi</p><script>x()</script>') },
      { title: 'Theirs', groupId: foreign.groupId },
      { title: 'Missing group', groupId: uuidv7() },
      { title: 'Taken id', itemId: twinId },
    ];
    let mutationId = 3;
    for (const fields of refused) {
      answers.push(answer(await add(mutationId, fields)));
      answers.push(answer(await add(mutationId, { ...fields, title: 'Repeat' })));
      mutationId += 1;
    }
    answers.push(answer(await add(mutationId, { title: 'Their event' }, foreign.eventId)));
    answers.push(answer(await add(mutationId, { title: 'No event' }, uuidv7())));
    mutationId += 1;
    // A link, applied after all of that.
    answers.push(
      answer(await add(mutationId, { title: 'Site', content: link('https://example.org/a') })),
    );
    const [ledger] = await db()
      .select({ last: mutationLedger.lastMutationId })
      .from(mutationLedger)
      .where(eq(mutationLedger.clientId, clientId));
    const items = (await itemRows(groupId)).map((row) => ({
      twin: row.id === twinId,
      title: row.title,
      contentType: row.contentType,
      linkUrl: row.linkUrl,
      text: row.text,
      numSort: row.numSort,
    }));
    return {
      answers,
      items,
      ledger: ledger?.last,
      changes: (await changeCountOf(suite.server, eventId)) - changesBefore,
      foreignItems: await itemRows(foreign.groupId),
    };
  };

  it('answers and writes as the general path does, for every outcome', async () => {
    const owner = await newOrganiser(suite.server);
    const { eventId } = await newEvent(suite.server, owner, 'Файлы и ссылки');
    const editor = await joinTeam(suite.server, owner, eventId, 'editor');
    const stranger = await newOrganiser(suite.server);
    const theirs = await newEvent(suite.server, stranger, 'Чужое');
    const foreign = { eventId: theirs.eventId, groupId: await newGroup(stranger, theirs.eventId) };

    const quick = await scenario(owner, eventId, foreign);
    const general = await scenario(editor, eventId, foreign);

    const notFound = `${CODE.notFound} ${MESSAGES.notFound}`;
    const eventNotFound = `${CODE.notFound} ${MESSAGES.eventNotFound}`;
    const linkRefusal = quick.answers[4];
    expect(linkRefusal).toMatch(/^3 content\.linkUrl: /);
    const titleRefusal = quick.answers[6];
    expect(titleRefusal).toMatch(/^3 title: /);
    expect(quick).toEqual({
      answers: [
        'ok sent seq',
        'ok sent, ok sent, ok sent seq',
        'ok earlier',
        `${CODE.aborted} ${MESSAGES.mutationAhead}`,
        linkRefusal,
        linkRefusal,
        titleRefusal,
        titleRefusal,
        `${CODE.invalidArgument} content.text: active content is not allowed (<script>).`,
        `${CODE.invalidArgument} content.text: active content is not allowed (<script>).`,
        notFound,
        notFound,
        notFound,
        notFound,
        `${CODE.alreadyExists} itemId: an entry with this id exists.`,
        `${CODE.alreadyExists} itemId: an entry with this id exists.`,
        eventNotFound,
        eventNotFound,
        'ok sent seq',
      ],
      items: [
        {
          twin: false,
          title: 'First',
          contentType: ContentType.TEXT,
          linkUrl: '',
          text: '<p>Текст</p>',
          numSort: 0,
        },
        {
          twin: true,
          title: 'Twin',
          contentType: ContentType.TEXT,
          linkUrl: '',
          text: '<p>Текст</p>',
          numSort: 0,
        },
        {
          twin: false,
          title: 'Site',
          contentType: ContentType.LINK,
          linkUrl: 'https://example.org/a',
          text: '',
          numSort: 0,
        },
      ],
      ledger: 10,
      changes: 3,
      foreignItems: [],
    });
    expect(general).toEqual(quick);
  });
});
