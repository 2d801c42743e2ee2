// The live hub: reads committed change records (woken by NOTIFY) and pushes the current
// documents to the subscribers of matching targets. A target starts with a snapshot (or, with a
// resume token, with what changed since), ends that with a 'current' marker, then follows live.
// Each change carries its sequence as resume token; a token older than the pruned horizon
// gets a reset and a fresh snapshot.
import type { MessageInitShape } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ChangeKind } from '../../../generated/live/live_pb';
import type { ServerFrameSchema } from '../../../generated/live/live_pb';
import type { Database, Queryable } from '../db/database';
import { changeHorizon, changes } from '../db/schema';
import { CHANGES_CHANNEL } from '../db/writer';
import type { Collection } from '../db/writer';
import { EncodedDocuments, encodeChangeFrame } from './changeFrame';
import { liveDigest } from '../../common/liveDigest';
import type { LiveDigest } from '../../common/liveDigest';
import { currentSeq } from './changeSeq';
import { identity, loadRefs } from './documents';
import type { DocRef, LoadedDoc } from './documents';
import { resolveTarget } from './targets';
import { SerialLock, refOf, routeKey, routeKeysOf, selectorWhere } from './routing';
import type { ChangeRow } from './routing';
import type { ResolvedTarget } from './targets';

export type ServerFrameInit = MessageInitShape<typeof ServerFrameSchema>;

/** One WebSocket connection, as the hub sees it. */
export interface LiveConnection {
  readonly uid: string;
  send(frame: ServerFrameInit): void;
  /** Sends a frame already encoded (changes: see changeFrame.ts). */
  sendEncoded(frame: Uint8Array): void;
}

interface Subscription {
  conn: LiveConnection;
  targetId: number;
  /** The path the target was added with: authorised again when the caller's role changes. */
  path: string;
  target: ResolvedTarget;
  routeKey: string;
  /** Changes up to this sequence are already reflected in what the subscriber holds. */
  fromSeq: number;
  known: Set<string>;
}

const BATCH = 500;
/** The change records of memberships (areas/team): event id, and the member's id as scope. */
const MEMBERSHIP_COLLECTION: Collection = 'members';

export class LiveHub {
  private lastSeq = 0;
  private readonly index = new Map<string, Set<Subscription>>();
  private readonly byConn = new Map<LiveConnection, Map<number, Subscription>>();
  private readonly lock = new SerialLock();
  private pumping = false;
  /** Changes were committed while nobody listened; lastSeq is older than the log. */
  private behind = false;
  private pumpAgain = false;
  private idle: Promise<void> = Promise.resolve();
  private unlisten?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db() {
    return this.database.db;
  }

