// manager.Events, Organizers and Translations: each call's effect as the live feed shows it,
// and each of its refusals.
import { ConnectError } from '@connectrpc/connect';
import { sql } from 'drizzle-orm';
import type { Event } from '../../../generated/manager/model_pb';
import { as, newEvent, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { uploadedImage } from '../support/filesHarness';
import { LiveClient } from '../support/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9 };

describe('events', () => {
  let server: TestServer;
  let session: Awaited<ReturnType<typeof newOrganiser>>;
  let live: LiveClient;
  let nextTarget = 1;

  /** The event document as the live feed delivers it now. */
  async function eventDoc(eventId: string): Promise<Event> {
    const target = await live.listen(nextTarget++, LIVE_TARGETS.event.path({ eventId }));
    const doc = target.docs.get(eventId)?.doc;
    if (doc?.case !== 'event') throw new Error(`no event document for ${eventId}`);
    return doc.value;
  }

  async function docsOf(path: string) {
    return (await live.listen(nextTarget++, path)).docs;
  }

  beforeAll(async () => {
    server = await startServer();
    session = await newOrganiser(server);
    live = await LiveClient.connect(server.wsUrl, session.idToken);
  });
  afterAll(async () => {
    await live.close();
    await server.stop();
  });

  it('creates an event with the defaults of the spec and a unique key from its title', async () => {
    const { eventId, key } = await newEvent(server, session, 'Tech Days 2026');
    expect(key).toBe('tech-days-2026');
    const event = await eventDoc(eventId);
    expect(event).toMatchObject({
      eventId,
      extKey: key,
      userId: session.user!.uid,
      language: 'ru',
      title: 'Tech Days 2026',
      isArchive: false,
      theme: {
        currentTheme: 'dark',
        dark: { color1: '#6398FF', color2: '#6398FF', color3: '#232325' },
        light: { color1: '#232523', color2: '#232523', color3: '#89CDFF' },
      },
      showMenuItems: {
        home: true,
        schedule: true,
        speakers: true,
        locations: true,
        info: true,
        sponsors: true,
        notifications: true,
        favorites: true,
      },
    });
    expect(
      (await docsOf(LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }))).get('events.title')
        ?.doc.value,
    ).toMatchObject({
      value: 'Tech Days 2026',
    });
    expect((await newEvent(server, session, 'Tech Days 2026')).key).toBe('tech-days-2026-2');
  });

  it('gives events of one title created at the same moment a key each, and creates all', async () => {
    // Two creates picked the same free key and the later one failed on the unique index
    // as an internal error; nothing told the organiser why their event was missing.
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => newEvent(server, session, 'Parallel Title')),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toEqual([]);
    const keys = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.key] : []));
    expect(new Set(keys).size).toBe(8);
  });

  it('gives each of many events of one title a key of its own', async () => {
    // Found by the consistency suite's long run (hundreds of events titled alike): past the
    // 49 numbered keys a random one was taken unchecked, and a repeat failed as an internal
    // error. A fixed Math.random makes the repeat certain.
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const keys = new Set<string>();
      for (let i = 0; i < 52; i++) keys.add((await newEvent(server, session, 'Same Title')).key);
      expect(keys.size).toBe(52);
      expect(keys).toContain('same-title-50');
    } finally {
      random.mockRestore();
    }
  });

  it('creates in the language asked for, and refuses an id that exists', async () => {
    const { events } = server.clients;
    const res = await events.createEvent(
      { title: 'Summit', language: 'en', description: '<p>Hello</p>' },
      as(session),
    );
    const event = await eventDoc(res.eventId);
    expect(event).toMatchObject({ language: 'en', title: 'Summit', description: '<p>Hello</p>' });
    await refusal(
      events.createEvent({ eventId: res.eventId, title: 'Again', language: '' }, as(session)),
      CODE.alreadyExists,
    );
    await refusal(
      events.createEvent({ title: 'Bad', language: 'zz' }, as(session)),
      CODE.invalidArgument,
    );
  });

  it('updates the key, texts, images and dates that are sent, and only those', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Update me');
    const imageId = await uploadedImage(server, session, eventId);
    const start = Date.UTC(2026, 5, 1) / 1000;
    const res = await events.updateEvent(
      {
        eventId,
        key: '  Renamed_Key ',
        title: 'Updated',
        slogan: '<b>Bold</b> move',
        copyright: '© Org',
        startAt: start,
        endAt: start + 86_400,
        mainImageId: imageId,
      },
      as(session),
    );
    expect(res.filteredEventKey).toBe('Renamed_Key');
    let event = await eventDoc(eventId);
    expect(event).toMatchObject({
      extKey: 'Renamed_Key',
      title: 'Updated',
      slogan: '<b>Bold</b> move',
      copyright: '© Org',
      startAt: start,
      endAt: start + 86_400,
      mainImageId: imageId,
    });

    await events.updateEvent({ eventId, key: 'Renamed_Key', endAt: 0 }, as(session));
    event = await eventDoc(eventId);
    expect(event.endAt).toBeUndefined();
    expect(event).toMatchObject({ title: 'Updated', startAt: start, slogan: '<b>Bold</b> move' });

    // The upload widget's delete: an empty id clears the image, leaving the others.
    await events.updateEvent(
      { eventId, key: 'Renamed_Key', mainImageId: '', iconFileId: '' },
      as(session),
    );
    event = await eventDoc(eventId);
    expect(event).toMatchObject({ mainImageId: '', iconFileId: '', title: 'Updated' });

    expect(
      await refusal(events.updateEvent({ eventId, key: 'ab' }, as(session)), CODE.invalidArgument),
    ).toBe('key: Invalid key (min 3, max 20, [a-zA-Z0-9_-]).');
    expect(
      await refusal(events.updateEvent({ eventId, key: '' }, as(session)), CODE.invalidArgument),
    ).toBe('key: Event Alias is required.');
    expect(
      await refusal(
        events.updateEvent({ eventId, key: 'Renamed_Key', title: ' ' }, as(session)),
        CODE.invalidArgument,
      ),
    ).toBe('title: Name is required.');
    await refusal(
      events.updateEvent(
        { eventId, key: 'Renamed_Key', startAt: start + 10 * 86_400, endAt: start },
        as(session),
      ),
      CODE.invalidArgument,
    );
    const other = await newEvent(server, session, 'Other');
    expect(
      await refusal(
        events.updateEvent({ eventId: other.eventId, key: 'renamed_key' }, as(session)),
        CODE.alreadyExists,
      ),
    ).toBe('key: This key is taken by another event.');
    // A console path is no other event's: said as what it is (issue 30, item 23).
    expect(
      await refusal(
        events.updateEvent({ eventId: other.eventId, key: 'SignIn' }, as(session)),
        CODE.alreadyExists,
      ),
    ).toBe("key: This key is reserved for the console's own pages.");
  });

  it('copies an event with its translations and settings, unpublished and without the domain', async () => {
    const { events, translations } = server.clients;
    const { eventId } = await newEvent(server, session, 'Original');
    await translations.upsertTranslate({ eventId, key: 'tr.footer', value: 'Подвал' }, as(session));
    await events.updateEventPreferenceByKey(
      { eventId, key: 'ui.locale', preference: { payload: { value: 'en-US' } } },
      as(session),
    );
    await events.setTheme(
      { eventId, theme: 'light', themeConfig: { color1: '#112233' } },
      as(session),
    );
    await events.addOrgInfo({ eventId, name: 'Host Org', logoId: '' }, as(session));
    await events.publish({ eventId }, as(session));
    await server.app.database.db.execute(
      sql`UPDATE events SET domain = 'original.example.com', domain_verified = true WHERE id = ${eventId}`,
    );

    const copy = await events.copyEvent({ eventId }, as(session));
    expect(copy.newEventKey).toBe('original-2');
    const event = await eventDoc(copy.newEventId);
    expect(event).toMatchObject({
      // A copy says so, in the language of its title (issue 9, item 10).
      title: 'Original (копия)',
      extKey: 'original-2',
      theme: { currentTheme: 'light', light: { color1: '#112233' } },
    });
    expect(event.publishedAt).toBeUndefined();
    expect(event.domain).toBeUndefined();
    const tr = await docsOf(
      LIVE_TARGETS.translations.path({ eventId: copy.newEventId, lang: 'ru' }),
    );
    expect([...tr.keys()].sort()).toEqual(['events.title', 'tr.footer']);
    expect(
      (await docsOf(LIVE_TARGETS.preferences.path({ eventId: copy.newEventId }))).get('ui.locale')
        ?.doc.value,
    ).toMatchObject({
      payload: { value: 'en-US' },
    });
    const orgs = [...(await docsOf(LIVE_TARGETS.orgs.path({ eventId: copy.newEventId }))).values()];
    expect(orgs.map((o) => (o.doc.case === 'orgInfo' ? o.doc.value.name : ''))).toEqual([
      'Host Org',
    ]);
  });

  it('refuses to archive a published event or one with a verified domain, and restores from archive', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Archive me');
    await events.publish({ eventId }, as(session));
    expect(await refusal(events.toArchive({ eventId }, as(session)), CODE.failedPrecondition)).toBe(
      'Event is published.',
    );
    await events.unpublish({ eventId }, as(session));

    await server.app.database.db.execute(
      sql`UPDATE events SET domain = 'pending.example.com' WHERE id = ${eventId}`,
    );
    await events.toArchive({ eventId }, as(session));
    expect((await eventDoc(eventId)).isArchive).toBe(true);
    expect(await refusal(events.publish({ eventId }, as(session)), CODE.failedPrecondition)).toBe(
      'Event is archived.',
    );
    await events.fromArchive({ eventId }, as(session));
    expect((await eventDoc(eventId)).isArchive).toBe(false);

    await server.app.database.db.execute(
      sql`UPDATE events SET domain_verified = true WHERE id = ${eventId}`,
    );
    expect(await refusal(events.toArchive({ eventId }, as(session)), CODE.failedPrecondition)).toBe(
      'Event with custom domain.',
    );
    expect((await eventDoc(eventId)).isArchive).toBe(false);
  });

  it("lists the owner's archived events apart, and moves an event between the lists live", async () => {
    const { events } = server.clients;
    const kept = await newEvent(server, session, 'Kept in the list');
    const { eventId } = await newEvent(server, session, 'Archived and back');
    const other = await newOrganiser(server);
    const othersArchived = await newEvent(server, other, 'Archived by another');
    await events.toArchive({ eventId: othersArchived.eventId }, as(other));
    const list = await live.listen(nextTarget++, LIVE_TARGETS.events.path({}));
    const archived = await live.listen(nextTarget++, LIVE_TARGETS.archivedEvents.path({}));
    const isArchived = (id: string) => archived.docs.has(id) && !list.docs.has(id);
    const isListed = (id: string) => list.docs.has(id) && !archived.docs.has(id);
    expect(isListed(eventId) && isListed(kept.eventId)).toBe(true);

    await events.toArchive({ eventId }, as(session));
    await live.until(() => isArchived(eventId));
    const doc = archived.docs.get(eventId)?.doc;
    expect(doc?.case === 'event' && doc.value).toMatchObject({
      title: 'Archived and back',
      isArchive: true,
      userId: session.user!.uid,
    });
    // Only the caller's own events, and only the archived ones.
    for (const d of archived.docs.values()) {
      expect(d.doc.case === 'event' && [d.doc.value.userId, d.doc.value.isArchive]).toEqual([
        session.user!.uid,
        true,
      ]);
    }
    expect(archived.docs.has(othersArchived.eventId)).toBe(false);
    expect(isListed(kept.eventId)).toBe(true);

    await events.fromArchive({ eventId }, as(session));
    await live.until(() => isListed(eventId));
  });

  it('publishes with the current time and unpublishes', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Publish me');
    const before = Math.floor(Date.now() / 1000);
    await events.publish({ eventId }, as(session));
    const published = (await eventDoc(eventId)).publishedAt!;
    expect(published).toBeGreaterThanOrEqual(before);
    expect(published).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await events.unpublish({ eventId }, as(session));
    expect((await eventDoc(eventId)).publishedAt).toBeUndefined();
  });

  it('switches the language, and with it the title shown', async () => {
    const { events, translations } = server.clients;
    const { eventId } = await newEvent(server, session, 'Русское название');
    await translations.upsertTranslate(
      { eventId, key: 'events.title', value: 'English title' },
      { headers: { ...as(session).headers, language: 'en' } },
    );
    expect((await eventDoc(eventId)).title).toBe('Русское название');
    await events.setLanguage({ eventId, language: 'en' }, as(session));
    expect(await eventDoc(eventId)).toMatchObject({ language: 'en', title: 'English title' });
    await refusal(
      events.setLanguage({ eventId, language: 'english' }, as(session)),
      CODE.invalidArgument,
    );
  });

  it('sets the theme with its colours, and the menu visibility', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Design');
    await events.setTheme(
      {
        eventId,
        theme: 'light',
        themeConfig: { color1: '#000000', color3: 'rgba(10, 20, 30, 0.5)' },
      },
      as(session),
    );
    expect((await eventDoc(eventId)).theme).toMatchObject({
      currentTheme: 'light',
      light: { color1: '#000000', color2: '#232523', color3: 'rgba(10, 20, 30, 0.5)' },
      dark: { color1: '#6398FF' },
    });
    await refusal(
      events.setTheme({ eventId, theme: 'neon', themeConfig: {} }, as(session)),
      CODE.invalidArgument,
    );
    await refusal(
      events.setTheme({ eventId, theme: 'dark', themeConfig: { color4: '#fff' } }, as(session)),
      CODE.invalidArgument,
    );

    await events.setShowMenuItems(
      { eventId, showMenuItems: { favorites: false, sponsors: false } },
      as(session),
    );
    expect((await eventDoc(eventId)).showMenuItems).toMatchObject({
      favorites: false,
      sponsors: false,
      home: true,
    });
    await refusal(
      events.setShowMenuItems({ eventId, showMenuItems: { admin: true } }, as(session)),
      CODE.invalidArgument,
    );
  });

  it('keeps preferences by key and deletes them', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Prefs');
    await events.updateEventPreferenceByKey(
      { eventId, key: 'ui.main_colors', preference: { payload: { color1: '#ffffff' } } },
      as(session),
    );
    await events.updateEventPreferenceByKey(
      { eventId, key: 'ui.icons.home', preference: { payload: { name: 'house' } } },
      as(session),
    );
    expect([...(await docsOf(LIVE_TARGETS.preferences.path({ eventId }))).keys()].sort()).toEqual([
      'ui.icons.home',
      'ui.main_colors',
    ]);
    await events.deleteEventPreferenceByKey({ eventId, key: 'ui.icons.home' }, as(session));
    expect([...(await docsOf(LIVE_TARGETS.preferences.path({ eventId }))).keys()]).toEqual([
      'ui.main_colors',
    ]);
    await refusal(
      events.deleteEventPreferenceByKey({ eventId, key: 'ui.icons.home' }, as(session)),
      CODE.notFound,
    );
    await refusal(
      events.updateEventPreferenceByKey(
        { eventId, key: 'ui.locale', preference: { payload: { value: 'de-DE' } } },
        as(session),
      ),
      CODE.invalidArgument,
    );
  });

  it('keeps the footer preferences and refuses values the app could not use', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Footer');
    const link = 'https://example.com/about?from=app';
    await events.updateEventPreferenceByKey(
      { eventId, key: 'ui.footer_visible', preference: { payload: { value: 'false' } } },
      as(session),
    );
    await events.updateEventPreferenceByKey(
      { eventId, key: 'ui.footer_link', preference: { payload: { value: link } } },
      as(session),
    );
    const saved = await docsOf(LIVE_TARGETS.preferences.path({ eventId }));
    expect(saved.get('ui.footer_visible')?.doc.value).toMatchObject({
      payload: { value: 'false' },
    });
    expect(saved.get('ui.footer_link')?.doc.value).toMatchObject({ payload: { value: link } });

    for (const [key, value] of [
      ['ui.footer_visible', 'no'],
      ['ui.footer_link', 'ftp://example.com/file'],
      ['ui.footer_link', 'javascript:alert(1)'],
    ] as const) {
      await refusal(
        events.updateEventPreferenceByKey(
          { eventId, key, preference: { payload: { value } } },
          as(session),
        ),
        CODE.invalidArgument,
      );
    }
    // Clearing the link deletes it; the refused writes changed nothing.
    await events.deleteEventPreferenceByKey({ eventId, key: 'ui.footer_link' }, as(session));
    const after = await docsOf(LIVE_TARGETS.preferences.path({ eventId }));
    expect([...after.keys()]).toEqual(['ui.footer_visible']);
    expect(after.get('ui.footer_visible')?.doc.value).toMatchObject({
      payload: { value: 'false' },
    });
  });

  it('manages organizer entries and sponsors', async () => {
    const { events } = server.clients;
    const { eventId } = await newEvent(server, session, 'Parties');
    const { orgInfoId } = await events.addOrgInfo(
      { eventId, name: 'First', logoId: '' },
      as(session),
    );
    await events.updateOrgInfo(
      { eventId, orgInfoId, name: 'First, renamed', logoId: '' },
      as(session),
    );
    const { sponsorId } = await events.addSponsor(
      { eventId, name: 'Sponsor', logoId: '' },
      as(session),
    );
    await events.updateSponsor(
      { eventId, sponsorId, name: 'Gold sponsor', logoId: '' },
      as(session),
    );
    expect(
      (await docsOf(LIVE_TARGETS.orgs.path({ eventId }))).get(orgInfoId)?.doc.value,
    ).toMatchObject({
      name: 'First, renamed',
    });
    expect(
      (await docsOf(LIVE_TARGETS.sponsors.path({ eventId }))).get(sponsorId)?.doc.value,
    ).toMatchObject({
      name: 'Gold sponsor',
    });
    await events.delOrgInfo({ eventId, orgInfoId }, as(session));
    await events.delSponsor({ eventId, sponsorId }, as(session));
    expect((await docsOf(LIVE_TARGETS.orgs.path({ eventId }))).size).toBe(0);
    expect((await docsOf(LIVE_TARGETS.sponsors.path({ eventId }))).size).toBe(0);
    await refusal(events.delOrgInfo({ eventId, orgInfoId }, as(session)), CODE.notFound);
    await refusal(
      events.addOrgInfo({ eventId, name: '', logoId: '' }, as(session)),
      CODE.invalidArgument,
    );
  });

  it('names the organisation and derives its key', async () => {
    const { organizers } = server.clients;
    const res = await organizers.setOrgInfo({ orgName: 'Конференции и Ко' }, as(session));
    expect(res).toMatchObject({ orgId: session.user!.uid, filteredOrgKey: 'konferentsii-i-ko' });
    const org = (await docsOf(LIVE_TARGETS.organisation.path({ uid: session.user!.uid }))).get(
      session.user!.uid,
    )?.doc.value;
    expect(org).toMatchObject({
      orgName: 'Конференции и Ко',
      orgKey: 'konferentsii-i-ko',
      email: session.user!.email,
    });
    expect(
      await refusal(organizers.setOrgInfo({ orgName: '  ' }, as(session)), CODE.invalidArgument),
    ).toBe('orgName: Account Name is required.');
  });

  it('writes translations in the language of the call, else the event language', async () => {
    const { translations } = server.clients;
    const { eventId } = await newEvent(server, session, 'Words');
    await translations.upsertTranslate({ eventId, key: 'tr.bio', value: 'Биография' }, as(session));
    await translations.upsertTranslate(
      { eventId, key: 'tr.bio', value: 'Biography' },
      { headers: { ...as(session).headers, language: 'en' } },
    );
    expect(
      (await docsOf(LIVE_TARGETS.translations.path({ eventId, lang: 'ru' }))).get('tr.bio')?.doc
        .value,
    ).toMatchObject({ value: 'Биография' });
    expect(
      (await docsOf(LIVE_TARGETS.translations.path({ eventId, lang: 'en' }))).get('tr.bio')?.doc
        .value,
    ).toMatchObject({ value: 'Biography' });
    await refusal(
      translations.upsertTranslate({ eventId, key: 'bad key!', value: 'x' }, as(session)),
      CODE.invalidArgument,
    );
  });

  it('answers every call with request-id, server-ts and request-duration trailers', async () => {
    const seen: Headers[] = [];
    const onTrailer = (t: Headers) => seen.push(t);
    await server.clients.events.createEvent(
      { title: 'Trailers', language: '' },
      { ...as(session), onTrailer },
    );
    // A refused call carries them too, as the error's metadata.
    const failure = await server.clients.events.publish({ eventId: 'not-an-id' }, as(session)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ConnectError);
    seen.push((failure as ConnectError).metadata);
    expect(seen).toHaveLength(2);
    for (const trailer of seen) {
      expect(trailer.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number(trailer.get('server-ts'))).toBeGreaterThan(Date.now() - 60_000);
      expect(Number(trailer.get('request-duration'))).toBeGreaterThanOrEqual(0);
    }
    expect(seen[0]!.get('request-id')).not.toBe(seen[1]!.get('request-id'));
  });
});
