// CopyEvent on an event that has every kind of content an organiser makes (issue 30, item 1):
// the copy carries all of it — every table that belongs to an event, read from the database
// itself, so a new kind of content that the copy forgets fails here — with its own ids, its
// own files (the bytes copied under the new event, served from there) and its references
// rewritten to its own rows; it carries nothing of the attendees (participants, answers,
// statistics) nor the domain; and a copy that fails half-way leaves nothing behind.
import type { MessageInitShape } from '@bufbuild/protobuf';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../../generated/manager/auth_pb';
import { FormFieldType, PostRefObjType, PostType } from '../../../generated/manager/model_pb';
import type { SectionContentSchema } from '../../../generated/manager/model_pb';
import type { DirectoryStorage } from '../../../src/server/areas/files';
import { PREVIEW_HEADER } from '../../../src/common/preview';
import { PDF } from '../support/contentHarness';
import { dbState } from '../support/dbState';
import { photo, put, requestUpload, storedUnder } from '../support/filesHarness';
import { as, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { readWholeEvent } from '../support/publicWhole';

/** Tables with an event_id whose rows are the attendees', never copied. */
const NOT_COPIED = [
  'participants',
  'feedback_answers',
  'stat_client_days',
  'stat_sessions',
  'registration_codes',
  // Who may open the event and who has it open: a copy starts with its owner alone.
  'event_members',
  'event_invitations',
  'team_audit',
  'event_presence',
  // An attendee's favourites moved between devices, their push subscription, and what the
  // push watcher last saw of the programme: the attendees' and the server's, not content.
  'favorite_sets',
  'push_subscriptions',
  'push_watch',
];
/** The server's own logs, which record the copy being made (the copy has a history of its own). */
const CHANGE_LOG = ['changes', 'pending_changes', 'event_history'];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

let server: TestServer;
let a: Session;

beforeAll(async () => {
  server = await startServer();
  a = await newOrganiser(server);
});
afterAll(() => server?.stop());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every table that has an event_id column, from the database's own catalogue. */
const eventTables = async () =>
  (
    await rows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.columns
          WHERE column_name = 'event_id' AND table_schema = current_schema()
          ORDER BY table_name`,
    )
  )
    .map((r) => r.table_name)
    .filter((table) => !CHANGE_LOG.includes(table));

const countIn = async (table: string, eventId: string) =>
  (
    await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE event_id = ${eventId}`,
    )
  )[0]!.n;

/** An uploaded file of the event (processed and 'ok'); its id. */
async function upload(
  eventId: string,
  role: string,
  body: Buffer,
  contentType = 'image/png',
): Promise<string> {
  const res = await requestUpload(server, a, eventId, { role, contentType, name: `${role}.bin` });
  const answer = await put(server, res.uploadLink, body);
  expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  return res.fileId;
}

