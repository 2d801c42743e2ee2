// The content calls and targets of issue 10 (posts, speakers, meetings) for the permission
// suite: what A owns, each call aimed at it, each target of it, the creates that reuse its ids,
// and the calls that name A's items under B's own event.
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { PostType } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { as } from './harness';
import type { Clients, TestServer } from './harness';

type CallOptions = ReturnType<typeof as>;

export interface ContentVictim {
  eventId: string;
  postId: string;
  speakerId: string;
  meetingId: string;
}

const HOUR = 3600;
const START = 1_900_000_000;

/** A's speaker, a meeting with it and a published post about the meeting. */
export async function contentOf(server: TestServer, a: Session, eventId: string) {
  const { posts, speakers, meetings } = server.clients;
  const { speakerId } = await speakers.createSpeaker(
    { eventId, name: 'A Speaker', speakerId: uuidv7() },
    as(a),
  );
  const { meetingId } = await meetings.createMeeting(
    {
      eventId,
      name: 'A Keynote',
      startAt: START,
      endAt: START + HOUR,
      speakerIds: [speakerId],
      showLocationInListMeetings: false,
      meetingId: uuidv7(),
    },
    as(a),
  );
  const { postId } = await posts.createPost(
    {
      eventId,
      postId: uuidv7(),
      type: PostType.NEWS_PT,
      title: 'News',
      text: '<p>A only</p>',
      toPublish: true,
    },
    as(a),
  );
  return { postId, speakerId, meetingId };
}

export const contentPaths = (eventId: string) => [
  LIVE_TARGETS.posts.path({ eventId }),
  LIVE_TARGETS.speakers.path({ eventId }),
  LIVE_TARGETS.meetings.path({ eventId }),
];

type Call = (c: Clients, v: ContentVictim, o: CallOptions) => Promise<unknown>;

const meeting = (v: ContentVictim) => ({
  eventId: v.eventId,
  name: 'Hijacked',
  startAt: START,
  endAt: START + HOUR,
  showLocationInListMeetings: false,
});

/**
 * Every content call aimed at A's event. Posts.publish and Posts.unpublish share their names
 * with Events calls, so they are keyed by service.
 */
export const CONTENT_CALLS: Record<string, Call> = {
  createPost: (c, v, o) =>
    c.posts.createPost(
      { eventId: v.eventId, postId: uuidv7(), type: PostType.NEWS_PT, title: 'X', text: 'x' },
      o,
    ),
  updatePost: (c, v, o) =>
    c.posts.updatePost(
      {
        eventId: v.eventId,
        postId: v.postId,
        type: PostType.NEWS_PT,
        title: 'X',
        text: 'x',
        refObjectType: 0,
      },
      o,
    ),
  pin: (c, v, o) => c.posts.pin({ eventId: v.eventId, postId: v.postId }, o),
  'Posts.publish': (c, v, o) => c.posts.publish({ eventId: v.eventId, postId: v.postId }, o),
  'Posts.unpublish': (c, v, o) => c.posts.unpublish({ eventId: v.eventId, postId: v.postId }, o),
  createSpeaker: (c, v, o) =>
    c.speakers.createSpeaker({ eventId: v.eventId, name: 'X', speakerId: uuidv7() }, o),
  updateSpeaker: (c, v, o) =>
    c.speakers.updateSpeaker({ eventId: v.eventId, speakerId: v.speakerId, name: 'X' }, o),
  toHiddenSpeaker: (c, v, o) =>
    c.speakers.toHiddenSpeaker({ eventId: v.eventId, speakerId: v.speakerId }, o),
  fromHiddenSpeaker: (c, v, o) =>
    c.speakers.fromHiddenSpeaker({ eventId: v.eventId, speakerId: v.speakerId }, o),
  createMeeting: (c, v, o) =>
    c.meetings.createMeeting({ ...meeting(v), speakerIds: [], meetingId: uuidv7() }, o),
  updateMeeting: (c, v, o) =>
    c.meetings.updateMeeting({ ...meeting(v), meetingId: v.meetingId }, o),
  addSpeakers: (c, v, o) =>
    c.meetings.addSpeakers(
      { eventId: v.eventId, meetingId: v.meetingId, speakerIds: [v.speakerId] },
      o,
    ),
  removeSpeakers: (c, v, o) =>
    c.meetings.removeSpeakers(
      { eventId: v.eventId, meetingId: v.meetingId, speakerIds: [v.speakerId] },
      o,
    ),
  setAsVisibleMeeting: (c, v, o) =>
    c.meetings.setAsVisibleMeeting({ eventId: v.eventId, meetingId: v.meetingId }, o),
  setAsInvisibleMeeting: (c, v, o) =>
    c.meetings.setAsInvisibleMeeting({ eventId: v.eventId, meetingId: v.meetingId }, o),
};

/** The live targets of A's content, each refused to B as if the event did not exist. */
export const contentTargets = (message: string) =>
  ({
    posts: { refused: (v: ContentVictim) => LIVE_TARGETS.posts.path(v), message },
    post: { refused: (v: ContentVictim) => LIVE_TARGETS.post.path(v), message },
    speakers: { refused: (v: ContentVictim) => LIVE_TARGETS.speakers.path(v), message },
    speaker: { refused: (v: ContentVictim) => LIVE_TARGETS.speaker.path(v), message },
    meetings: { refused: (v: ContentVictim) => LIVE_TARGETS.meetings.path(v), message },
    meeting: { refused: (v: ContentVictim) => LIVE_TARGETS.meeting.path(v), message },
  }) as const;

/** Creates by B that reuse an id of A's: [call, id field, call]. */
export const contentTakeovers = (
  v: () => ContentVictim,
  b: () => Session,
): [string, string, (c: Clients, own: string) => Promise<unknown>][] => [
  [
    'createPost',
    'postId',
    (c, own) =>
      c.posts.createPost(
        { eventId: own, postId: v().postId, type: PostType.NEWS_PT, title: 'M', text: 'm' },
        as(b()),
      ),
  ],
  [
    'createSpeaker',
    'speakerId',
    (c, own) =>
      c.speakers.createSpeaker({ eventId: own, speakerId: v().speakerId, name: 'M' }, as(b())),
  ],
  [
    'createMeeting',
    'meetingId',
    (c, own) =>
      c.meetings.createMeeting(
        { ...meeting({ ...v(), eventId: own }), speakerIds: [], meetingId: v().meetingId },
        as(b()),
      ),
  ],
];

/** Calls that name speakers besides the item they change. */
const SPEAKER_LISTS = new Set(['addSpeakers', 'removeSpeakers']);

/**
 * A's items named under B's own event: each answers NOT_FOUND, as a missing item. The speaker
 * lists name a speaker of B's own event, so that only A's meeting can be what is refused (the
 * server checks a request's references before it looks the item up).
 */
export const crossEventCalls = (
  v: ContentVictim,
  own: string,
  ownSpeakerId: string,
): [string, (c: Clients, o: CallOptions) => Promise<unknown>][] =>
  Object.entries(CONTENT_CALLS)
    .filter(([name]) => !name.startsWith('create'))
    .map(([name, call]) => [
      name,
      (c, o) =>
        call(
          c,
          { ...v, eventId: own, ...(SPEAKER_LISTS.has(name) ? { speakerId: ownSpeakerId } : {}) },
          o,
        ),
    ]);
