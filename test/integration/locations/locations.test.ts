// manager.Locations against a real server: create with or without an address, update, delete
// with the location's attachments, the live target, exactly-once creates, and the reference
// check that refuses deleting a location something still refers to.
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import type { Location } from '../../../generated/manager/model_pb';
import { ChangeKind } from '../../../generated/live/live_pb';
import { PostRefObjType, PostType } from '../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { locationInUseMessage } from '../../../src/common/cms';
import { referencesTo } from '../../../src/server/areas/locations';
import { locations } from '../../../src/server/db/schema';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import type { LiveClient } from '../support/liveClient';
import { uploadImage, uploadPdf } from '../support/contentHarness';

jest.setTimeout(60_000);

const t = serverPerFile();
let a: Session;
let eventId: string;

beforeAll(async () => {
  a = await newOrganiser(t.server);
  eventId = (await newEvent(t.server, a, 'Locations event')).eventId;
});

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 };

function locationOf(live: LiveClient, targetId: number, id: string): Location | undefined {
  const doc = live.targets.get(targetId)?.docs.get(id)?.doc;
  return doc?.case === 'location' ? doc.value : undefined;
}

const create = (fields: {
  name: string;
  address?: string;
  description?: string;
  imageId?: string;
}) =>
  t.server.clients.locations.createLocation({ eventId, locationId: uuidv7(), ...fields }, as(a));

describe('locations', () => {
  it('refuses to delete a location that a meeting and a post refer to, saying how many', async () => {
    const { locationId } = await create({ name: 'Main stage' });
    const start = 1_900_000_000;
    await t.server.clients.meetings.createMeeting(
      {
        eventId,
        meetingId: uuidv7(),
        name: 'Keynote',
        startAt: start,
        endAt: start + 3600,
        speakerIds: [],
        showLocationInListMeetings: true,
        locationId,
      },
      as(a),
    );
    await t.server.clients.posts.createPost(
      {
        eventId,
        postId: uuidv7(),
        type: PostType.NEWS_PT,
        title: 'The stage opens',
        text: '<p>Doors at nine</p>',
        refObjectType: PostRefObjType.LOCATION,
        refObjectId: locationId,
      },
      as(a),
    );
    const message = await refusal(
      t.server.clients.locations.deleteLocation({ eventId, locationId }, as(a)),
      CODE.failedPrecondition,
    );
    expect(message).toBe(
      locationInUseMessage([
        ['meeting', 1],
        ['post', 1],
      ]),
    );
    const db = t.server.app.database.db;
    const kept = await db.select().from(locations).where(eq(locations.id, locationId));
    expect(kept).toHaveLength(1);
  });

  it('refuses a meeting in a location of another event', async () => {
    const other = (await newEvent(t.server, a, 'Elsewhere')).eventId;
    const { locationId } = await t.server.clients.locations.createLocation(
      { eventId: other, locationId: uuidv7(), name: 'Their hall' },
      as(a),
    );
    const message = await refusal(
      t.server.clients.meetings.createMeeting(
        {
          eventId,
          meetingId: uuidv7(),
          name: 'Lost talk',
          startAt: 1_900_000_000,
          endAt: 1_900_003_600,
          speakerIds: [],
          showLocationInListMeetings: false,
          locationId,
        },
        as(a),
      ),
      CODE.invalidArgument,
    );
    expect(message).toMatch(/^locationId: /);
  });

  it('creates a location with its address, image and sanitised description, live', async () => {
    const image = await uploadImage(t.server, a, eventId);
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.locations.path({ eventId }));
    const locationId = uuidv7();
    const answer = await t.server.clients.locations.createLocation(
      {
        eventId,
        locationId,
        name: ' Hall A ',
        address: 'Krasnopresnenskaya nab. 14',
        description: '<p>Ground <marquee>floor</marquee></p>',
        imageId: image,
      },
      as(a),
    );
    expect(answer.locationId).toBe(locationId);
    await live.until(() => locationOf(live, 1, locationId) !== undefined);
    expect(locationOf(live, 1, locationId)).toMatchObject({
      locationId,
      eventId,
      name: 'Hall A',
      address: 'Krasnopresnenskaya nab. 14',
      description: '<p>Ground floor</p>',
      imageId: image,
      isHidden: false,
    });
    expect(locationOf(live, 1, locationId)!.createdAt).toBeGreaterThan(0);
  });

  it('creates one without an address, and an update clears what it does not send', async () => {
    const { locationId } = await create({
      name: 'Room 1',
      address: 'Somewhere',
      description: '<p>x</p>',
    });
    await t.server.clients.locations.updateLocation(
      { eventId, locationId, name: 'Room 1b' },
      as(a),
    );
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.locations.path({ eventId }));
    expect(locationOf(live, 1, locationId)).toMatchObject({
      name: 'Room 1b',
      address: '',
      description: '',
      imageId: '',
    });
  });

  it('refuses a blank name, an image of another event and a file that is not an image', async () => {
    const other = await newEvent(t.server, a, 'Other locations');
    const foreign = await uploadImage(t.server, a, other.eventId);
    const pdf = await uploadPdf(t.server, a, eventId);
    expect(await refusal(create({ name: '  ' }), CODE.invalidArgument)).toMatch(/^name: /);
    for (const imageId of [foreign, pdf]) {
      expect(await refusal(create({ name: 'X', imageId }), CODE.invalidArgument)).toMatch(
        /^imageId: /,
      );
    }
  });

  it('refuses an id that exists, and updates or deletes of a location that is not there', async () => {
    const { locationId } = await create({ name: 'Taken' });
    const { locations } = t.server.clients;
    expect(
      await refusal(
        locations.createLocation({ eventId, locationId, name: 'Again' }, as(a)),
        CODE.alreadyExists,
      ),
    ).toMatch(/^locationId: /);
    const missing = uuidv7();
    await refusal(
      locations.updateLocation({ eventId, locationId: missing, name: 'X' }, as(a)),
      CODE.notFound,
    );
    await refusal(locations.deleteLocation({ eventId, locationId: missing }, as(a)), CODE.notFound);
  });

  it('creates once when the same queued create is sent twice', async () => {
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.locations.path({ eventId }));
    const locationId = uuidv7();
    const mutation = { clientId: 'locations-client-00001', mutationId: 1 };
    const call = () =>
      t.server.clients.locations.createLocation(
        { eventId, locationId, name: 'Once' },
        as(a, mutation),
      );
    expect((await call()).locationId).toBe(locationId);
    expect((await call()).locationId).toBe(locationId);
    await live.until(() => locationOf(live, 1, locationId) !== undefined);
    const added = live.targets.get(1)!.changes.filter((c) => c.docId === locationId);
    expect(added).toEqual([{ kind: ChangeKind.ADDED, docId: locationId }]);
  });

  it('deletes a location with its attachments, both removed on the live feed', async () => {
    const { locationId } = await create({ name: 'Doomed' });
    const { itemId } = await t.server.clients.cms.addSectionOfLocation(
      {
        eventId,
        locationId,
        itemId: uuidv7(),
        title: 'Map',
        content: { kind: { case: 'extLink', value: { linkUrl: 'https://maps.example.org/hall' } } },
      },
      as(a),
    );
    const live = await t.connect(a);
    await live.listen(1, LIVE_TARGETS.locations.path({ eventId }));
    await live.listen(2, LIVE_TARGETS.cmsSectionItems.path({ eventId }));
    expect(live.targets.get(2)!.docs.has(itemId)).toBe(true);

    await t.server.clients.locations.deleteLocation({ eventId, locationId }, as(a));
    await live.until(
      () => !live.targets.get(1)!.docs.has(locationId) && !live.targets.get(2)!.docs.has(itemId),
    );
    const kinds = (targetId: number, docId: string) =>
      live.targets
        .get(targetId)!
        .changes.filter((c) => c.docId === docId)
        .map((c) => c.kind);
    expect(kinds(1, locationId)).toEqual([ChangeKind.ADDED, ChangeKind.REMOVED]);
    expect(kinds(2, itemId)).toEqual([ChangeKind.ADDED, ChangeKind.REMOVED]);
  });
});

