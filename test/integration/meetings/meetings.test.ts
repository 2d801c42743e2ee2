// manager.Meetings: create and update with times, speakers, icon and cover; speakers added and
// removed idempotently; visible / invisible; each refusal; and the event's time zone.
import { v7 as uuidv7 } from 'uuid';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { CODE, docsAt, organiserWithEvent } from '../support/programmeHarness';
import type { Organiser } from '../support/programmeHarness';
import { as, refusal, serverPerFile } from '../support/harness';

jest.setTimeout(30_000);

const START = 1_900_000_000;
const HOUR = 3600;

describe('meetings', () => {
  const ctx = serverPerFile();
  let a: Organiser;
  let s1: string;
  let s2: string;

  beforeAll(async () => {
    a = await organiserWithEvent(ctx.server, 'Meetings');
    const speaker = async (name: string) =>
      (
        await ctx.server.clients.speakers.createSpeaker(
          { eventId: a.eventId, name, speakerId: uuidv7() },
          a.o,
        )
      ).speakerId;
    s1 = await speaker('One');
    s2 = await speaker('Two');
  });

  type CreateRequest = Parameters<typeof ctx.server.clients.meetings.createMeeting>[0];
  const create = (fields: Partial<CreateRequest> = {}) =>
    ctx.server.clients.meetings.createMeeting(
      {
        eventId: a.eventId,
        name: 'Talk',
        startAt: START,
        endAt: START + HOUR,
        speakerIds: [],
        showLocationInListMeetings: false,
        meetingId: uuidv7(),
        ...fields,
      },
      a.o,
    );
  const meetingDoc = async (meetingId: string) => {
    const live = await ctx.connect(a.session);
    const [doc] = await docsAt(
      live,
      LIVE_TARGETS.meeting.path({ eventId: a.eventId, meetingId }),
      'meeting',
    );
    return doc!;
  };

  it('creates a meeting with every field, visible, newest first in the list', async () => {
    const first = await create({ name: 'First' });
    const meetingId = uuidv7();
    await create({
      meetingId,
      name: 'Keynote',
      title: 'Opening',
      annotation: 'Short',
      text: '<p>Long <i>text</i></p>',
      iconName: 'star',
      headerImageId: a.fileId,
      speakerIds: [s1, s2, s1],
      showLocationInListMeetings: true,
    });
    const live = await ctx.connect(a.session);
    const list = await docsAt(live, LIVE_TARGETS.meetings.path({ eventId: a.eventId }), 'meeting');
    expect(list.map((m) => m.meetingId).slice(0, 2)).toEqual([meetingId, first.meetingId]);
    expect(list[0]).toMatchObject({
      name: 'Keynote',
      title: 'Opening',
      annotation: 'Short',
      text: '<p>Long <i>text</i></p>',
      iconName: 'star',
      headerImageId: a.fileId,
      speakerIds: [s1, s2],
      showLocationInListMeetings: true,
      isVisible: true,
      timetableStartAt: START,
      timetableEndAt: START + HOUR,
    });
  });

  it('updates a meeting without touching its speakers', async () => {
    const { meetingId } = await create({ speakerIds: [s1], iconName: 'bus' });
    await ctx.server.clients.meetings.updateMeeting(
      {
        eventId: a.eventId,
        meetingId,
        name: 'Renamed',
        startAt: START + HOUR,
        endAt: START + HOUR,
        showLocationInListMeetings: true,
      },
      a.o,
    );
    expect(await meetingDoc(meetingId)).toMatchObject({
      name: 'Renamed',
      iconName: '',
      speakerIds: [s1],
      timetableStartAt: START + HOUR,
      timetableEndAt: START + HOUR,
    });
  });

  it('adds and removes speakers idempotently, in the order added', async () => {
    const { meetings } = ctx.server.clients;
    const { meetingId } = await create();
    const ids = { eventId: a.eventId, meetingId };
    await meetings.addSpeakers({ ...ids, speakerIds: [s2] }, a.o);
    await meetings.addSpeakers({ ...ids, speakerIds: [s1, s2] }, a.o);
    expect((await meetingDoc(meetingId)).speakerIds).toEqual([s2, s1]);
    await meetings.removeSpeakers({ ...ids, speakerIds: [s2, uuidv7()] }, a.o);
    await meetings.removeSpeakers({ ...ids, speakerIds: [s2] }, a.o);
    expect((await meetingDoc(meetingId)).speakerIds).toEqual([s1]);
  });

  it('makes a meeting invisible and visible again, live', async () => {
    const { meetingId } = await create();
    const live = await ctx.connect(a.session);
    const target = await live.listen(1, LIVE_TARGETS.meetings.path({ eventId: a.eventId }));
    const visible = () => {
      const d = target.docs.get(meetingId)?.doc;
      return d?.case === 'meeting' ? d.value.isVisible : undefined;
    };
    const ids = { eventId: a.eventId, meetingId };
    await ctx.server.clients.meetings.setAsInvisibleMeeting(ids, a.o);
    await live.until(() => visible() === false);
    await ctx.server.clients.meetings.setAsVisibleMeeting(ids, a.o);
    await live.until(() => visible() === true);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'name: Name is required.'],
    ['no start', { startAt: 0 }, 'startAt', 'startAt: Start date is required.'],
    ['no end', { endAt: 0 }, 'endAt', 'endAt: End date is required.'],
    [
      'an end before the start',
      { endAt: START - 60 },
      'endAt',
      'endAt: The end date must not be before the start date.',
    ],
    ['a NaN start', { startAt: Number.NaN }, 'startAt', null],
    ['an unknown icon', { iconName: 'rocket' }, 'iconName', null],
    ['a speaker of no such id', { speakerIds: [uuidv7()] }, 'speakerIds', null],
    ['a malformed speaker id', { speakerIds: ['abc'] }, 'speakerIds', null],
    ['a malformed location id', { locationId: 'abc' }, 'locationId', null],
    ['a cover of no file', { headerImageId: uuidv7() }, 'headerImageId', null],
    ['a script in the text', { text: '<script>x</script>' }, 'text', null],
  ])('refuses a meeting with %s, naming %s', async (_label, fields, field, text) => {
    const message = await refusal(create(fields), CODE.invalidArgument);
    expect(message.split(':')[0]).toBe(field);
    if (text) expect(message).toBe(text);
  });

  it("refuses another organiser's speaker and cover as INVALID_ARGUMENT", async () => {
    const b = await organiserWithEvent(ctx.server, 'Other');
    const { speakerId } = await ctx.server.clients.speakers.createSpeaker(
      { eventId: b.eventId, name: 'B', speakerId: uuidv7() },
      b.o,
    );
    expect(await refusal(create({ speakerIds: [speakerId] }), CODE.invalidArgument)).toBe(
      'speakerIds: must name a speaker of this event.',
    );
    expect(await refusal(create({ headerImageId: b.fileId }), CODE.invalidArgument)).toBe(
      'headerImageId: no such file in this event.',
    );
    const { meetingId } = await create();
    expect(
      await refusal(
        ctx.server.clients.meetings.addSpeakers(
          { eventId: a.eventId, meetingId, speakerIds: [speakerId] },
          a.o,
        ),
        CODE.invalidArgument,
      ),
    ).toBe('speakerIds: must name a speaker of this event.');
  });

  it('answers NOT_FOUND for a meeting of no such id, ALREADY_EXISTS for a taken id', async () => {
    const { meetings } = ctx.server.clients;
    const missing = { eventId: a.eventId, meetingId: uuidv7() };
    expect(await refusal(meetings.setAsVisibleMeeting(missing, a.o), CODE.notFound)).toBe(
      'Not found.',
    );
    expect(
      await refusal(meetings.addSpeakers({ ...missing, speakerIds: [s1] }, a.o), CODE.notFound),
    ).toBe('Not found.');
    const { meetingId } = await create();
    expect(await refusal(create({ meetingId }), CODE.alreadyExists)).toMatch(/^meetingId: /);
  });
});