  async start(): Promise<void> {
    this.lastSeq = await this.maxSeq(this.db);
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, () => this.wake());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.idle;
    this.index.clear();
    this.byConn.clear();
  }

  /** Number of live subscriptions, for health and benchmarks. */
  get subscriptionCount(): number {
    let n = 0;
    for (const subs of this.byConn.values()) n += subs.size;
    return n;
  }

  /** Reads new changes now; NOTIFY calls it, and so may anyone who just committed. */
  wake(): void {
    // Nobody listens: nothing to read now. The first subscriber skips ahead (see add()).
    if (this.index.size === 0) {
      this.behind = true;
      return;
    }
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    this.idle = this.pump().finally(() => {
      this.pumping = false;
    });
  }

  private async pump(): Promise<void> {
    do {
      this.pumpAgain = false;
      try {
        await this.lock.run(() => this.deliverNew());
      } catch (error) {
        this.log.error({ err: error }, 'live hub: delivering changes failed');
      }
    } while (this.pumpAgain);
  }

  private async deliverNew(): Promise<void> {
    for (;;) {
      const rows = await this.db
        .select()
        .from(changes)
        .where(gt(changes.seq, this.lastSeq))
        .orderBy(asc(changes.seq))
        .limit(BATCH);
      if (rows.length === 0) return;
      const lastSeq = rows.reduce((highest, row) => Math.max(highest, row.seq), this.lastSeq);
      const matched = rows
        .map((row) => ({ row, subs: this.subscribersOf(row) }))
        .filter((m) => m.subs.length > 0);
      await this.deliver(this.db, matched, false);
      await this.recheckMembers(rows);
      this.lastSeq = lastSeq;
      if (rows.length < BATCH) return;
    }
  }

  private subscribersOf(row: ChangeRow): Subscription[] {
    const subs: Subscription[] = [];
    for (const key of routeKeysOf(row)) {
      for (const sub of this.index.get(key) ?? []) if (row.seq > sub.fromSeq) subs.push(sub);
    }
    return subs;
  }

  /**
   * A membership changed (issue 24: a member removed, or given another role): that member's
   * targets under the event are authorised again, and each one no longer allowed ends with an
   * error frame, as if it had been refused when added. Every node reads the change, so a
   * member's sockets on any node lose access within a pump.
   */
  private async recheckMembers(rows: readonly ChangeRow[]): Promise<void> {
    for (const row of rows) {
      if (row.collection !== MEMBERSHIP_COLLECTION || !row.eventId) continue;
      for (const [conn, subs] of this.byConn) {
        if (conn.uid !== row.scope) continue;
        for (const sub of [...subs.values()]) {
          if (sub.target.selector.eventId !== row.eventId) continue;
          const refusal = await resolveTarget(this.database, conn.uid, sub.path).then(
            () => null,
            (error: unknown) => ConnectError.from(error),
          );
          if (!refusal) continue;
          this.remove(conn, sub.targetId);
          conn.send({
            kind: {
              case: 'error',
              value: { targetId: sub.targetId, code: refusal.code, message: refusal.rawMessage },
            },
          });
        }
      }
    }
  }

  /** Sends the current state of each changed document once, at its latest change. */
  private async deliver(
    q: Queryable,
    matched: { row: ChangeRow; subs: Subscription[] }[],
    resuming: boolean,
  ): Promise<void> {
    if (matched.length === 0) return;
    const last = new Map<string, number>();
    const refs = new Map<string, DocRef>();
    matched.forEach((m, i) => {
      const ref = refOf(m.row);
      last.set(identity(ref), i);
      refs.set(identity(ref), ref);
    });
    const docs = await loadRefs(q, [...refs.values()]);
    const encoded = new EncodedDocuments();
    matched.forEach(({ row, subs }, i) => {
      const id = identity(refOf(row));
      if (last.get(id) !== i) return;
      for (const sub of subs) {
        this.sendChange(sub, row.docId, docs.get(id), row.seq, resuming, encoded);
      }
    });
  }

  private sendChange(
    sub: Subscription,
    docId: string,
    loaded: LoadedDoc | undefined,
    seq: number,
    resuming: boolean,
    encoded: EncodedDocuments,
  ): void {
    const inTarget = loaded !== undefined && sub.target.includes(loaded.document);
    const known = sub.known.has(docId);
    let kind: ChangeKind;
    if (inTarget) {
      kind = known || resuming ? ChangeKind.MODIFIED : ChangeKind.ADDED;
      sub.known.add(docId);
    } else if (known || resuming) {
      kind = ChangeKind.REMOVED;
      sub.known.delete(docId);
    } else {
      return;
    }
    sub.conn.sendEncoded(
      encodeChangeFrame({
        targetId: sub.targetId,
        kind,
        docId,
        document: inTarget ? encoded.of(loaded.document) : undefined,
        resumeToken: String(seq),
      }),
    );
  }

  /**
   * Starts a target: snapshot or resume, catch up under the hub lock, then follow live.
   * A refused target gets an error frame, never a document.
   */
  async add(
    conn: LiveConnection,
    targetId: number,
    path: string,
    resumeToken: string,
  ): Promise<void> {
    const subs = this.byConn.get(conn) ?? new Map<number, Subscription>();
    this.byConn.set(conn, subs);
    if (subs.has(targetId)) this.remove(conn, targetId);
    let target: ResolvedTarget;
    try {
      target = await resolveTarget(this.database, conn.uid, path);
    } catch (error) {
      const e = ConnectError.from(error);
      conn.send({
        kind: { case: 'error', value: { targetId, code: e.code, message: e.rawMessage } },
      });
      return;
    }
    const sub: Subscription = {
      conn,
      targetId,
      path,
      target,
      routeKey: routeKey(target.selector),
      fromSeq: 0,
      known: new Set(),
    };
    const resumeFrom = await this.validResume(resumeToken);
    let startSeq: number;
    if (resumeFrom === null) {
      if (resumeToken) conn.send({ kind: { case: 'reset', value: { targetId } } });
      const snapshot = await this.snapshot(target);
      const encoded = new EncodedDocuments();
      for (const doc of snapshot.docs) {
        this.sendChange(sub, doc.docId, doc, snapshot.seq, false, encoded);
      }
      startSeq = snapshot.seq;
    } else {
      startSeq = resumeFrom;
    }
    await this.lock.run(async () => {
      if (this.behind && this.index.size === 0) {
        // Nobody has been delivered anything since lastSeq: start from the log's end.
        this.lastSeq = await this.maxSeq(this.db);
        this.behind = false;
      }
      const catchUp = async (q: Queryable, upTo: number) => {
        if (upTo <= startSeq) return;
        const rows = await q
          .select()
          .from(changes)
          .where(
            and(gt(changes.seq, startSeq), lte(changes.seq, upTo), selectorWhere(target.selector)),
          )
          .orderBy(asc(changes.seq));
        await this.deliver(
          q,
          rows.map((row) => ({ row, subs: [sub] })),
          resumeFrom !== null,
        );
      };
      // A snapshot catches up to what the hub has read; a resume reads in one consistent state
      // the catch-up to the log's end and the documents the target holds there, for the digest.
      const caughtUp =
        resumeFrom === null
          ? await catchUp(this.db, this.lastSeq).then(() => ({ seq: startSeq, held: null }))
          : await this.readOnly(async (q) => {
              const seq = Math.max(startSeq, await this.maxSeq(q));
              await catchUp(q, seq);
              return { seq, held: await target.snapshot(q) };
            });
      let digest: LiveDigest | undefined;
      if (resumeFrom !== null && caughtUp.held) {
        // What the client may hold: what the target holds now, and anything changed since its
        // token (committed but not yet numbered included), so a later removal is always sent.
        for (const doc of caughtUp.held) sub.known.add(doc.docId);
        const since = await this.db
          .selectDistinct({ docId: changes.docId })
          .from(changes)
          .where(and(gt(changes.seq, resumeFrom), selectorWhere(target.selector)));
        for (const { docId } of since) sub.known.add(docId);
        const encoded = new EncodedDocuments();
        digest = liveDigest(
          caughtUp.held
            .filter((doc) => target.includes(doc.document))
            .map((doc) => encoded.of(doc.document)),
        );
      }
      sub.fromSeq = Math.max(caughtUp.seq, this.lastSeq);
      if (this.byConn.get(conn) !== subs) return; // the connection closed meanwhile
      subs.set(targetId, sub);
      const set = this.index.get(sub.routeKey) ?? new Set();
      set.add(sub);
      this.index.set(sub.routeKey, set);
      conn.send({
        kind: {
          case: 'current',
          value: { targetId, resumeToken: String(sub.fromSeq), ...(digest ? { digest } : {}) },
        },
      });
      // A wake-up that came while this target was being added, with nobody else listening,
      // was skipped (wake()); what it announced is past the target's read of the log, so the
      // target would miss it until the next change. Now someone listens: read it.
      if (this.behind) {
        this.behind = false;
        this.wake();
      }
    });
  }

  remove(conn: LiveConnection, targetId: number): void {
    const subs = this.byConn.get(conn);
    const sub = subs?.get(targetId);
    if (!subs || !sub) return;
    subs.delete(targetId);
    const routed = this.index.get(sub.routeKey);
    routed?.delete(sub);
    if (routed?.size === 0) this.index.delete(sub.routeKey);
  }

  removeConnection(conn: LiveConnection): void {
    for (const targetId of [...(this.byConn.get(conn)?.keys() ?? [])]) this.remove(conn, targetId);
    this.byConn.delete(conn);
  }

  /** Forgets change records older than the given time; tokens before them get a reset. */
  async prune(olderThan: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ seq: max(changes.seq) })
        .from(changes)
        .where(sql`${changes.at} < ${olderThan.toISOString()}::timestamptz`);
      const through = row?.seq ?? 0;
      if (!through) return 0;
      const deleted = await tx
        .delete(changes)
        .where(lte(changes.seq, through))
        .returning({ seq: changes.seq });
      await tx
        .insert(changeHorizon)
        .values({ id: 1, prunedThrough: through })
        .onConflictDoUpdate({ target: changeHorizon.id, set: { prunedThrough: through } });
      return deleted.length;
    });
  }

  /** The sequence to resume from, or null when the token is absent, malformed or too old. */
  private async validResume(token: string): Promise<number | null> {
    if (!/^\d{1,15}$/.test(token)) return null;
    const seq = Number(token);
    const [horizon] = await this.db.select().from(changeHorizon).where(eq(changeHorizon.id, 1));
    if (seq < (horizon?.prunedThrough ?? 0)) return null;
    if (seq > (await this.maxSeq(this.db))) return null;
    return seq;
  }

  /** The target's documents and the sequence they reflect, read as one snapshot. */
  private snapshot(target: ResolvedTarget): Promise<{ docs: LoadedDoc[]; seq: number }> {
    return this.readOnly(async (q) => ({
      seq: await this.maxSeq(q),
      docs: await target.snapshot(q),
    }));
  }

  /** Reads in one read-only transaction that sees one committed state throughout. */
  private readOnly<T>(read: (q: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(read, {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  /** The newest sequence handed out: the log's last row, or the horizon if all is pruned. */
  private maxSeq(q: Queryable): Promise<number> {
    return currentSeq(q);
  }
}