/** An event with every kind of content, published, with attendees; its ids. */
async function richEvent() {
  const { eventId, key } = await newEvent(server, a, 'Summit 2026');
  const o = as(a);
  const c = server.clients;
  const image = (role: string, w: number, h: number) =>
    photo(w, h, 'png').then((body) => upload(eventId, role, body));
  const header = await image('event__header', 1000, 600);
  const desktop = await image('event__background_desktop', 1000, 600);
  const icon = await image('event__icons', 512, 512);
  const avatar = await image('avatar', 300, 300);
  const logo = await image('sponsor_logo', 400, 200);
  const hallPhoto = await image('cms__image_attachment', 400, 300);
  const pdf = await upload(eventId, 'cms__attachment', PDF, 'application/pdf');

  await c.events.updateEvent(
    {
      eventId,
      key,
      mainImageId: header,
      backgroundDesktopImageId: desktop,
      iconFileId: icon,
      slogan: '<p>Every year</p>',
      timeZone: 'Europe/Moscow',
    },
    o,
  );
  await c.translations.upsertTranslate({ eventId, key: 'tr.footer', value: 'Подвал' }, o);
  await c.events.updateEventPreferenceByKey(
    { eventId, key: 'ui.locale', preference: { payload: { value: 'en-US' } } },
    o,
  );
  await c.events.addOrgInfo({ eventId, name: 'Host Org', logoId: logo, orgInfoId: uuidv7() }, o);
  await c.events.addSponsor({ eventId, name: 'Sponsor', logoId: logo, sponsorId: uuidv7() }, o);
  await c.places.setProfile(
    { eventId, title: 'Expo', description: '<p>Pavilion 3</p>', mainImageId: hallPhoto },
    o,
  );
  const { locationId } = await c.locations.createLocation(
    { eventId, locationId: uuidv7(), name: 'Hall A', imageId: hallPhoto },
    o,
  );
  const content = (kind: NonNullable<MessageInitShape<typeof SectionContentSchema>['kind']>) => ({
    kind,
  });
  await c.cms.addSectionOfLocation(
    {
      eventId,
      locationId,
      itemId: uuidv7(),
      title: 'Floor plan',
      content: content({ case: 'file', value: { fileId: pdf } }),
    },
    o,
  );
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
      content: content({ case: 'textWithPopup', value: { text: '<p>guest</p>' } }),
    },
    o,
  );
  await c.cms.addSection(
    {
      eventId,
      groupId,
      itemId: uuidv7(),
      title: 'Map',
      content: content({ case: 'imageWithPopup', value: { imageId: hallPhoto, imageTitle: 'A' } }),
    },
    o,
  );
  const { groupId: placeGroup } = await c.cms.addGroupOfSectionsByPlaceEvent(
    { eventId, groupId: uuidv7(), title: 'Getting there' },
    o,
  );
  await c.cms.addSection(
    {
      eventId,
      groupId: placeGroup,
      itemId: uuidv7(),
      title: 'Metro',
      content: content({ case: 'extLink', value: { linkUrl: 'https://metro.example/' } }),
    },
    o,
  );
  const { speakerId } = await c.speakers.createSpeaker(
    { eventId, speakerId: uuidv7(), name: 'Ada', bio: '<p>Bio</p>', avatarId: avatar },
    o,
  );
  const start = Date.UTC(2030, 5, 1, 7, 0) / 1000;
  const { meetingId } = await c.meetings.createMeeting(
    {
      eventId,
      meetingId: uuidv7(),
      name: 'Keynote',
      startAt: start,
      endAt: start + 3600,
      speakerIds: [speakerId],
      locationId,
      headerImageId: header,
      showLocationInListMeetings: true,
      text: '<p>Opening</p>',
    },
    o,
  );
  await c.posts.createPost(
    {
      eventId,
      postId: uuidv7(),
      type: PostType.NEWS_PT,
      title: 'See the keynote',
      text: '<p>x</p>',
      refObjectType: PostRefObjType.MEETING,
      refObjectId: meetingId,
      toPublish: true,
    },
    o,
  );
  await c.forms.upsertForm(
    { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
    o,
  );
  await c.forms.upsertForm({ eventId, formId: 'feedback_day-one', name: 'Отзыв' }, o);
  const field = async (formId: string, fieldName: string, fieldType: FormFieldType) =>
    (
      await c.forms.addFieldOfForm(
        {
          eventId,
          formId,
          fieldName,
          fieldType,
          fieldRequired: formId === 'registration',
          fieldId: uuidv7(),
        },
        o,
      )
    ).fieldId;
  const fio = await field('registration', 'ФИО', FormFieldType.FIO);
  const phone = await field('registration', 'Телефон', FormFieldType.PHONE);
  await field('feedback_day-one', 'Как вам?', FormFieldType.TEXT);
  await c.forms.setSequenceOfFields(
    { eventId, formId: 'registration', sequenceOfFields: [phone, fio] },
    o,
  );
  await c.events.publish({ eventId }, o);

  // The attendees' side: a participant, a feedback answer, a day of statistics, favourites
  // moved to another device and a push subscription.
  await c.participants.create(
    {
      eventId,
      clientId: uuidv7(),
      registrationFormData: [
        { fieldId: fio, value: 'Иван Петров' },
        { fieldId: phone, value: '+7(999) 123-45-67' },
      ],
    },
    o,
  );
  await server.app.database.db.execute(
    sql`INSERT INTO feedback_answers (id, event_id, form_id) VALUES (${uuidv7()}, ${eventId}, 'feedback_day-one')`,
  );
  await server.app.database.db.execute(
    sql`INSERT INTO stat_client_days (event_id, day, client_id, sessions, page_views, last_seen)
        VALUES (${eventId}, '2026-05-01', 'c1', 1, 3, now())`,
  );
  await server.app.database.db.execute(
    sql`INSERT INTO favorite_sets (event_id, key_hash, marks) VALUES (${eventId}, 'h1', '{}')`,
  );
  await server.app.database.db.execute(
    sql`INSERT INTO push_subscriptions (endpoint, event_id, key_hash, p256dh, auth, language)
        VALUES (${`https://push.example/${eventId}`}, ${eventId}, 'h1', 'p', 'a', 'ru')`,
  );
  await server.app.database.db.execute(
    sql`INSERT INTO push_watch (event_id, programme) VALUES (${eventId}, '{}')
        ON CONFLICT (event_id) DO NOTHING`,
  );
  await server.app.database.db.execute(
    sql`UPDATE events SET domain = ${`${key}.example.com`}, domain_verified = true WHERE id = ${eventId}`,
  );
  return { eventId, key };
}

