// Exactly-once mutations (ARCHITECTURE §2): a queued write carries client-id and mutation-id
// metadata; the server applies each id once per (user, client), replays the recorded outcome
// of a repeat, refuses an id from the future and records permanent failures.
import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { ChangeKind } from '../../../generated/live/live_pb';
import type { Document, DocumentChange } from '../../../generated/live/live_pb';
import type { Session } from '../../../generated/manager/auth_pb';
import { events, mutationLedger, translations } from '../../../src/server/db/schema';
import { changeCount as changeCountOf, eventRow as eventRowOf } from '../support/dbState';
import { as, newEvent, newOrganiser, refusal, serverPerFile } from '../support/harness';
import type { TestServer } from '../support/harness';
import type { LiveClient } from '../support/liveClient';
import type { TargetState } from '../support/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

const ABORTED = 10;
const FAILED_PRECONDITION = 9;

const eventOf = (d: Document | undefined) => (d?.doc.case === 'event' ? d.doc.value : undefined);
const newClientId = () => `console-${randomUUID()}`;

/** The change frames of one target among the frames a client received from index `from` on. */
function changeFrames(live: LiveClient, targetId: number, from = 0): DocumentChange[] {
  return live.frames
    .slice(from)
    .flatMap((f) =>
      f.kind.case === 'change' && f.kind.value.targetId === targetId ? [f.kind.value] : [],
    );
}

