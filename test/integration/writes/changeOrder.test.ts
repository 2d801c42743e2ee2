// The change log under concurrent writes (db/sequencer.ts): writes commit together with no
// shared lock, and the sequencer gives their change records their place afterwards. Rolled-back
// writes, numbers burnt by a failed move, records a dead server left unmoved and permanent
// failures among queued writes must neither reorder, skip nor stall the live feed, and
// exactly-once must hold.
import { randomUUID } from 'node:crypto';
import { ConnectError } from '@connectrpc/connect';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Document, DocumentChange } from '../../../generated/live/live_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { eventChanged } from '../../../src/server/auth/eventAccess';
import { changes, events, pendingChanges } from '../../../src/server/db/schema';
import { inSequencedTransaction } from '../../../src/server/db/writer';
import { as, newEvent, newOrganiser, serverPerFile } from '../support/harness';
import type { TestServer } from '../support/harness';
import type { LiveClient } from '../support/liveClient';

const INVALID_ARGUMENT = 3;

const eventOf = (d: Document | undefined) => (d?.doc.case === 'event' ? d.doc.value : undefined);

function changeFrames(live: LiveClient, targetId: number): DocumentChange[] {
  return live.frames.flatMap((f) =>
    f.kind.case === 'change' && f.kind.value.targetId === targetId ? [f.kind.value] : [],
  );
}

function expectIncreasing(tokens: number[]): void {
  for (let i = 1; i < tokens.length; i += 1) expect(tokens[i]).toBeGreaterThan(tokens[i - 1]!);
}

class RolledBack extends Error {}

