// Hostile input for the programme calls of issue 10 (posts, speakers, meetings): oversized and
// malformed fields, values outside their sets, references to nothing, active content. Each
// label starts with the method it covers; the hostile suite runs them.
import { v7 as uuidv7 } from 'uuid';
import { PostRefObjType, PostType } from '../../../generated/manager/model_pb';
import type { Clients } from '../support/harness';

type Case = [string, string, () => Promise<unknown>];
type CallOptions = { headers: Record<string, string> };

const START = 1_900_000_000;

export function programmeCases(
  clients: () => Clients,
  eventId: () => string,
  o: () => CallOptions,
  big: (bytes: number) => string,
  badIds: readonly string[],
  activeContent: readonly string[],
): Case[] {
  const p = () => clients().posts;
  const s = () => clients().speakers;
  const m = () => clients().meetings;
  const post = (fields: object = {}) => ({
    eventId: eventId(),
    type: PostType.NEWS_PT,
    title: 'T',
    text: 't',
    refObjectType: PostRefObjType.NONE_PROT,
    ...fields,
  });
  const meeting = (fields: object = {}) => ({
    eventId: eventId(),
    name: 'M',
    startAt: START,
    endAt: START + 60,
    showLocationInListMeetings: false,
    ...fields,
  });
  const speakers = (speakerIds: string[]) => ({
    eventId: eventId(),
    meetingId: uuidv7(),
    speakerIds,
  });
  return [
    [
      'createPost title of 10 KB',
      'title',
      () => p().createPost(post({ postId: uuidv7(), title: big(10 * 1024) }), o()),
    ],
    [
      'createPost text over 100000 characters',
      'text',
      () => p().createPost(post({ postId: uuidv7(), text: big(100_001) }), o()),
    ],
    ['createPost type 99', 'type', () => p().createPost(post({ postId: uuidv7(), type: 99 }), o())],
    [
      'createPost reference to a meeting of no event',
      'refObjectId',
      () =>
        p().createPost(
          post({ postId: uuidv7(), refObjectType: PostRefObjType.MEETING, refObjectId: uuidv7() }),
          o(),
        ),
    ],
    [
      'updatePost blank title',
      'title',
      () => p().updatePost(post({ postId: uuidv7(), title: ' ' }), o()),
    ],
    [
      'updatePost reference type 9',
      'refObjectType',
      () => p().updatePost(post({ postId: uuidv7(), refObjectType: 9 }), o()),
    ],
    [
      'createSpeaker name of 10 KB',
      'name',
      () =>
        s().createSpeaker({ eventId: eventId(), speakerId: uuidv7(), name: big(10 * 1024) }, o()),
    ],
    [
      'createSpeaker position of 10 KB',
      'positionName',
      () =>
        s().createSpeaker(
          { eventId: eventId(), speakerId: uuidv7(), name: 'N', positionName: big(10 * 1024) },
          o(),
        ),
    ],
    [
      'updateSpeaker blank name',
      'name',
      () => s().updateSpeaker({ eventId: eventId(), speakerId: uuidv7(), name: '' }, o()),
    ],
    [
      'createMeeting annotation of 20 KB',
      'annotation',
      () =>
        m().createMeeting(
          { ...meeting({ annotation: big(20 * 1024) }), speakerIds: [], meetingId: uuidv7() },
          o(),
        ),
    ],
    [
      'createMeeting icon of 10 KB',
      'iconName',
      () =>
        m().createMeeting(
          { ...meeting({ iconName: big(10 * 1024) }), speakerIds: [], meetingId: uuidv7() },
          o(),
        ),
    ],
    [
      'createMeeting start after the year 3000',
      'startAt',
      () =>
        m().createMeeting(
          { ...meeting({ startAt: 1e12 }), speakerIds: [], meetingId: uuidv7() },
          o(),
        ),
    ],
    [
      'updateMeeting end before start',
      'endAt',
      () => m().updateMeeting({ ...meeting({ endAt: START - 1 }), meetingId: uuidv7() }, o()),
    ],
    [
      'updateMeeting infinite end',
      'endAt',
      () =>
        m().updateMeeting(
          { ...meeting({ endAt: Number.POSITIVE_INFINITY }), meetingId: uuidv7() },
          o(),
        ),
    ],
    [
      'addSpeakers 1000 ids of no speaker',
      'speakerIds',
      () => m().addSpeakers(speakers(Array.from({ length: 1000 }, () => uuidv7())), o()),
    ],
    ...badIds.flatMap((bad): Case[] => [
      [
        `createPost postId ${JSON.stringify(bad)}`,
        'postId',
        () => p().createPost(post({ postId: bad || 'x' }), o()),
      ],
      [
        `pin postId ${JSON.stringify(bad)}`,
        'postId',
        () => p().pin({ eventId: eventId(), postId: bad }, o()),
      ],
      [
        `publish postId ${JSON.stringify(bad)}`,
        'postId',
        () => p().publish({ eventId: eventId(), postId: bad }, o()),
      ],
      [
        `unpublish postId ${JSON.stringify(bad)}`,
        'postId',
        () => p().unpublish({ eventId: eventId(), postId: bad }, o()),
      ],
      [
        `toHiddenSpeaker speakerId ${JSON.stringify(bad)}`,
        'speakerId',
        () => s().toHiddenSpeaker({ eventId: eventId(), speakerId: bad }, o()),
      ],
      [
        `fromHiddenSpeaker speakerId ${JSON.stringify(bad)}`,
        'speakerId',
        () => s().fromHiddenSpeaker({ eventId: eventId(), speakerId: bad }, o()),
      ],
      [
        `createSpeaker avatarId ${JSON.stringify(bad)}`,
        'avatarId',
        () =>
          s().createSpeaker(
            { eventId: eventId(), speakerId: uuidv7(), name: 'N', avatarId: bad || 'x' },
            o(),
          ),
      ],
      [
        `setAsVisibleMeeting meetingId ${JSON.stringify(bad)}`,
        'meetingId',
        () => m().setAsVisibleMeeting({ eventId: eventId(), meetingId: bad }, o()),
      ],
      [
        `setAsInvisibleMeeting meetingId ${JSON.stringify(bad)}`,
        'meetingId',
        () => m().setAsInvisibleMeeting({ eventId: eventId(), meetingId: bad }, o()),
      ],
      [
        `removeSpeakers speakerIds [${JSON.stringify(bad)}]`,
        'speakerIds',
        () => m().removeSpeakers({ ...speakers([bad]) }, o()),
      ],
      [
        `createMeeting locationId ${JSON.stringify(bad)}`,
        'locationId',
        () =>
          m().createMeeting(
            { ...meeting({ locationId: bad || 'x' }), speakerIds: [], meetingId: uuidv7() },
            o(),
          ),
      ],
    ]),
    ...activeContent.flatMap((html): Case[] => [
      [
        `createPost text ${html}`,
        'text',
        () => p().createPost(post({ postId: uuidv7(), text: html }), o()),
      ],
      [
        `updateSpeaker bio ${html}`,
        'bio',
        () =>
          s().updateSpeaker({ eventId: eventId(), speakerId: uuidv7(), name: 'N', bio: html }, o()),
      ],
      [
        `updateMeeting text ${html}`,
        'text',
        () => m().updateMeeting({ ...meeting({ text: html }), meetingId: uuidv7() }, o()),
      ],
    ]),
  ];
}
