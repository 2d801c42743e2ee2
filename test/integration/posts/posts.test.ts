// manager.Posts: create, update, publish / unpublish / pin (spec/content.md §4), references to
// items of the same event, and each refusal, as the live feed shows them.
import { v7 as uuidv7 } from 'uuid';
import { PostRefObjType, PostType } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { CODE, docsAt, organiserWithEvent } from '../support/programmeHarness';
import type { Organiser } from '../support/programmeHarness';
import { refusal, serverPerFile } from '../support/harness';

jest.setTimeout(30_000);

describe('posts', () => {
  const ctx = serverPerFile();
  let a: Organiser;
  let speakerId: string;
  let meetingId: string;

  beforeAll(async () => {
    a = await organiserWithEvent(ctx.server, 'Posts');
    const { speakers, meetings } = ctx.server.clients;
    speakerId = (
      await speakers.createSpeaker({ eventId: a.eventId, name: 'S', speakerId: uuidv7() }, a.o)
    ).speakerId;
    meetingId = (
      await meetings.createMeeting(
        {
          eventId: a.eventId,
          name: 'M',
          startAt: 1_900_000_000,
          endAt: 1_900_003_600,
          speakerIds: [],
          showLocationInListMeetings: false,
          meetingId: uuidv7(),
        },
        a.o,
      )
    ).meetingId;
  });

  type CreateRequest = Parameters<typeof ctx.server.clients.posts.createPost>[0];
  const create = (fields: Partial<CreateRequest> = {}) =>
    ctx.server.clients.posts.createPost(
      {
        eventId: a.eventId,
        postId: uuidv7(),
        type: PostType.NEWS_PT,
        title: 'News',
        text: '<p>Hello</p>',
        ...fields,
      },
      a.o,
    );
  const postDoc = async (postId: string) => {
    const live = await ctx.connect(a.session);
    const [doc] = await docsAt(
      live,
      LIVE_TARGETS.post.path({ eventId: a.eventId, postId }),
      'post',
    );
    return doc!;
  };

  it('creates posts with the defaults of the spec, newest first, under the client id', async () => {
    const first = await create({ title: 'First' });
    const postId = uuidv7();
    expect((await create({ postId, text: '<p>Hi <custom>there</custom></p>' })).postId).toBe(
      postId,
    );
    const live = await ctx.connect(a.session);
    const list = await docsAt(live, LIVE_TARGETS.posts.path({ eventId: a.eventId }), 'post');
    expect(list.map((p) => p.postId).slice(0, 2)).toEqual([postId, first.postId]);
    expect(list[0]).toMatchObject({
      eventId: a.eventId,
      type: PostType.NEWS_PT,
      title: 'News',
      text: '<p>Hi there</p>',
      refObjectType: PostRefObjType.NONE_PROT,
      refObjectId: '',
      toPublish: false,
      toPin: false,
    });
    expect(list[0]!.publishedAt).toBeUndefined();
  });

  it('creates a post already published and pinned', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { postId } = await create({ toPublish: true, toPin: true, type: PostType.ORG_PT });
    const doc = await postDoc(postId);
    expect(doc).toMatchObject({ toPublish: true, toPin: true, type: PostType.ORG_PT });
    expect(doc.publishedAt).toBeGreaterThanOrEqual(before);
  });

  it('publishes, unpublishes and pins a post; publishing again keeps its date', async () => {
    const { posts } = ctx.server.clients;
    const { postId } = await create();
    const ids = { eventId: a.eventId, postId };
    await posts.publish(ids, a.o);
    const published = await postDoc(postId);
    expect(published.toPublish).toBe(true);
    expect(published.publishedAt).toBeDefined();
    await posts.publish(ids, a.o);
    expect((await postDoc(postId)).publishedAt).toBe(published.publishedAt);
    await posts.unpublish(ids, a.o);
    const unpublished = await postDoc(postId);
    expect(unpublished.toPublish).toBe(false);
    expect(unpublished.publishedAt).toBeUndefined();
    await posts.pin(ids, a.o);
    expect((await postDoc(postId)).toPin).toBe(true);
  });

  it.each([
    ['a speaker', PostRefObjType.SPEAKER, () => speakerId],
    ['a meeting', PostRefObjType.MEETING, () => meetingId],
  ])('attaches %s of the event, and updates the post to none', async (_l, type, id) => {
    const { postId } = await create({ refObjectType: type, refObjectId: id() });
    expect(await postDoc(postId)).toMatchObject({ refObjectType: type, refObjectId: id() });
    await ctx.server.clients.posts.updatePost(
      {
        eventId: a.eventId,
        postId,
        type: PostType.ORG_PT,
        title: 'Changed',
        text: '<p>New</p>',
        refObjectType: PostRefObjType.NONE_PROT,
        refObjectId: id(),
      },
      a.o,
    );
    expect(await postDoc(postId)).toMatchObject({
      type: PostType.ORG_PT,
      title: 'Changed',
      text: '<p>New</p>',
      refObjectType: PostRefObjType.NONE_PROT,
      refObjectId: '',
    });
  });

  it.each([
    ['an empty title', { title: ' ' }, 'title'],
    ['an empty text', { text: '<p> </p>' }, 'text'],
    ['a script in the text', { text: '<p onclick="x()">Hi</p>' }, 'text'],
    ['the unknown type', { type: PostType.UNK_PT }, 'type'],
    ['the automatic type', { type: PostType.AUTO_CHANGE_PT }, 'type'],
    [
      'an unknown reference type',
      { refObjectType: 7 as PostRefObjType, refObjectId: '' },
      'refObjectType',
    ],
    ['a speaker reference without id', { refObjectType: PostRefObjType.SPEAKER }, 'refObjectId'],
    [
      'a speaker reference to no speaker',
      { refObjectType: PostRefObjType.SPEAKER, refObjectId: uuidv7() },
      'refObjectId',
    ],
    [
      'a malformed meeting reference',
      { refObjectType: PostRefObjType.MEETING, refObjectId: 'abc' },
      'refObjectId',
    ],
    ['a malformed id', { postId: 'abc' }, 'postId'],
  ])('refuses a post with %s, naming %s', async (_label, fields, field) => {
    const message = await refusal(create(fields), CODE.invalidArgument);
    expect(message.split(':')[0]).toBe(field);
  });

  it("refuses a reference to another organiser's speaker as INVALID_ARGUMENT", async () => {
    const b = await organiserWithEvent(ctx.server, 'Other');
    const other = await ctx.server.clients.speakers.createSpeaker(
      { eventId: b.eventId, name: 'B', speakerId: uuidv7() },
      b.o,
    );
    const message = await refusal(
      create({ refObjectType: PostRefObjType.SPEAKER, refObjectId: other.speakerId }),
      CODE.invalidArgument,
    );
    expect(message).toBe('refObjectId: must name a speaker of this event.');
  });

  it('answers NOT_FOUND for a post of no such id, and ALREADY_EXISTS for a taken id', async () => {
    const { posts } = ctx.server.clients;
    const missing = { eventId: a.eventId, postId: uuidv7() };
    for (const call of [posts.pin, posts.publish, posts.unpublish]) {
      expect(await refusal(call(missing, a.o), CODE.notFound)).toBe('Not found.');
    }
    const { postId } = await create();
    expect(await refusal(create({ postId }), CODE.alreadyExists)).toMatch(/^postId: /);
  });
});
