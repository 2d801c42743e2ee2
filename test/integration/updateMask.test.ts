// Updates that carry only what their screen changed (issue 23 item 3): an item update with an
// update mask writes the fields it names and keeps the others as they are now, whatever the
// request says of them; an empty mask changes nothing; a mask naming no field of the update is
// refused; an update without a mask writes every field, as the spec's clients expect.
import { v7 as uuidv7 } from 'uuid';
import { PostRefObjType, PostType } from '../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../src/common/liveTargets';
import { updateMaskOf } from '../../src/common/updateMask';
import { CODE, docsAt, organiserWithEvent } from './programmeHarness';
import type { Organiser } from './programmeHarness';
import { refusal, serverPerFile } from './harness';

jest.setTimeout(30_000);

describe('masked updates', () => {
  const ctx = serverPerFile();
  let a: Organiser;

  beforeAll(async () => {
    a = await organiserWithEvent(ctx.server, 'Masks');
  });

  const meeting = async () => {
    const meetingId = uuidv7();
    const base = {
      eventId: a.eventId,
      meetingId,
      name: 'Открытие',
      annotation: 'Первая',
      startAt: 1_900_000_000,
      endAt: 1_900_003_600,
      showLocationInListMeetings: false,
    };
    await ctx.server.clients.meetings.createMeeting({ ...base, speakerIds: [] }, a.o);
    return base;
  };
  const meetingNow = async (meetingId: string) => {
    const live = await ctx.connect(a.session);
    const path = LIVE_TARGETS.meetings.path({ eventId: a.eventId });
    return (await docsAt(live, path, 'meeting')).find((m) => m.meetingId === meetingId);
  };

  it('keeps a field the update does not name, as another client left it', async () => {
    const { meetings } = ctx.server.clients;
    const shown = await meeting();
    // Another client rewrites the annotation after this screen loaded the meeting.
    await meetings.updateMeeting({ ...shown, annotation: 'Вторая' }, a.o);
    // This screen changed the name only: its request still holds the annotation it showed.
    await meetings.updateMeeting(
      { ...shown, name: 'Открытие дня', updateMask: updateMaskOf(['name']) },
      a.o,
    );
    expect(await meetingNow(shown.meetingId)).toMatchObject({
      name: 'Открытие дня',
      annotation: 'Вторая',
    });
  });

  it('changes nothing with an empty mask, and everything without one', async () => {
    const { meetings } = ctx.server.clients;
    const shown = await meeting();
    await meetings.updateMeeting(
      { ...shown, name: 'Другое', annotation: '', updateMask: updateMaskOf([]) },
      a.o,
    );
    expect(await meetingNow(shown.meetingId)).toMatchObject({
      name: 'Открытие',
      annotation: 'Первая',
    });
    await meetings.updateMeeting({ ...shown, name: 'Другое', annotation: '' }, a.o);
    expect(await meetingNow(shown.meetingId)).toMatchObject({ name: 'Другое', annotation: '' });
  });

  it('refuses a mask naming a field the update does not have', async () => {
    const shown = await meeting();
    const message = await refusal(
      ctx.server.clients.meetings.updateMeeting(
        { ...shown, updateMask: { paths: ['speaker_ids'] } },
        a.o,
      ),
      CODE.invalidArgument,
    );
    expect(message).toBe('updateMask: speakerIds is not a field of this update.');
  });

  it("checks a meeting's new end alone against the start it has, not the one sent", async () => {
    const { meetings } = ctx.server.clients;
    const shown = await meeting();
    // Another client moves the meeting a day later.
    const day = 86_400;
    await meetings.updateMeeting(
      { ...shown, startAt: shown.startAt + day, endAt: shown.endAt + day },
      a.o,
    );
    // This screen moves the end only, by an hour, still holding the start it showed: the new
    // end is before the meeting's start now.
    const message = await refusal(
      meetings.updateMeeting(
        { ...shown, endAt: shown.endAt + 3600, updateMask: updateMaskOf(['endAt']) },
        a.o,
      ),
      CODE.invalidArgument,
    );
    expect(message).toBe('endAt: The end date must not be before the start date.');
    // An end after the stored start goes through, and the start stays where it is.
    await meetings.updateMeeting(
      { ...shown, endAt: shown.endAt + day + 3600, updateMask: updateMaskOf(['endAt']) },
      a.o,
    );
    expect(await meetingNow(shown.meetingId)).toMatchObject({
      timetableStartAt: shown.startAt + day,
      timetableEndAt: shown.endAt + day + 3600,
    });
  });

  it("keeps a post's location link when only its text changes", async () => {
    const { locations, posts } = ctx.server.clients;
    const locationId = uuidv7();
    await locations.createLocation({ eventId: a.eventId, locationId, name: 'Зал' }, a.o);
    const postId = uuidv7();
    const post = { eventId: a.eventId, postId, type: PostType.NEWS_PT, title: 'Новости' };
    await posts.createPost(
      {
        ...post,
        text: '<p>Старый</p>',
        refObjectType: PostRefObjType.LOCATION,
        refObjectId: locationId,
      },
      a.o,
    );
    // A screen that could not show the link sends none, but names the text only.
    await posts.updatePost(
      {
        ...post,
        text: '<p>Новый</p>',
        refObjectType: PostRefObjType.NONE_PROT,
        updateMask: updateMaskOf(['text']),
      },
      a.o,
    );
    const live = await ctx.connect(a.session);
    const [doc] = await docsAt(live, LIVE_TARGETS.posts.path({ eventId: a.eventId }), 'post');
    expect(doc).toMatchObject({
      text: '<p>Новый</p>',
      refObjectType: PostRefObjType.LOCATION,
      refObjectId: locationId,
    });
  });
});