describe('exactly-once mutations', () => {
  let server: TestServer;
  const suite = serverPerFile();
  const { connect } = suite;
  beforeAll(() => {
    server = suite.server;
  });

  const db = () => server.app.database.db;

  async function eventsOfUser(uid: string): Promise<number> {
    const [row] = await db().select({ n: count() }).from(events).where(eq(events.userId, uid));
    return row!.n;
  }

  const changeRows = (eventId: string) => changeCountOf(server, eventId);
  const eventRow = (eventId: string) => eventRowOf(server, eventId);

  async function titleOf(eventId: string): Promise<string | undefined> {
    const [row] = await db()
      .select({ value: translations.value })
      .from(translations)
      .where(
        and(
          eq(translations.eventId, eventId),
          eq(translations.lang, 'ru'),
          eq(translations.key, 'events.title'),
        ),
      );
    return row?.value;
  }

  function ledger(uid: string) {
    return db()
      .select({
        clientId: mutationLedger.clientId,
        lastMutationId: mutationLedger.lastMutationId,
        method: mutationLedger.method,
        errorCode: mutationLedger.errorCode,
        errorMessage: mutationLedger.errorMessage,
      })
      .from(mutationLedger)
      .where(eq(mutationLedger.userId, uid));
  }

  /** Waits until the server has delivered a fresh event (made without a client id) to a list. */
  async function marker(session: Session, live: LiveClient, list: TargetState) {
    const mark = await newEvent(server, session, 'Marker event');
    await live.until(() => list.docs.has(mark.eventId));
    return mark;
  }

  it('answers a replayed createEvent with the recorded response and creates one event', async () => {
    const session = await newOrganiser(server);
    const uid = session.user!.uid;
    const live = await connect(session);
    const list = await live.listen(1, LIVE_TARGETS.events.path({}));
    const clientId = newClientId();
    const req = { eventId: uuidv7(), title: 'Exactly once', language: '' };

    const first = await server.clients.events.createEvent(
      req,
      as(session, { clientId, mutationId: 1 }),
    );
    expect(first.eventId).toBe(req.eventId);
    expect(first.filteredEventKey).toBe('exactly-once');
    await live.until(() => list.docs.has(req.eventId));
    const rowsAfterFirst = await changeRows(req.eventId);
    expect(rowsAfterFirst).toBeGreaterThan(0);

    for (let i = 0; i < 2; i += 1) {
      const again = await server.clients.events.createEvent(
        req,
        as(session, { clientId, mutationId: 1 }),
      );
      expect({ eventId: again.eventId, filteredEventKey: again.filteredEventKey }).toEqual({
        eventId: first.eventId,
        filteredEventKey: first.filteredEventKey,
      });
    }

    // The same request without the ledger, as the reference for one create's effects.
    const reference = await marker(session, live, list);
    expect(await eventsOfUser(uid)).toBe(2);
    expect(list.docs.size).toBe(2);
    expect(eventOf(list.docs.get(req.eventId))?.title).toBe('Exactly once');
    expect(
      changeFrames(live, 1)
        .filter((c) => c.docId === req.eventId)
        .map((c) => c.kind),
    ).toEqual([ChangeKind.ADDED]);
    expect(await changeRows(req.eventId)).toBe(rowsAfterFirst);
    expect(await changeRows(reference.eventId)).toBe(rowsAfterFirst);
    expect(await ledger(uid)).toEqual([
      {
        clientId,
        lastMutationId: 1,
        method: 'CreateEvent',
        errorCode: null,
        errorMessage: null,
      },
    ]);
  });

  it('does not re-apply a replayed updateEvent over a later update made without the queue', async () => {
    const session = await newOrganiser(server);
    const event = await newEvent(server, session, 'Replay target');
    const live = await connect(session);
    const single = await live.listen(1, LIVE_TARGETS.event.path({ eventId: event.eventId }));
    const prefs = await live.listen(2, LIVE_TARGETS.preferences.path({ eventId: event.eventId }));
    const title = () => eventOf(single.docs.get(event.eventId))?.title;
    const clientId = newClientId();
    const queued = { eventId: event.eventId, key: event.key, title: 'From the queue' };

    const first = await server.clients.events.updateEvent(
      queued,
      as(session, { clientId, mutationId: 1 }),
    );
    await live.until(() => title() === 'From the queue');
    await server.clients.events.updateEvent(
      { eventId: event.eventId, key: event.key, title: 'From elsewhere' },
      as(session),
    );
    await live.until(() => title() === 'From elsewhere');
    const before = await eventRow(event.eventId);
    const rowsBefore = await changeRows(event.eventId);
    const mark = live.frames.length;

    const replayed = await server.clients.events.updateEvent(
      queued,
      as(session, { clientId, mutationId: 1 }),
    );
    expect(replayed.filteredEventKey).toBe(first.filteredEventKey);
    expect(await titleOf(event.eventId)).toBe('From elsewhere');
    expect((await eventRow(event.eventId)).updatedAt).toEqual(before.updatedAt);
    expect(await changeRows(event.eventId)).toBe(rowsBefore);

    // A later change on another target of the same connection marks the point.
    await server.clients.events.updateEventPreferenceByKey(
      { eventId: event.eventId, key: 'ui.locale', preference: { payload: { value: 'en-US' } } },
      as(session),
    );
    await live.until(() => prefs.docs.has('ui.locale'));
    expect(changeFrames(live, 1, mark)).toEqual([]);
    expect(title()).toBe('From elsewhere');
  });

  it('refuses a mutation id that skips ahead with ABORTED, changing nothing', async () => {
    const session = await newOrganiser(server);
    const uid = session.user!.uid;
    const event = await newEvent(server, session, 'Ordered queue');
    const live = await connect(session);
    const single = await live.listen(1, LIVE_TARGETS.event.path({ eventId: event.eventId }));
    const slogan = () => eventOf(single.docs.get(event.eventId))?.slogan;
    const clientId = newClientId();
    const setSlogan = (value: string, mutationId: number) =>
      server.clients.events.updateEvent(
        { eventId: event.eventId, key: event.key, slogan: value },
        as(session, { clientId, mutationId }),
      );

    await setSlogan('one', 1);
    await live.until(() => slogan() === 'one');
    const rowsBefore = await changeRows(event.eventId);
    expect(await refusal(setSlogan('three', 3), ABORTED)).toBe(
      'Mutation id is ahead of the last applied one.',
    );
    expect((await eventRow(event.eventId)).slogan).toBe('one');
    expect(await changeRows(event.eventId)).toBe(rowsBefore);
    expect((await ledger(uid)).map((r) => r.lastMutationId)).toEqual([1]);

    await setSlogan('two', 2);
    await live.until(() => slogan() === 'two');
    await setSlogan('three', 3);
    await live.until(() => slogan() === 'three');
    expect(changeFrames(live, 1).map((c) => eventOf(c.document)?.slogan)).toEqual([
      '',
      'one',
      'two',
      'three',
    ]);
    expect((await ledger(uid)).map((r) => r.lastMutationId)).toEqual([3]);
  });

  it('records a permanent failure: a repeat gets the same error without re-running', async () => {
    const session = await newOrganiser(server);
    const uid = session.user!.uid;
    const event = await newEvent(server, session, 'Published event');
    const eventId = event.eventId;
    const live = await connect(session);
    const single = await live.listen(1, LIVE_TARGETS.event.path({ eventId }));
    const doc = () => eventOf(single.docs.get(eventId));
    const clientId = newClientId();
    const queued = (mutationId: number) => as(session, { clientId, mutationId });
    const { events: calls } = server.clients;

    await calls.publish({ eventId }, queued(1));
    await live.until(() => doc()?.publishedAt !== undefined);
    expect(await refusal(calls.toArchive({ eventId }, queued(2)), FAILED_PRECONDITION)).toBe(
      'Event is published.',
    );
    expect(await ledger(uid)).toEqual([
      {
        clientId,
        lastMutationId: 2,
        method: 'ToArchive',
        errorCode: FAILED_PRECONDITION,
        errorMessage: 'Event is published.',
      },
    ]);

    // Unpublished elsewhere, the archive would now succeed if it ran again: it must not.
    await calls.unpublish({ eventId }, as(session));
    await live.until(() => doc()?.publishedAt === undefined);
    expect(await refusal(calls.toArchive({ eventId }, queued(2)), FAILED_PRECONDITION)).toBe(
      'Event is published.',
    );
    expect((await eventRow(eventId)).isArchive).toBe(false);

    // The queue moves on behind the failure.
    await calls.publish({ eventId }, as(session));
    await live.until(() => doc()?.publishedAt !== undefined);
    await calls.unpublish({ eventId }, queued(3));
    await live.until(() => doc()?.publishedAt === undefined);
    expect((await ledger(uid)).map((r) => [r.lastMutationId, r.errorCode])).toEqual([[3, null]]);

    // An id older than the last is a plain success without effect, even where it could apply.
    const rowsBefore = await changeRows(eventId);
    const updatedAt = (await eventRow(eventId)).updatedAt;
    await calls.toArchive({ eventId }, queued(2));
    await calls.toArchive({ eventId }, queued(1));
    expect((await eventRow(eventId)).isArchive).toBe(false);
    expect((await eventRow(eventId)).updatedAt).toEqual(updatedAt);
    expect(await changeRows(eventId)).toBe(rowsBefore);

    await calls.toArchive({ eventId }, queued(4));
    await live.until(() => doc()?.isArchive === true);
    expect(changeFrames(live, 1).map((c) => c.kind)).toEqual([
      ChangeKind.ADDED,
      ChangeKind.MODIFIED,
      ChangeKind.MODIFIED,
      ChangeKind.MODIFIED,
      ChangeKind.MODIFIED,
      ChangeKind.MODIFIED,
    ]);
  });

  it.each([
    ['the first mutation of a client', 1],
    ['a later mutation of a client', 2],
  ])(
    'applies five concurrent copies of %s once, answering each the same',
    async (_case, mutationId) => {
      const session = await newOrganiser(server);
      const uid = session.user!.uid;
      const live = await connect(session);
      const list = await live.listen(1, LIVE_TARGETS.events.path({}));
      const clientId = newClientId();
      if (mutationId > 1) {
        await server.clients.organizers.setOrgInfo(
          { orgName: 'Queue owner' },
          as(session, { clientId, mutationId: mutationId - 1 }),
        );
      }
      const req = { eventId: uuidv7(), title: 'Concurrent create', language: '' };

      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          server.clients.events.createEvent(req, as(session, { clientId, mutationId })),
        ),
      );
      const answers = outcomes.map((o) =>
        o.status === 'fulfilled'
          ? { eventId: o.value.eventId, filteredEventKey: o.value.filteredEventKey }
          : { error: String(o.reason) },
      );
      const { extKey } = await eventRow(req.eventId);
      expect(answers).toEqual(
        Array.from({ length: 5 }, () => ({ eventId: req.eventId, filteredEventKey: extKey })),
      );

      await live.until(() => list.docs.has(req.eventId));
      const reference = await marker(session, live, list);
      expect(await eventsOfUser(uid)).toBe(2);
      expect(list.docs.size).toBe(2);
      expect(
        changeFrames(live, 1)
          .filter((c) => c.docId === req.eventId)
          .map((c) => c.kind),
      ).toEqual([ChangeKind.ADDED]);
      expect(await changeRows(req.eventId)).toBe(await changeRows(reference.eventId));
      expect((await ledger(uid)).map((r) => [r.lastMutationId, r.method])).toEqual([
        [mutationId, 'CreateEvent'],
      ]);
    },
  );

  it('keys the ledger per user: another organiser reusing a client id and its ids is independent', async () => {
    const a = await newOrganiser(server);
    const b = await newOrganiser(server);
    const clientId = newClientId();
    const { events: calls } = server.clients;
    const aEvent = { eventId: uuidv7(), key: '' };
    const bEvent = { eventId: uuidv7(), key: '' };

    const aCreated = await calls.createEvent(
      { eventId: aEvent.eventId, title: 'Alpha event', language: '' },
      as(a, { clientId, mutationId: 1 }),
    );
    aEvent.key = aCreated.filteredEventKey;
    await calls.updateEvent(
      { eventId: aEvent.eventId, key: aEvent.key, title: 'Alpha two' },
      as(a, { clientId, mutationId: 2 }),
    );

    // B's ids 1 and 2 are B's own: applied to B, answered with B's outcomes.
    const bCreated = await calls.createEvent(
      { eventId: bEvent.eventId, title: 'Beta event', language: '' },
      as(b, { clientId, mutationId: 1 }),
    );
    expect(bCreated.eventId).toBe(bEvent.eventId);
    expect(bCreated.filteredEventKey).toBe('beta-event');
    bEvent.key = bCreated.filteredEventKey;
    await calls.updateEvent(
      { eventId: bEvent.eventId, key: bEvent.key, title: 'Beta two' },
      as(b, { clientId, mutationId: 2 }),
    );
    expect(await titleOf(bEvent.eventId)).toBe('Beta two');
    expect(await eventsOfUser(b.user!.uid)).toBe(1);

    // A's queue is untouched by B: a repeat of A's 2 replays, A's 3 applies.
    await calls.updateEvent(
      { eventId: aEvent.eventId, key: aEvent.key, title: 'Alpha replayed' },
      as(a, { clientId, mutationId: 2 }),
    );
    expect(await titleOf(aEvent.eventId)).toBe('Alpha two');
    await calls.updateEvent(
      { eventId: aEvent.eventId, key: aEvent.key, title: 'Alpha three' },
      as(a, { clientId, mutationId: 3 }),
    );
    expect(await titleOf(aEvent.eventId)).toBe('Alpha three');
    expect(await eventsOfUser(a.user!.uid)).toBe(1);
    expect(await titleOf(bEvent.eventId)).toBe('Beta two');

    expect((await ledger(a.user!.uid)).map((r) => [r.clientId, r.lastMutationId])).toEqual([
      [clientId, 3],
    ]);
    expect((await ledger(b.user!.uid)).map((r) => [r.clientId, r.lastMutationId])).toEqual([
      [clientId, 2],
    ]);

    const aLive = await connect(a);
    const bLive = await connect(b);
    const aList = await aLive.listen(1, LIVE_TARGETS.events.path({}));
    const bList = await bLive.listen(1, LIVE_TARGETS.events.path({}));
    expect([...aList.docs.keys()]).toEqual([aEvent.eventId]);
    expect(eventOf(aList.docs.get(aEvent.eventId))?.title).toBe('Alpha three');
    expect([...bList.docs.keys()]).toEqual([bEvent.eventId]);
    expect(eventOf(bList.docs.get(bEvent.eventId))?.title).toBe('Beta two');
  });

  it('applies a mutation without a client id every time and writes no ledger row', async () => {
    const session = await newOrganiser(server);
    const uid = session.user!.uid;
    const event = await newEvent(server, session, 'No queue');
    const live = await connect(session);
    const single = await live.listen(1, LIVE_TARGETS.event.path({ eventId: event.eventId }));
    const title = () => eventOf(single.docs.get(event.eventId))?.title;
    const update = (value: string, headers: Record<string, string>) =>
      server.clients.events.updateEvent(
        { eventId: event.eventId, key: event.key, title: value },
        { headers: { ...as(session).headers, ...headers } },
      );

    await update('No queue one', {});
    await live.until(() => title() === 'No queue one');
    // A mutation id alone is not a queue: each call applies.
    await update('No queue two', { 'mutation-id': '1' });
    await live.until(() => title() === 'No queue two');
    await update('No queue three', { 'mutation-id': '1' });
    await live.until(() => title() === 'No queue three');
    // Nor is a client id without a mutation id.
    const clientId = newClientId();
    await update('No queue four', { 'client-id': clientId });
    await live.until(() => title() === 'No queue four');
    await update('No queue five', { 'client-id': clientId });
    await live.until(() => title() === 'No queue five');

    expect(await titleOf(event.eventId)).toBe('No queue five');
    expect(await ledger(uid)).toEqual([]);
    const [all] = await db()
      .select({ n: count() })
      .from(mutationLedger)
      .where(eq(mutationLedger.clientId, clientId));
    expect(all!.n).toBe(0);
  });
});