describe('what refers to a location', () => {
  // A stand-in for the meetings table (built in parallel): a table with a location column.
  const talks = pgTable('test_talks', {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id').notNull(),
    locationId: text('location_id').notNull(),
  });

  it('counts the referring rows of the event, and the refusal says how many', async () => {
    const db = t.server.app.database.db;
    await db.execute(
      sql`CREATE TABLE test_talks (id uuid PRIMARY KEY, event_id uuid NOT NULL, location_id text NOT NULL)`,
    );
    const { locationId } = await create({ name: 'Busy hall' });
    const other = (await newEvent(t.server, a, 'Other event')).eventId;
    await db.insert(talks).values([
      { id: uuidv7(), eventId, locationId },
      { id: uuidv7(), eventId, locationId },
      { id: uuidv7(), eventId: other, locationId },
      { id: uuidv7(), eventId, locationId: uuidv7() },
    ]);
    const refs = [
      {
        table: talks,
        eventId: talks.eventId,
        locationId: talks.locationId,
        kind: 'meeting' as const,
      },
      {
        table: talks,
        eventId: talks.eventId,
        locationId: talks.locationId,
        kind: 'post' as const,
        where: sql`false`,
      },
    ];
    const counts = await referencesTo(db, refs, eventId, locationId);
    expect(counts).toEqual([['meeting', 2]]);
    expect(locationInUseMessage(counts)).toBe('Location is used by 2 meetings.');
    expect(await referencesTo(db, refs, eventId, uuidv7())).toEqual([]);
  });
});