/**
 * The ids in a value, in the order they first appear, each replaced by its place; the signatures
 * of file URLs (a preview's) too, since each signs its own event's ids.
 */
function withoutIds(value: unknown): { text: string; ids: string[] } {
  const ids: string[] = [];
  const unsigned = JSON.stringify(value).replace(/([?&]sig=)\d+\.[\w-]+/g, '$1…');
  const text = unsigned.replace(UUID, (id) => {
    if (!ids.includes(id)) ids.push(id);
    return `#${ids.indexOf(id)}`;
  });
  return { text, ids };
}

describe('copying an event', () => {
  it('carries every kind of content with its own ids, files and references, and no attendee', async () => {
    const source = await richEvent();
    const sourceRows = new Map<string, number>();
    for (const table of await eventTables()) {
      sourceRows.set(table, await countIn(table, source.eventId));
    }

    const copy = await server.clients.events.copyEvent(
      { eventId: source.eventId, newEventId: uuidv7() },
      as(a),
    );

    // Every table of an event: the fixture has rows in each, and the copy as many as the
    // source, except the attendees' and the server's own.
    for (const [table, n] of sourceRows) {
      const copied = await countIn(table, copy.newEventId);
      if (NOT_COPIED.includes(table)) {
        expect([table, copied]).toEqual([table, 0]);
      } else {
        expect([table, n > 0]).toEqual([table, true]);
        expect([table, copied]).toEqual([table, n]);
      }
    }
    expect(copy.carried).toEqual({
      texts: sourceRows.get('translations'),
      preferences: 1,
      organizers: 1,
      sponsors: 1,
      files: 7,
      locations: 1,
      sections: 2,
      attachments: 4,
      speakers: 1,
      meetings: 1,
      posts: 1,
      forms: 2,
      formFields: 3,
    });

    // The copy keeps what it carried, for the console to say (the event document's carried).
    const [event] = await rows<{ domain: string | null; published_at: unknown; carried: object }>(
      sql`SELECT domain, published_at, carried FROM events WHERE id = ${copy.newEventId}`,
    );
    expect(event).toEqual({ domain: null, published_at: null, carried: copy.carried });

    // The copy's rows name only the copy's own rows and files: no id of the source's rows
    // appears in any of them.
    const sourceIds = new Set<string>();
    const copyText: string[] = [];
    for (const table of [...sourceRows.keys(), 'events']) {
      const column = table === 'events' ? 'id' : 'event_id';
      const of = async (eventId: string) =>
        JSON.stringify(
          await rows(sql`SELECT * FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${eventId}`),
        );
      for (const id of (await of(source.eventId)).match(UUID) ?? []) sourceIds.add(id);
      copyText.push(await of(copy.newEventId));
    }
    const [{ user_id: owner } = { user_id: '' }] = await rows<{ user_id: string }>(
      sql`SELECT user_id FROM events WHERE id = ${source.eventId}`,
    );
    const shared = [...sourceIds].filter(
      (id) => id !== owner && copyText.some((text) => text.includes(id)),
    );
    expect(shared).toEqual([]);

    // Every file of the copy is served from the copy, with the source's bytes.
    const served = async (eventId: string) => {
      const files = await rows<{ id: string; derived: { fileId: string }[] }>(
        sql`SELECT id, derived FROM files WHERE event_id = ${eventId}`,
      );
      const bodies: string[] = [];
      for (const name of files.flatMap((f) => [f.id, ...f.derived.map((d) => d.fileId)])) {
        // The copy is not published yet: its organiser's session opens its files.
        const res = await fetch(`${server.baseUrl}/api/v1/event_resources/${eventId}/${name}`, {
          headers: { 'access-token': a.idToken },
        });
        expect([name, res.status]).toEqual([name, 200]);
        bodies.push(Buffer.from(await res.arrayBuffer()).toString('base64'));
      }
      return bodies.sort();
    };
    const copyBodies = await served(copy.newEventId);
    expect(copyBodies).toHaveLength(7 + 6 * 3);
    expect(copyBodies).toEqual(await served(source.eventId));

    // Published, the copy shows attendees what the source shows (its posts wait as drafts).
    await server.clients.events.publish({ eventId: copy.newEventId }, as(a));
    // The event asks for registration: its content opens to the organiser's preview.
    const preview = async (eventId: string) => ({
      [PREVIEW_HEADER]: (await server.clients.preview.previewToken({ eventId }, as(a))).token,
    });
    const before = await readWholeEvent(server.baseUrl, source.key, await preview(source.eventId));
    const after = await readWholeEvent(
      server.baseUrl,
      copy.newEventKey,
      await preview(copy.newEventId),
    );
    expect(after.posts).toEqual([]);
    // The key, the title and the texts' version tags are the copy's own.
    const strip = (e: typeof before) => ({
      ...e,
      posts: [],
      title: '',
      eventKey: '',
      textParts: {},
    });
    const [was, is] = [withoutIds(strip(before)), withoutIds(strip(after))];
    expect(JSON.parse(is.text)).toEqual(JSON.parse(was.text));
    expect(after.title).toBe('Summit 2026 (копия)');
    expect(after.speakers.map((s) => s.name)).toEqual(['Ada']);
    expect(is.ids.filter((id) => was.ids.includes(id))).toEqual([]);
  });

  it('leaves nothing behind when the copy fails half-way', async () => {
    const source = await richEvent();
    // A file whose stored bytes are gone: the copy fails on it, after rows were written.
    const [lost] = await rows<{ id: string }>(
      sql`SELECT id FROM files WHERE event_id = ${source.eventId} AND role = 'cms__attachment'`,
    );
    const storage = server.app.files.storage as DirectoryStorage;
    await rm(path.join(storage.root, source.eventId, lost!.id, 'original'));
    const state = await dbState(server);
    const newEventId = uuidv7();

    await expect(
      server.clients.events.copyEvent({ eventId: source.eventId, newEventId }, as(a)),
    ).rejects.toThrow();

    expect(await dbState(server)).toEqual(state);
    expect(await storedUnder(server, newEventId)).toEqual([]);
  });
});
