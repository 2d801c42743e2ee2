// The whole first-day flow of a new organiser, over real gRPC-web and the live WebSocket.
import { ChangeKind } from '../../../generated/live/live_pb';
import type { Document } from '../../../generated/live/live_pb';
import { as, mailLinks, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

const eventOf = (d: Document | undefined) => (d?.doc.case === 'event' ? d.doc.value : undefined);

describe('a new organiser', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('signs up, verifies the e-mail, creates, copies, publishes and archives, seeing each change live', async () => {
    const { auth, users, events } = server.clients;
    const email = 'new.organiser@example.com';
    await users.signUpOrg({ email, password: 'secret-pass' });
    const session = await auth.signIn({ email, password: 'secret-pass' });
    expect(session.user?.emailVerified).toBe(false);

    const live = await LiveClient.connect(server.wsUrl, session.idToken);
    const org = await live.listen(1, LIVE_TARGETS.organisation.path({ uid: session.user!.uid }));
    const list = await live.listen(2, LIVE_TARGETS.events.path({}));
    expect(list.docs.size).toBe(0);
    const orgDoc = () => {
      const d = org.docs.get(session.user!.uid)?.doc;
      return d?.case === 'organisation' ? d.value : undefined;
    };
    expect(orgDoc()?.emailVerified).toBe(false);

    await auth.sendEmailVerification({}, as(session));
    const [link] = await mailLinks(server, email);
    expect(link?.searchParams.get('mode')).toBe('verifyEmail');
    await auth.applyActionCode({ oobCode: link!.searchParams.get('oobCode')! });
    await live.until(() => orgDoc()?.emailVerified === true);
    expect((await auth.getUser({}, as(session))).emailVerified).toBe(true);
    // The code is single-use.
    await refusal(auth.applyActionCode({ oobCode: link!.searchParams.get('oobCode')! }), 3);

    const created = await events.createEvent(
      { title: 'Летняя конференция', language: '' },
      as(session),
    );
    expect(created.filteredEventKey).toBe('letnyaya-konferentsi');
    await live.until(() => list.docs.has(created.eventId));
    const event = eventOf(list.docs.get(created.eventId))!;
    expect(event).toMatchObject({
      title: 'Летняя конференция',
      language: 'ru',
      extKey: created.filteredEventKey,
      isArchive: false,
      theme: {
        currentTheme: 'dark',
        dark: { color1: '#6398FF', color2: '#6398FF', color3: '#232325' },
      },
    });
    expect(event.publishedAt).toBeUndefined();

    const copy = await events.copyEvent({ eventId: created.eventId }, as(session));
    expect(copy.newEventKey).not.toBe(created.filteredEventKey);
    await live.until(() => list.docs.has(copy.newEventId));
    expect(eventOf(list.docs.get(copy.newEventId))?.title).toBe('Летняя конференция (копия)');

    await events.publish({ eventId: created.eventId }, as(session));
    await live.until(() => eventOf(list.docs.get(created.eventId))?.publishedAt !== undefined);

    expect(await refusal(events.toArchive({ eventId: created.eventId }, as(session)), 9)).toBe(
      'Event is published.',
    );
    await events.unpublish({ eventId: created.eventId }, as(session));
    await live.until(() => eventOf(list.docs.get(created.eventId))?.publishedAt === undefined);

    await events.toArchive({ eventId: created.eventId }, as(session));
    await live.until(() => !list.docs.has(created.eventId));
    expect(list.changes.filter((c) => c.docId === created.eventId).map((c) => c.kind)).toEqual([
      ChangeKind.ADDED,
      ChangeKind.MODIFIED,
      ChangeKind.MODIFIED,
      ChangeKind.REMOVED,
    ]);
    expect([...list.docs.keys()]).toEqual([copy.newEventId]);
    await live.close();
  });
});
