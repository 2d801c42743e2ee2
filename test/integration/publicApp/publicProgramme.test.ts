// The content of the public snapshot over real HTTP: the schedule in the event's zone, speakers,
// locations, the place, info sections and posts carry exactly what is published and visible.
// A hidden speaker or location, an invisible meeting and an unpublished post never appear, nor
// does any reference to them, nor any long text of theirs (the texts document); a change by
// the organiser reaches the snapshot within seconds.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { PostRefObjType, PostType } from '../../../generated/manager/model_pb';
import type { SectionContent } from '../../../generated/manager/model_pb';
import { publicEventPath } from '../../../src/common/publicEvent';
import type { PublicEvent } from '../../../src/common/publicEvent';
import type { PublicEventHome } from '../../../src/common/publicTexts';
import {
  as,
  eventually as readUntil,
  newEvent,
  newOrganiser,
  startServer,
} from '../support/harness';
import type { TestServer } from '../support/harness';
import { readDocuments, readWholeEvent } from '../support/publicWhole';

let server: TestServer;
let a: Session;

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
});
afterAll(() => server?.stop());

const json = async <T>(path: string) => {
  const res = await fetch(`${server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

/** The whole event as the app ends up with it: the snapshot with its texts laid in. */
const read = (key: string) => readWholeEvent(server.baseUrl, key);

const eventually = (key: string, ok: (e: PublicEvent) => boolean) => readUntil(() => read(key), ok);

const START = Date.UTC(2030, 5, 1, 7, 0) / 1000;

describe('the public programme', () => {
  it('carries only published, visible content and no reference to anything else', async () => {
    const { eventId, key } = await newEvent(server, a, 'Programme');
    const o = as(a);
    const c = server.clients;
    await c.events.updateEvent({ eventId, key, timeZone: 'Europe/Moscow' }, o);
    const speaker = async (name: string) =>
      (
        await c.speakers.createSpeaker(
          { eventId, name, speakerId: uuidv7(), bio: `<p>Bio of ${name}</p>` },
          o,
        )
      ).speakerId;
    const ada = await speaker('Ada');
    const ghost = await speaker('Ghost speaker');
    await c.speakers.toHiddenSpeaker({ eventId, speakerId: ghost }, o);
    const location = async (name: string) =>
      (await c.locations.createLocation({ eventId, locationId: uuidv7(), name }, o)).locationId;
    const hall = await location('Hall A');
    const cellar = await location('Secret cellar');
    await server.app.database.db.execute(
      sql`UPDATE locations SET is_hidden = true WHERE id = ${cellar}`,
    );
    const meeting = (name: string, startAt: number, fields = {}) =>
      c.meetings.createMeeting(
        {
          eventId,
          meetingId: uuidv7(),
          name,
          startAt,
          endAt: startAt + 3600,
          speakerIds: [],
          showLocationInListMeetings: true,
          annotation: `About ${name}`,
          text: `<p>Text of ${name}</p>`,
          ...fields,
        },
        o,
      );
    const keynote = (
      await meeting('Keynote', START, { speakerIds: [ada, ghost], locationId: hall })
    ).meetingId;
    const downstairs = (await meeting('Downstairs', START + 7200, { locationId: cellar }))
      .meetingId;
    const secret = (await meeting('Secret meeting', START + 3600)).meetingId;
    await c.meetings.setAsInvisibleMeeting({ eventId, meetingId: secret }, o);
    const post = (title: string, fields = {}) =>
      c.posts.createPost(
        { eventId, postId: uuidv7(), type: PostType.NEWS_PT, title, text: '<p>x</p>', ...fields },
        o,
      );
    await post('Older news', { toPublish: true });
    const pinned = (await post('Pinned news', { toPublish: true, toPin: true })).postId;
    await post('About the secret', {
      toPublish: true,
      refObjectType: PostRefObjType.MEETING,
      refObjectId: secret,
    });
    await post('Draft post');
    const { groupId } = await c.cms.addGroupOfSectionsByEvent(
      { eventId, groupId: uuidv7(), title: 'Wi-Fi' },
      o,
    );
    await c.cms.addSection(
      {
        eventId,
        groupId,
        itemId: uuidv7(),
        title: 'Password',
        content: {
          kind: { case: 'textWithPopup', value: { text: '<p>guest</p>' } },
        } as SectionContent,
      },
      o,
    );
    await c.places.setProfile({ eventId, title: 'Expo', description: '<p>Pavilion 3</p>' }, o);
    await c.events.publish({ eventId }, o);

    const e = await read(key);
    expect(e.timeZone).toBe('Europe/Moscow');
    expect(e.speakers.map((s) => s.name)).toEqual(['Ada']);
    expect(e.speakers[0]!.bio).toBe('<p>Bio of Ada</p>');
    expect(e.locations.map((l) => l.name)).toEqual(['Hall A']);
    expect(e.meetings.map((m) => [m.name, m.startAt])).toEqual([
      ['Keynote', START],
      ['Downstairs', START + 7200],
    ]);
    const [first, second] = e.meetings;
    expect(first).toMatchObject({ id: keynote, speakerIds: [ada], locationId: hall });
    expect(first).toMatchObject({ annotation: 'About Keynote', text: '<p>Text of Keynote</p>' });
    expect(second).toMatchObject({ id: downstairs, locationId: '' });
    expect(e.posts.map((p) => [p.title, p.pinned, p.ref])).toEqual([
      ['Pinned news', true, null],
      ['About the secret', false, null],
      ['Older news', false, null],
    ]);
    expect(e.posts[0]!.id).toBe(pinned);
    expect(e.infoSections).toEqual([
      {
        id: groupId,
        title: 'Wi-Fi',
        description: '',
        items: [expect.objectContaining({ title: 'Password', kind: 'text', text: '<p>guest</p>' })],
      },
    ]);
    expect(e.place).toMatchObject({ title: 'Expo', description: '<p>Pavilion 3</p>' });
    // The snapshot itself carries no long text: those come in the texts document alone.
    const home = await json<PublicEventHome>(publicEventPath(key));
    expect(JSON.stringify(home)).not.toContain('Text of Keynote');
    expect(JSON.stringify(home)).not.toContain('Bio of Ada');
    const { parts } = await readDocuments(server.baseUrl, key);
    const body = JSON.stringify([home, parts]);
    for (const word of ['Ghost speaker', 'Secret cellar', 'Secret meeting', 'Draft post', ghost])
      expect(body).not.toContain(word);

    // The organiser hides Ada: she leaves the list and the keynote at once.
    await c.speakers.toHiddenSpeaker({ eventId, speakerId: ada }, o);
    const after = await eventually(key, (x) => x.speakers.length === 0);
    expect(after.speakers).toEqual([]);
    expect(after.meetings[0]!.speakerIds).toEqual([]);
  });
});
