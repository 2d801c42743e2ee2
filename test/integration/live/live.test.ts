// The live feed over a real WebSocket: snapshots, every target of the console, resume after a
// dropped connection, resets, several clients, removal of a target and bursts of changes.
import { create, toBinary, toJson } from '@bufbuild/protobuf';
import type { JsonValue } from '@bufbuild/protobuf';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ChangeKind, DocumentSchema } from '../../../generated/live/live_pb';
import type { Document, DocumentChange } from '../../../generated/live/live_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { translations } from '../../../src/server/db/schema';
import { as, newEvent, newOrganiser, serverPerFile } from '../support/harness';
import type { TestServer } from '../support/harness';
import type { LiveClient } from '../support/liveClient';
import type { TargetState } from '../support/liveClient';
import { SHIPPED_DEFAULT_KEYS } from '../../../src/common/defaultKeys';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { liveDigest } from '../../../src/common/liveDigest';

type DocCase = NonNullable<Document['doc']['case']>;
type DocValues = { [K in DocCase]: Extract<Document['doc'], { case: K }>['value'] };

/** The typed value of a document of one kind, or undefined. */
function docOf<C extends DocCase>(d: Document | undefined, kind: C): DocValues[C] | undefined {
  return d?.doc.case === kind ? (d.doc.value as DocValues[C]) : undefined;
}

/** A mirror as plain JSON keyed by document id, for deep comparison. */
function mirror(docs: Map<string, Document>): Record<string, JsonValue> {
  return Object.fromEntries([...docs].map(([id, doc]) => [id, toJson(DocumentSchema, doc)]));
}

/** The change frames of one target among the frames a client received from index `from` on. */
function changeFrames(live: LiveClient, targetId: number, from = 0): DocumentChange[] {
  return live.frames
    .slice(from)
    .flatMap((f) =>
      f.kind.case === 'change' && f.kind.value.targetId === targetId ? [f.kind.value] : [],
    );
}

/** Indexes of the frames of one target of a given case, in arrival order. */
function frameIndexes(live: LiveClient, targetId: number, kind: 'change' | 'current' | 'reset') {
  const indexes: number[] = [];
  live.frames.forEach((f, i) => {
    if (f.kind.case === kind && f.kind.value.targetId === targetId) indexes.push(i);
  });
  return indexes;
}

const isDecimal = (token: string) => /^\d+$/.test(token);

/** Resume tokens as numbers; each must be a decimal sequence. */
function tokensOf(changes: DocumentChange[]): number[] {
  for (const c of changes) expect(c.resumeToken).toMatch(/^\d+$/);
  return changes.map((c) => Number(c.resumeToken));
}

function expectIncreasing(values: number[]): void {
  for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1]!);
}

const sortedIds = (changes: { docId: string }[]) => changes.map((c) => c.docId).sort();