describe('the event time zone', () => {
  const ctx = serverPerFile();

  it('is UTC by default, set at creation and in the settings, and must be an IANA zone', async () => {
    const a = await organiserWithEvent(ctx.server, 'Zones');
    const { events } = ctx.server.clients;
    const live = await ctx.connect(a.session);
    const zone = async (eventId: string) =>
      (await docsAt(live, LIVE_TARGETS.event.path({ eventId }), 'event'))[0]?.timeZone;
    expect(await zone(a.eventId)).toBe('UTC');
    const eventId = uuidv7();
    await events.createEvent(
      { eventId, title: 'Berlin', language: '', timeZone: 'Europe/Berlin' },
      as(a.session),
    );
    expect(await zone(eventId)).toBe('Europe/Berlin');
    const [doc] = await docsAt(live, LIVE_TARGETS.event.path({ eventId }), 'event');
    await events.updateEvent(
      { eventId, key: doc!.extKey, timeZone: 'America/Argentina/Buenos_Aires' },
      as(a.session),
    );
    expect(await zone(eventId)).toBe('America/Argentina/Buenos_Aires');
    for (const bad of ['Mars/Olympus', '+03:00', '', 'Europe/../etc', 'x'.repeat(100)]) {
      const message = await refusal(
        events.updateEvent({ eventId, key: doc!.extKey, timeZone: bad }, as(a.session)),
        CODE.invalidArgument,
      );
      expect(`${bad}: ${message.split(':')[0]}`).toBe(`${bad}: timeZone`);
    }
  });
});