describe('change order under concurrent writes', () => {
  let server: TestServer;
  const suite = serverPerFile();
  const { connect } = suite;
  beforeAll(() => {
    server = suite.server;
  });
  const db = () => server.app.database.db;

  async function slogansInDb(ids: string[]): Promise<Map<string, string>> {
    const rows = await db()
      .select({ id: events.id, slogan: events.slogan })
      .from(events)
      .where(inArray(events.id, ids));
    return new Map(rows.map((r) => [r.id, r.slogan]));
  }

  const pendingCount = async () => (await db().select({ n: count() }).from(pendingChanges))[0]!.n;

  it('delivers every committed write in order while writes around it roll back', async () => {
    const session = await newOrganiser(server);
    const uid = session.user!.uid;
    const made = await Promise.all([0, 1, 2, 3].map((i) => newEvent(server, session, `E${i}`)));
    const ids = made.map((e) => e.eventId);
    const live = await connect(session);
    const list = await live.listen(1, LIVE_TARGETS.events.path({}));
    const before = changeFrames(live, 1).length;

    const commits = Array.from({ length: 24 }, (_, i) =>
      server.clients.events.updateEvent(
        { eventId: made[i % 4]!.eventId, key: made[i % 4]!.key, slogan: `<p>kept ${i}</p>` },
        as(session),
      ),
    );
    // Writes that append their change records and then roll back, as a lost race does.
    const rollbacks = Array.from({ length: 12 }, (_, i) =>
      inSequencedTransaction(server.app.database, async (w) => {
        const id = ids[i % 4]!;
        w.changed(eventChanged({ id, userId: uid }));
        w.closeWith(
          sql`UPDATE events SET slogan = ${`<p>rolled back ${i}</p>`} WHERE id = ${id} RETURNING id`,
          () => {
            throw new RolledBack();
          },
        );
      }).then(
        () => 'committed',
        (e: unknown) => (e instanceof RolledBack ? 'rolled back' : e),
      ),
    );
    await Promise.all(commits);
    expect(await Promise.all(rollbacks)).toEqual(Array(12).fill('rolled back'));

    // A later write still arrives: nothing waits on the rolled-back records.
    await server.clients.events.updateEvent(
      { eventId: ids[0]!, key: made[0]!.key, slogan: '<p>after</p>' },
      as(session),
    );
    await live.until(() => eventOf(list.docs.get(ids[0]!))?.slogan === '<p>after</p>');
    const inDb = await slogansInDb(ids);
    for (const id of ids) {
      expect(eventOf(list.docs.get(id))?.slogan).toBe(inDb.get(id));
      expect(inDb.get(id)).toMatch(/^<p>(kept \d+|after)<\/p>$/);
    }
    expectIncreasing(
      changeFrames(live, 1)
        .slice(before)
        .map((c) => Number(c.resumeToken)),
    );
    expect(await pendingCount()).toBe(0);
  });

  it('moves records a dead server left behind and delivers past burnt numbers', async () => {
    const session = await newOrganiser(server);
    const event = await newEvent(server, session, 'Left behind');
    const live = await connect(session);
    const single = await live.listen(1, LIVE_TARGETS.event.path({ eventId: event.eventId }));
    const slogan = () => eventOf(single.docs.get(event.eventId))?.slogan;
    const tokenBefore = single.resumeToken;

    // A server that committed a write and died before its move: the row and a pending record.
    await db().transaction(async (tx) => {
      await tx.update(events).set({ slogan: '<p>orphan</p>' }).where(eq(events.id, event.eventId));
      await tx
        .insert(pendingChanges)
        .values(eventChanged({ id: event.eventId, userId: session.user!.uid }));
    });
    await live.until(() => slogan() === '<p>orphan</p>', 10_000);

    // A move that rolled back burnt sequence numbers: the next write is delivered all the same.
    const burnt = await db().execute(
      sql`SELECT max(n)::text AS burnt FROM (SELECT nextval('changes_seq_seq') AS n FROM generate_series(1, 5)) AS s`,
    );
    const lastBurnt = Number((burnt as unknown as { rows: { burnt: string }[] }).rows[0]!.burnt);
    await server.clients.events.updateEvent(
      { eventId: event.eventId, key: event.key, slogan: '<p>past the hole</p>' },
      as(session),
    );
    await live.until(() => slogan() === '<p>past the hole</p>');
    expect(Number(single.resumeToken)).toBeGreaterThan(lastBurnt);

    // A client resuming from before the hole gets what changed since, and nothing is lost.
    const again = await connect(session);
    const resumed = await again.listen(
      1,
      LIVE_TARGETS.event.path({ eventId: event.eventId }),
      tokenBefore,
    );
    expect(eventOf(resumed.docs.get(event.eventId))?.slogan).toBe('<p>past the hole</p>');
    expect(again.frames.some((f) => f.kind.case === 'reset')).toBe(false);
    expect(await pendingCount()).toBe(0);
  });

  it('records a permanent failure among concurrent queued writes; the rest apply once', async () => {
    const session = await newOrganiser(server);
    const made = await Promise.all([0, 1, 2, 3, 4].map((i) => newEvent(server, session, `Q${i}`)));
    const clients = made.map(() => `console-${randomUUID()}`);
    const send = () =>
      Promise.all(
        made.map((e, i) => {
          const trailers: Headers[] = [];
          // The third write can never succeed: its key is not a valid event key.
          const key = i === 2 ? 'not a key!' : e.key;
          return server.clients.events
            .updateEvent(
              { eventId: e.eventId, key, title: `Queued ${i}` },
              {
                ...as(session, { clientId: clients[i]!, mutationId: 1 }),
                onTrailer: (t) => trailers.push(t),
              },
            )
            .then(
              () => ({ ok: true as const, seq: trailers[0]?.get('change-seq') ?? null }),
              (error: unknown) => ({ ok: false as const, code: ConnectError.from(error).code }),
            );
        }),
      );
    const first = await send();
    expect(first.map((r) => r.ok)).toEqual([true, true, false, true, true]);
    expect(first[2]).toEqual({ ok: false, code: INVALID_ARGUMENT });
    const seqs = first.flatMap((r) => (r.ok ? [Number(r.seq)] : []));
    expect(new Set(seqs).size).toBe(4);
    // Each trailer names the write's own last change record.
    for (const [i, r] of first.entries()) {
      if (!r.ok) continue;
      const [row] = await db()
        .select({ eventId: changes.eventId })
        .from(changes)
        .where(eq(changes.seq, Number(r.seq)));
      expect(row?.eventId).toBe(made[i]!.eventId);
    }
    const changeCount = async () =>
      (
        await db()
          .select({ n: count() })
          .from(changes)
          .where(
            inArray(
              changes.eventId,
              made.map((e) => e.eventId),
            ),
          )
      )[0]!.n;
    const logged = await changeCount();

    // Sent again (an answer lost on the way): the same outcomes, nothing applied twice.
    const repeat = await send();
    expect(repeat.map((r) => (r.ok ? 'ok' : r.code))).toEqual([
      'ok',
      'ok',
      INVALID_ARGUMENT,
      'ok',
      'ok',
    ]);
    expect(await changeCount()).toBe(logged);
    expect(await pendingCount()).toBe(0);
  });
});