describe('live feed', () => {
  let server: TestServer;
  const suite = serverPerFile();
  const { connect } = suite;
  beforeAll(() => {
    server = suite.server;
  });

  /** Waits until the server has handled every frame this client sent so far. */
  async function roundTrip(live: LiveClient): Promise<void> {
    const seen = live.frames.length;
    live.send({ kind: { case: 'ping', value: { nonce: seen } } });
    await live.until(() => live.frames.slice(seen).some((f) => f.kind.case === 'heartbeat'));
  }

  /** What a new client gets as the snapshot of a target now. */
  async function freshSnapshot(session: Session, path: string) {
    const live = await connect(session);
    const target = await live.listen(1, path);
    expect(target.error).toBeUndefined();
    return mirror(target.docs);
  }

  const withLanguage = (session: Session, language: string) => ({
    headers: { ...as(session).headers, language },
  });

  async function setTitle(session: Session, e: { eventId: string; key: string }, title: string) {
    await server.clients.events.updateEvent({ eventId: e.eventId, key: e.key, title }, as(session));
  }

  async function setSlogan(session: Session, e: { eventId: string; key: string }, slogan: string) {
    await server.clients.events.updateEvent(
      { eventId: e.eventId, key: e.key, slogan },
      as(session),
    );
  }

  it('starts a target with its snapshot as ADDED, then current, then follows with MODIFIED', async () => {
    const session = await newOrganiser(server);
    const first = await newEvent(server, session, 'Snapshot one');
    const second = await newEvent(server, session, 'Snapshot two');

    const live = await connect(session);
    const list = await live.listen(1, LIVE_TARGETS.events.path({}));
    const currentToken = list.resumeToken;
    const [current, ...moreCurrent] = frameIndexes(live, 1, 'current');
    expect(moreCurrent).toEqual([]);
    const snapshot = changeFrames(live, 1);
    expect(snapshot.map((c) => c.kind)).toEqual([ChangeKind.ADDED, ChangeKind.ADDED]);
    expect(sortedIds(snapshot)).toEqual([first.eventId, second.eventId].sort());
    expect(Math.max(...frameIndexes(live, 1, 'change'))).toBeLessThan(current!);
    expect(isDecimal(currentToken)).toBe(true);
    for (const token of tokensOf(snapshot)) {
      expect(token).toBeLessThanOrEqual(Number(currentToken));
    }
    expect(docOf(list.docs.get(first.eventId), 'event')?.title).toBe('Snapshot one');

    const titles = ['Snapshot one, v2', 'Snapshot one, v3', 'Snapshot one, v4'];
    for (const title of titles) {
      await setTitle(session, first, title);
      await live.until(() => docOf(list.docs.get(first.eventId), 'event')?.title === title);
    }
    const later = changeFrames(live, 1, current! + 1);
    expect(later.map((c) => c.kind)).toEqual(titles.map(() => ChangeKind.MODIFIED));
    expect(later.map((c) => docOf(c.document, 'event')?.title)).toEqual(titles);
    const tokens = tokensOf(later);
    expect(tokens[0]).toBeGreaterThan(Number(currentToken));
    expectIncreasing(tokens);
  });

  describe('targets', () => {
    it("'events' holds the caller's events that are not archived, following archive and restore", async () => {
      const session = await newOrganiser(server);
      const other = await newOrganiser(server);
      const kept = await newEvent(server, session, 'Kept event');
      const archived = await newEvent(server, session, 'Archived event');
      await server.clients.events.toArchive({ eventId: archived.eventId }, as(session));
      const foreign = await newEvent(server, other, 'Foreign event');

      const live = await connect(session);
      const list = await live.listen(1, LIVE_TARGETS.events.path({}));
      expect([...list.docs.keys()]).toEqual([kept.eventId]);
      expect(docOf(list.docs.get(kept.eventId), 'event')).toMatchObject({
        eventId: kept.eventId,
        userId: session.user!.uid,
        title: 'Kept event',
        isArchive: false,
      });

      // Another organiser's writes never reach this list: a later change of ours marks the point.
      await setTitle(other, foreign, 'Foreign, renamed');
      const foreignNew = await newEvent(server, other, 'Foreign two');
      await setTitle(session, kept, 'Kept, renamed');
      await live.until(
        () => docOf(list.docs.get(kept.eventId), 'event')?.title === 'Kept, renamed',
      );
      expect(sortedIds(changeFrames(live, 1))).not.toContain(foreign.eventId);
      expect(sortedIds(changeFrames(live, 1))).not.toContain(foreignNew.eventId);
      // Nor can their event be listened to.
      const refused = await live.listen(2, LIVE_TARGETS.event.path({ eventId: foreign.eventId }));
      expect(refused.error).toEqual({ code: 5, message: 'Event not found.' });
      expect(refused.docs.size).toBe(0);

      await server.clients.events.toArchive({ eventId: kept.eventId }, as(session));
      await live.until(() => !list.docs.has(kept.eventId));
      await server.clients.events.fromArchive({ eventId: archived.eventId }, as(session));
      await live.until(() => list.docs.has(archived.eventId));
      expect(docOf(list.docs.get(archived.eventId), 'event')?.isArchive).toBe(false);
      await server.clients.events.fromArchive({ eventId: kept.eventId }, as(session));
      await live.until(() => list.docs.has(kept.eventId));

      const kinds = (id: string) =>
        changeFrames(live, 1)
          .filter((c) => c.docId === id)
          .map((c) => c.kind);
      expect(kinds(kept.eventId)).toEqual([
        ChangeKind.ADDED,
        ChangeKind.MODIFIED,
        ChangeKind.REMOVED,
        ChangeKind.ADDED,
      ]);
      expect(kinds(archived.eventId)).toEqual([ChangeKind.ADDED]);
      const removal = changeFrames(live, 1).find((c) => c.kind === ChangeKind.REMOVED)!;
      expect(removal.document).toBeUndefined();
      expect(mirror(list.docs)).toEqual(await freshSnapshot(session, LIVE_TARGETS.events.path({})));
    });

    it("'events/{id}' holds that event, archived or not", async () => {
      const session = await newOrganiser(server);
      const event = await newEvent(server, session, 'Single event');
      const live = await connect(session);
      const target = await live.listen(1, LIVE_TARGETS.event.path({ eventId: event.eventId }));
      expect([...target.docs.keys()]).toEqual([event.eventId]);
      expect(docOf(target.docs.get(event.eventId), 'event')).toMatchObject({
        eventId: event.eventId,
        extKey: event.key,
        title: 'Single event',
        language: 'ru',
      });

      await setSlogan(session, event, 'Come along');
      await live.until(
        () => docOf(target.docs.get(event.eventId), 'event')?.slogan === 'Come along',
      );
      await server.clients.events.toArchive({ eventId: event.eventId }, as(session));
      await live.until(() => docOf(target.docs.get(event.eventId), 'event')?.isArchive === true);
      expect(target.changes.map((c) => c.kind)).toEqual([
        ChangeKind.ADDED,
        ChangeKind.MODIFIED,
        ChangeKind.MODIFIED,
      ]);

      const malformed = await live.listen(2, LIVE_TARGETS.event.path({ eventId: 'not-a-uuid' }));
      expect(malformed.error?.code).toBe(3);
      const missing = await live.listen(3, LIVE_TARGETS.event.path({ eventId: uuidv7() }));
      expect(missing.error).toEqual({ code: 5, message: 'Event not found.' });
    });

    it("'organisations/{uid}' holds the caller's organisation and follows setOrgInfo", async () => {
      const session = await newOrganiser(server);
      const other = await newOrganiser(server);
      const uid = session.user!.uid;
      const live = await connect(session);
      const target = await live.listen(1, LIVE_TARGETS.organisation.path({ uid: uid }));
      expect([...target.docs.keys()]).toEqual([uid]);
      expect(docOf(target.docs.get(uid), 'organisation')).toMatchObject({
        id: uid,
        email: session.user!.email,
        orgName: '',
      });

      const res = await server.clients.organizers.setOrgInfo(
        { orgName: 'Acme Events' },
        as(session),
      );
      await live.until(
        () => docOf(target.docs.get(uid), 'organisation')?.orgName === 'Acme Events',
      );
      expect(docOf(target.docs.get(uid), 'organisation')?.orgKey).toBe(res.filteredOrgKey);
      expect(target.changes.map((c) => c.kind)).toEqual([ChangeKind.ADDED, ChangeKind.MODIFIED]);

      const refused = await live.listen(
        2,
        LIVE_TARGETS.organisation.path({ uid: other.user!.uid }),
      );
      expect(refused.error?.code).toBe(5);
      expect(refused.docs.size).toBe(0);
    });

    it("'events/{id}/translations/{lang}' holds one language, chosen by the language metadata", async () => {
      const session = await newOrganiser(server);
      const event = await newEvent(server, session, 'Конференция');
      const live = await connect(session);
      const ru = await live.listen(
        1,
        LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'ru' }),
      );
      const en = await live.listen(
        2,
        LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'en' }),
      );
      const doc = await live.listen(3, LIVE_TARGETS.event.path({ eventId: event.eventId }));
      const value = (t: TargetState, key: string) => docOf(t.docs.get(key), 'translation')?.value;
      const title = () => docOf(doc.docs.get(event.eventId), 'event')?.title;
      expect(mirror(ru.docs)).toEqual({
        'events.title': toJson(
          DocumentSchema,
          create(DocumentSchema, {
            doc: {
              case: 'translation',
              value: {
                eventId: event.eventId,
                lang: 'ru',
                key: 'events.title',
                value: 'Конференция',
              },
            },
          }),
        ),
      });
      expect(en.docs.size).toBe(0);

      const translate = server.clients.translations;
      await translate.upsertTranslate(
        { eventId: event.eventId, key: 'menu.home', value: 'Home' },
        withLanguage(session, 'en'),
      );
      await live.until(() => value(en, 'menu.home') === 'Home');
      expect(docOf(en.docs.get('menu.home'), 'translation')).toMatchObject({
        eventId: event.eventId,
        lang: 'en',
        key: 'menu.home',
      });
      // Marker: a Russian value of the same key, after which the English one must not be in ru.
      await translate.upsertTranslate(
        { eventId: event.eventId, key: 'menu.home', value: 'Главная' },
        withLanguage(session, 'ru'),
      );
      await live.until(() => value(ru, 'menu.home') === 'Главная');
      expect(
        changeFrames(live, 1)
          .filter((c) => c.docId === 'menu.home')
          .map((c) => [c.kind, docOf(c.document, 'translation')?.value]),
      ).toEqual([[ChangeKind.ADDED, 'Главная']]);
      expect(value(en, 'menu.home')).toBe('Home');

      // The event title is the translation 'events.title' of the event language.
      await setTitle(session, event, 'Новое название');
      await live.until(
        () => value(ru, 'events.title') === 'Новое название' && title() === 'Новое название',
      );
      expect(
        changeFrames(live, 1)
          .filter((c) => c.docId === 'events.title')
          .map((c) => c.kind),
      ).toEqual([ChangeKind.ADDED, ChangeKind.MODIFIED]);

      // An English title is not the event's title while the event language is Russian...
      await translate.upsertTranslate(
        { eventId: event.eventId, key: 'events.title', value: 'New name' },
        withLanguage(session, 'en'),
      );
      await live.until(() => value(en, 'events.title') === 'New name');
      await setSlogan(session, event, 'Marker');
      await live.until(() => docOf(doc.docs.get(event.eventId), 'event')?.slogan === 'Marker');
      expect(title()).toBe('Новое название');
      expect(value(ru, 'events.title')).toBe('Новое название');
      // ...and becomes it when the event language changes.
      await server.clients.events.setLanguage(
        { eventId: event.eventId, language: 'en' },
        as(session),
      );
      await live.until(() => title() === 'New name');
      expect(docOf(doc.docs.get(event.eventId), 'event')?.language).toBe('en');

      expect(mirror(ru.docs)).toEqual(
        await freshSnapshot(
          session,
          LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'ru' }),
        ),
      );
      expect(mirror(en.docs)).toEqual(
        await freshSnapshot(
          session,
          LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'en' }),
        ),
      );
      const invalid = await live.listen(
        4,
        LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'xx' }),
      );
      expect(invalid.error?.code).toBe(3);
    });

    it("'events/{id}/preferences' follows an update and a delete", async () => {
      const session = await newOrganiser(server);
      const event = await newEvent(server, session);
      const live = await connect(session);
      const prefs = await live.listen(1, LIVE_TARGETS.preferences.path({ eventId: event.eventId }));
      expect(prefs.docs.size).toBe(0);
      const payload = () => docOf(prefs.docs.get('ui.locale'), 'preference')?.payload;

      const events = server.clients.events;
      const update = (value: string) =>
        events.updateEventPreferenceByKey(
          { eventId: event.eventId, key: 'ui.locale', preference: { payload: { value } } },
          as(session),
        );
      await update('en-US');
      await live.until(() => payload()?.value === 'en-US');
      expect(docOf(prefs.docs.get('ui.locale'), 'preference')).toMatchObject({
        eventId: event.eventId,
        key: 'ui.locale',
      });
      await update('ru-RU');
      await live.until(() => payload()?.value === 'ru-RU');
      await events.deleteEventPreferenceByKey(
        { eventId: event.eventId, key: 'ui.locale' },
        as(session),
      );
      await live.until(() => !prefs.docs.has('ui.locale'));
      expect(prefs.changes).toEqual([
        { kind: ChangeKind.ADDED, docId: 'ui.locale' },
        { kind: ChangeKind.MODIFIED, docId: 'ui.locale' },
        { kind: ChangeKind.REMOVED, docId: 'ui.locale' },
      ]);
      expect(mirror(prefs.docs)).toEqual(
        await freshSnapshot(session, LIVE_TARGETS.preferences.path({ eventId: event.eventId })),
      );
    });

    it("'events/{id}/orgs' follows addOrgInfo, updateOrgInfo and delOrgInfo", async () => {
      const session = await newOrganiser(server);
      const event = await newEvent(server, session);
      const live = await connect(session);
      const orgs = await live.listen(1, LIVE_TARGETS.orgs.path({ eventId: event.eventId }));
      expect(orgs.docs.size).toBe(0);
      const events = server.clients.events;
      const orgInfoId = uuidv7();
      const name = () => docOf(orgs.docs.get(orgInfoId), 'orgInfo')?.name;

      const added = await events.addOrgInfo(
        { eventId: event.eventId, orgInfoId, name: 'Host', logoId: '' },
        as(session),
      );
      expect(added.orgInfoId).toBe(orgInfoId);
      await live.until(() => name() === 'Host');
      expect(docOf(orgs.docs.get(orgInfoId), 'orgInfo')).toMatchObject({
        orgInfoId,
        eventId: event.eventId,
        logoId: '',
      });
      await events.updateOrgInfo(
        { eventId: event.eventId, orgInfoId, name: 'Co-host', logoId: '' },
        as(session),
      );
      await live.until(() => name() === 'Co-host');
      await events.delOrgInfo({ eventId: event.eventId, orgInfoId }, as(session));
      await live.until(() => !orgs.docs.has(orgInfoId));
      expect(orgs.changes).toEqual([
        { kind: ChangeKind.ADDED, docId: orgInfoId },
        { kind: ChangeKind.MODIFIED, docId: orgInfoId },
        { kind: ChangeKind.REMOVED, docId: orgInfoId },
      ]);
    });

    it("'default_keys' holds the seeded wording and menu defaults", async () => {
      const session = await newOrganiser(server);
      const live = await connect(session);
      const keys = await live.listen(1, LIVE_TARGETS.defaultKeys.path({}));
      expect(keys.changes.every((c) => c.kind === ChangeKind.ADDED)).toBe(true);
      expect(docOf(keys.docs.get('ui.home'), 'defaultKey')).toMatchObject({
        key: 'ui.home',
        group: 'menu',
        show: 'true',
      });
      const places = docOf(keys.docs.get('tr.place_locations'), 'defaultKey');
      expect(places?.texts.ru).toMatchObject({
        label: 'Список локаций',
        value: 'Места проведения',
      });
      expect(places?.texts.en).toMatchObject({ label: 'Locations list', value: 'Locations' });
    });

    const withoutTypeName = (name: string, value: unknown) =>
      name === '$typeName' ? undefined : value;

    it("the console ships the same defaults as 'default_keys', for a tab that never reached it", async () => {
      const session = await newOrganiser(server);
      const live = await connect(session);
      const keys = await live.listen(1, LIVE_TARGETS.defaultKeys.path({}));
      const served = [...keys.docs.values()]
        .map((doc) => docOf(doc, 'defaultKey'))
        .map((k) => ({
          key: k?.key,
          group: k?.group,
          sort: k?.sort,
          texts: k?.texts,
          show: k?.show,
        }))
        // Plain data, as the console's JSON has it: without protobuf-es's type names.
        .map((k) => ({
          ...k,
          texts: JSON.parse(JSON.stringify(k.texts, withoutTypeName)) as unknown,
        }))
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
      expect(served.length).toBeGreaterThan(20);
      expect(served).toEqual([...SHIPPED_DEFAULT_KEYS].sort((a, b) => a.sort - b.sort));
    });
  });

  describe('resume', () => {
    it('after a dropped socket delivers each changed document once and nothing else', async () => {
      const session = await newOrganiser(server);
      const events = server.clients.events;
      const one = await newEvent(server, session, 'Resume one');
      await events.updateEvent(
        { eventId: one.eventId, key: one.key, description: '<p>Intro</p>' },
        as(session),
      );
      const two = await newEvent(server, session, 'Resume two');
      const three = await newEvent(server, session, 'Resume three');
      const still = await newEvent(server, session, 'Resume untouched');
      const translationsPath = LIVE_TARGETS.translations.path({ eventId: one.eventId, lang: 'ru' });

      // An observer that stays connected: once it has seen the last change, the hub has too.
      const observer = await connect(session);
      const observed = await observer.listen(1, translationsPath);

      const live = await connect(session);
      const list = await live.listen(1, LIVE_TARGETS.events.path({}));
      const tr = await live.listen(2, translationsPath);
      expect(list.docs.size).toBe(4);
      expect([...tr.docs.keys()].sort()).toEqual(['events.description', 'events.title']);
      const held = {
        list: { docs: new Map(list.docs), token: list.resumeToken },
        tr: { docs: new Map(tr.docs), token: tr.resumeToken },
      };
      const digestOf = (docs: Map<string, Document>) =>
        liveDigest([...docs.values()].map((d) => toBinary(DocumentSchema, d)));
      const currentDigest = (client: LiveClient, targetId: number) =>
        client.frames
          .filter((f) => f.kind.case === 'current' && f.kind.value.targetId === targetId)
          .map((f) => (f.kind.case === 'current' ? f.kind.value.digest : undefined))
          .at(-1);
      // A snapshot is what the client holds: its 'current' carries no digest.
      expect(currentDigest(live, 1)).toBeUndefined();
      const stale = digestOf(held.list.docs);
      live.drop();
      await live.until(() => live.closed !== null);

      const four = await newEvent(server, session, 'Resume four');
      for (const title of ['Resume one, v2', 'Resume one, v3', 'Resume one, v4']) {
        await setTitle(session, one, title);
      }
      await setSlogan(session, two, 'Changed once');
      await setSlogan(session, two, 'Changed twice');
      await events.toArchive({ eventId: three.eventId }, as(session));
      await server.clients.translations.upsertTranslate(
        { eventId: one.eventId, key: 'menu.home', value: 'Главная' },
        as(session),
      );
      await observer.until(
        () => docOf(observed.docs.get('menu.home'), 'translation') !== undefined,
      );

      const again = await connect(session);
      for (const [targetId, held1] of [
        [1, held.list],
        [2, held.tr],
      ] as const) {
        again.targets.set(targetId, {
          docs: held1.docs,
          resumeToken: held1.token,
          current: false,
          changes: [],
        });
      }
      const list2 = await again.listen(1, LIVE_TARGETS.events.path({}), held.list.token);
      const tr2 = await again.listen(2, translationsPath, held.tr.token);

      expect(again.frames.filter((f) => f.kind.case === 'reset')).toEqual([]);
      // A resume's 'current' carries the digest of what the target holds now: the resumed copy
      // agrees with it, and the copy from before the changes would not have.
      for (const [targetId, state] of [
        [1, list2],
        [2, tr2],
      ] as const) {
        expect(currentDigest(again, targetId)).toMatchObject(digestOf(state.docs));
      }
      expect(currentDigest(again, 1)).toMatchObject({ count: 4 });
      expect(currentDigest(again, 1)).not.toMatchObject(stale);
      expect(mirror(list2.docs)).toEqual(
        await freshSnapshot(session, LIVE_TARGETS.events.path({})),
      );
      expect(mirror(tr2.docs)).toEqual(await freshSnapshot(session, translationsPath));
      expect([...list2.docs.keys()].sort()).toEqual(
        [one.eventId, two.eventId, four.eventId, still.eventId].sort(),
      );
      expect(docOf(list2.docs.get(one.eventId), 'event')?.title).toBe('Resume one, v4');
      expect(docOf(list2.docs.get(two.eventId), 'event')?.slogan).toBe('Changed twice');

      // One change per changed document, none for the untouched ones.
      expect(sortedIds(list2.changes)).toEqual(
        [one.eventId, two.eventId, three.eventId, four.eventId].sort(),
      );
      const kindOf = (id: string) => list2.changes.find((c) => c.docId === id)?.kind;
      expect(kindOf(three.eventId)).toBe(ChangeKind.REMOVED);
      for (const id of [one.eventId, two.eventId, four.eventId]) {
        expect([ChangeKind.ADDED, ChangeKind.MODIFIED]).toContain(kindOf(id));
      }
      expect(sortedIds(tr2.changes)).toEqual(['events.title', 'menu.home']);

      for (const [targetId, token] of [
        [1, held.list.token],
        [2, held.tr.token],
      ] as const) {
        const tokens = tokensOf(changeFrames(again, targetId));
        expect(Math.min(...tokens)).toBeGreaterThan(Number(token));
        expectIncreasing(tokens);
        const current = again.targets.get(targetId)!.resumeToken;
        expect(Number(current)).toBeGreaterThanOrEqual(Math.max(...tokens));
      }
    });

    it.each([
      ['newer than anything the server has', '999999999'],
      ['malformed', 'abc'],
    ])('with a token %s gets a reset and the full snapshot', async (_case, token) => {
      const session = await newOrganiser(server);
      const a = await newEvent(server, session, 'Reset one');
      const b = await newEvent(server, session, 'Reset two');
      const live = await connect(session);
      // A stale document the client believes in; the reset must drop it.
      const ghost = create(DocumentSchema, {
        doc: { case: 'event', value: { eventId: 'ghost', title: 'Gone' } },
      });
      live.targets.set(1, {
        docs: new Map([['ghost', ghost]]),
        resumeToken: token,
        current: false,
        changes: [],
      });
      const list = await live.listen(1, LIVE_TARGETS.events.path({}), token);
      const [reset, ...moreResets] = frameIndexes(live, 1, 'reset');
      expect(reset).toBeDefined();
      expect(moreResets).toEqual([]);
      expect(Math.min(...frameIndexes(live, 1, 'change'))).toBeGreaterThan(reset!);
      expect(list.changes.map((c) => c.kind)).toEqual([ChangeKind.ADDED, ChangeKind.ADDED]);
      expect(sortedIds(list.changes)).toEqual([a.eventId, b.eventId].sort());
      expect(isDecimal(list.resumeToken)).toBe(true);
      expect(mirror(list.docs)).toEqual(await freshSnapshot(session, LIVE_TARGETS.events.path({})));
    });
  });

  it('delivers every change to two clients of one user, and nothing to a removed target', async () => {
    const session = await newOrganiser(server);
    const event = await newEvent(server, session, 'Shared event');
    const a = await connect(session);
    const b = await connect(session);
    const path = LIVE_TARGETS.event.path({ eventId: event.eventId });
    const orgsPath = LIVE_TARGETS.orgs.path({ eventId: event.eventId });
    const [aEvent, bEvent] = [await a.listen(1, path), await b.listen(1, path)];
    const [aOrgs, bOrgs] = [await a.listen(2, orgsPath), await b.listen(2, orgsPath)];
    const slogan = (t: TargetState) => docOf(t.docs.get(event.eventId), 'event')?.slogan;

    const slogans = ['First', 'Second', 'Third'];
    for (const s of slogans) {
      await setSlogan(session, event, s);
      await a.until(() => slogan(aEvent) === s);
      await b.until(() => slogan(bEvent) === s);
    }
    const names = ['Org A', 'Org B'];
    for (const name of names) {
      await server.clients.events.addOrgInfo(
        { eventId: event.eventId, orgInfoId: uuidv7(), name, logoId: '' },
        as(session),
      );
    }
    await a.until(() => aOrgs.docs.size === 2);
    await b.until(() => bOrgs.docs.size === 2);
    for (const live of [a, b]) {
      expect(changeFrames(live, 1).map((c) => docOf(c.document, 'event')?.slogan)).toEqual([
        '',
        ...slogans,
      ]);
      expect(changeFrames(live, 2).map((c) => docOf(c.document, 'orgInfo')?.name)).toEqual(names);
    }

    a.unlisten(1);
    await roundTrip(a);
    const mark = a.frames.length;
    await setSlogan(session, event, 'After removal');
    await b.until(() => slogan(bEvent) === 'After removal');
    const lateOrg = uuidv7();
    await server.clients.events.addOrgInfo(
      { eventId: event.eventId, orgInfoId: lateOrg, name: 'Late org', logoId: '' },
      as(session),
    );
    await a.until(() => aOrgs.docs.has(lateOrg));
    await b.until(() => bOrgs.docs.has(lateOrg));
    expect(changeFrames(a, 1, mark)).toEqual([]);
    expect(slogan(aEvent)).toBe('Third');
    expect(changeFrames(a, 2, mark).map((c) => c.docId)).toEqual([lateOrg]);
  });

  it('ends equal to the database after 50 concurrent updates of one event', async () => {
    const session = await newOrganiser(server);
    const event = await newEvent(server, session, 'Burst start');
    const live = await connect(session);
    const single = await live.listen(1, LIVE_TARGETS.event.path({ eventId: event.eventId }));
    const list = await live.listen(2, LIVE_TARGETS.events.path({}));
    const tr = await live.listen(
      3,
      LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'ru' }),
    );
    const titleIn = (t: TargetState) => docOf(t.docs.get(event.eventId), 'event')?.title;

    const titles = Array.from({ length: 50 }, (_, i) => `Burst title ${i + 1}`);
    await Promise.all(titles.map((title) => setTitle(session, event, title)));
    const [row] = await server.app.database.db
      .select({ value: translations.value })
      .from(translations)
      .where(
        and(
          eq(translations.eventId, event.eventId),
          eq(translations.lang, 'ru'),
          eq(translations.key, 'events.title'),
        ),
      );
    const finalTitle = row!.value;
    expect(titles).toContain(finalTitle);

    await live.until(
      () =>
        titleIn(single) === finalTitle &&
        titleIn(list) === finalTitle &&
        docOf(tr.docs.get('events.title'), 'translation')?.value === finalTitle,
      10_000,
    );
    expect(mirror(single.docs)).toEqual(
      await freshSnapshot(session, LIVE_TARGETS.event.path({ eventId: event.eventId })),
    );
    expect(mirror(list.docs)).toEqual(await freshSnapshot(session, LIVE_TARGETS.events.path({})));
    expect(mirror(tr.docs)).toEqual(
      await freshSnapshot(
        session,
        LIVE_TARGETS.translations.path({ eventId: event.eventId, lang: 'ru' }),
      ),
    );
    for (const targetId of [1, 2, 3]) {
      const later = changeFrames(live, targetId).slice(1);
      expect(later.length).toBeGreaterThan(0);
      expect(later.length).toBeLessThanOrEqual(titles.length);
      expect(later.every((c) => c.kind === ChangeKind.MODIFIED)).toBe(true);
      expectIncreasing(tokensOf(later));
    }
  }, 30_000);

  // Last: pruning forgets the change log of every earlier test.
  it('answers a token from before the pruned horizon with a reset, and a later one without', async () => {
    const session = await newOrganiser(server);
    const event = await newEvent(server, session, 'Pruned event');
    const live = await connect(session);
    const list = await live.listen(1, LIVE_TARGETS.events.path({}));
    const oldToken = list.resumeToken;
    const held = new Map(list.docs);
    await live.close();

    await setTitle(session, event, 'Pruned, renamed');
    const second = await newEvent(server, session, 'After pruning');
    expect(await server.app.hub.prune(new Date(Date.now() + 1000))).toBeGreaterThan(0);
    // A change after the prune: the log is not empty, the old token is just too old.
    await setTitle(session, event, 'Pruned, renamed again');

    const again = await connect(session);
    again.targets.set(1, { docs: held, resumeToken: oldToken, current: false, changes: [] });
    const resumed = await again.listen(1, LIVE_TARGETS.events.path({}), oldToken);
    const [reset] = frameIndexes(again, 1, 'reset');
    expect(reset).toBeDefined();
    expect(Math.min(...frameIndexes(again, 1, 'change'))).toBeGreaterThan(reset!);
    expect(resumed.changes.map((c) => c.kind)).toEqual([ChangeKind.ADDED, ChangeKind.ADDED]);
    expect(sortedIds(resumed.changes)).toEqual([event.eventId, second.eventId].sort());
    expect(docOf(resumed.docs.get(event.eventId), 'event')?.title).toBe('Pruned, renamed again');
    expect(mirror(resumed.docs)).toEqual(
      await freshSnapshot(session, LIVE_TARGETS.events.path({})),
    );

    // A token from after the horizon still resumes without a reset.
    const token = resumed.resumeToken;
    const kept = new Map(resumed.docs);
    again.drop();
    await setSlogan(session, second, 'Resumed after pruning');
    const third = await connect(session);
    third.targets.set(1, { docs: kept, resumeToken: token, current: false, changes: [] });
    const later = await third.listen(1, LIVE_TARGETS.events.path({}), token);
    expect(frameIndexes(third, 1, 'reset')).toEqual([]);
    expect(later.changes).toEqual([{ kind: ChangeKind.MODIFIED, docId: second.eventId }]);
    expect(mirror(later.docs)).toEqual(await freshSnapshot(session, LIVE_TARGETS.events.path({})));
  });
});
