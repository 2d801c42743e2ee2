// The server-side cache of the public path: each published event's snapshot is built once per
// change, serialised and compressed once, and served from memory with its ETag, so thousands
// of attendees opening the app at once cost one database read. The cache follows the same
// change log as the live hub (NOTIFY on commit): a change of an event drops that event's entry;
// a change without an event (default keys) drops everything. This node's own writes drop their
// entries before they are answered (the sequencer tells it), so an organiser who publishes and
// opens the app reads what was published. Entries also expire after a minute, in case a
// notification was lost while the LISTEN connection was down: an expired entry is still
// answered while its successor is built. Each build also prepares the pages' first screens.
import { createHash } from 'node:crypto';
import { and, eq, max, sql } from 'drizzle-orm';
import type { PublicEvent } from '../../../common/publicEvent';
import { splitTexts } from '../../../common/publicTexts';
import type { PublicEventHome } from '../../../common/publicTexts';
import type { Database } from '../../db/database';
import type { MovedChange } from '../../db/sequencer';
import { changes, events } from '../../db/schema';
import { CHANGES_CHANNEL } from '../../db/writer';
import { compressed } from './compressed';
import type { Compressed } from './compressed';
import { openHome } from './registration/gate';
import { buildSnapshot } from './snapshot';

/** One document ready to send: its JSON, ETag and compressed copies. */
export interface PublicDocument extends Compressed {
  etag: string;
  json: Buffer;
}

export interface PublicEntry {
  /** The whole event, for the server's own use (pages, manifest, feedback). */
  event: PublicEvent;
  /** What the app loads first: the event without its long texts (src/common/publicTexts.ts). */
  home: PublicDocument;
  /** The long texts' parts by name, loaded after the first paint. */
  texts: ReadonlyMap<string, PublicDocument>;
  /**
   * What anyone may read: the same, or for an event that asks for registration its home alone
   * and no texts (registration/gate.ts); the rest is for its participants.
   */
  open: PublicView;
  builtAt: number;
}

/** The documents one reader may have, and the event they show. */
export interface PublicView {
  event: PublicEvent;
  home: PublicDocument;
  texts: ReadonlyMap<string, PublicDocument>;
}

/**
 * A value as JSON with its ETag and compressed copies; an unchanged value (same ETag as
 * `previous`) keeps the previous copies, so a periodic rebuild costs no compression.
 */
async function document(value: unknown, previous?: PublicDocument): Promise<PublicDocument> {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  if (previous?.etag === etag) return previous;
  return { etag, json, ...(await compressed(json)) };
}

/** The event's documents, each reusing `previous`'s copies when unchanged. */
export async function serialise(
  event: PublicEvent,
  previous?: Omit<PublicEntry, 'builtAt'>,
): Promise<Omit<PublicEntry, 'builtAt'>> {
  const { home, parts } = splitTexts(event);
  const texts = new Map(
    await Promise.all(
      Object.entries(parts).map(
        async ([name, part]) => [name, await document(part, previous?.texts.get(name))] as const,
      ),
    ),
  );
  const homeValue: PublicEventHome = {
    ...home,
    textParts: Object.fromEntries([...texts].map(([name, doc]) => [name, doc.etag])),
  };
  const whole = { event, home: await document(homeValue, previous?.home), texts };
  if (!event.registration.required) return unchanged(whole, previous) ?? { ...whole, open: whole };
  const openEvent = openHome(event);
  const openValue: PublicEventHome = { ...openEvent, textParts: {} };
  const open = {
    event: openEvent,
    home: await document(openValue, previous?.open.home),
    texts: new Map(),
  };
  return unchanged(whole, previous, open.home) ?? { ...whole, open };
}

/**
 * The previous entry when every document came out the same: its event objects are kept too, so
 * what was made from them (the pages' first screens, firstScreens.ts) is not made again.
 */
function unchanged(
  whole: PublicView,
  previous: Omit<PublicEntry, 'builtAt'> | undefined,
  openHome = whole.home,
): Omit<PublicEntry, 'builtAt'> | null {
  if (!previous || previous.home !== whole.home || previous.open.home !== openHome) return null;
  if (previous.texts.size !== whole.texts.size) return null;
  for (const [name, doc] of whole.texts) if (previous.texts.get(name) !== doc) return null;
  return previous;
}

const MAX_AGE_MS = 60_000;
/** Lookups of keys and domains kept at most; a flood of unknown keys only empties it. */
const MAX_LOOKUPS = 10_000;
/** Snapshots kept at most: the least recently built go first. */
const MAX_ENTRIES = 2_000;
/** Own records remembered at most while no change-log read comes to prune them. */
const MAX_HANDLED = 100_000;
/**
 * Changes that never reach the public data: participants (registrations, check-ins, suspensions)
 * and feedback answers. A registration rush at the door must not rebuild the event's snapshot.
 */
const PRIVATE_COLLECTIONS = new Set(['participants', 'feedbackAnswers']);

interface ChangedGroup {
  collection: string;
  eventId: string | null;
  seq: string;
  handled: boolean;
}

/**
 * What changed after $1, by collection and event, and whether each group is wholly of the
 * records $2 (this node's own). Read after every write's NOTIFY: written once, prepared per
 * connection (db/namedStatements.ts), not rebuilt by Drizzle each time.
 */
const CHANGED_SINCE = `SELECT collection, event_id AS "eventId", max(seq)::text AS seq,
  bool_and(seq = ANY($2::bigint[])) AS handled
FROM changes WHERE seq > $1::bigint GROUP BY collection, event_id`;

export class PublicCache {
  private readonly entries = new Map<string, PublicEntry | null>();
  private readonly building = new Map<string, Promise<PublicEntry | null>>();
  /** Lower-cased event key or 'domain:' + host → event id (null: no such public event). */
  private readonly lookups = new Map<string, string | null>();
  private generation = 0;
  private lastSeq = 0;
  /**
   * Records above lastSeq this node's writes already dropped: the change log's read skips them,
   * or a read after the writer's answer would drop (and rebuild) what it has read since.
   */
  private readonly handled = new Set<number>();
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private unlisten?: () => Promise<void>;
  private unfollow?: () => void;
  private prepare: (entry: PublicEntry) => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly clock: () => number = Date.now,
    /** Told of each snapshot read: served from memory, or built (metrics). */
    private readonly counted: (hit: boolean) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    const [row] = await this.database.db.select({ seq: max(changes.seq) }).from(changes);
    this.lastSeq = Number(row?.seq ?? 0);
    this.unfollow = this.database.onChangesMoved((moved) => this.forgetOwn(moved));
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, () => this.onNotify());
  }

  async stop(): Promise<void> {
    this.unfollow?.();
    await this.unlisten?.();
    await this.reading;
  }

  /** The public snapshot of the published event with this key, or null. */
  async byKey(eventKey: string): Promise<PublicEntry | null> {
    const id = await this.lookup(eventKey.toLowerCase(), () =>
      this.database.db
        .select({ id: events.id })
        .from(events)
        .where(sql`lower(${events.extKey}) = ${eventKey.toLowerCase()}`),
    );
    return id ? this.snapshot(id) : null;
  }

  /**
   * The snapshot of the event with this key if memory holds a fresh one, without waiting:
   * for answers given before the request is routed any further (a revalidation's 304).
   */
  peek(eventKey: string): PublicEntry | undefined {
    const id = this.lookups.get(eventKey.toLowerCase());
    const entry = id ? this.entries.get(id) : undefined;
    return entry && this.clock() - entry.builtAt < MAX_AGE_MS ? entry : undefined;
  }

  /** The public snapshot of the published event whose verified custom domain is host, or null. */
  async byDomain(host: string): Promise<PublicEntry | null> {
    const domain = host.toLowerCase();
    const id = await this.lookup(`domain:${domain}`, () =>
      this.database.db
        .select({ id: events.id })
        .from(events)
        .where(and(sql`lower(${events.domain}) = ${domain}`, eq(events.domainVerified, true))),
    );
    return id ? this.snapshot(id) : null;
  }

  private async lookup(
    name: string,
    query: () => Promise<{ id: string }[]>,
  ): Promise<string | null> {
    const known = this.lookups.get(name);
    if (known !== undefined) return known;
    const generation = this.generation;
    const [row] = await query();
    const id = row?.id ?? null;
    if (generation === this.generation) {
      if (this.lookups.size >= MAX_LOOKUPS) this.lookups.clear();
      this.lookups.set(name, id);
    }
    return id;
  }

  /**
   * Called with each snapshot built, before anyone is answered from it: what the pages need from
   * it (their first screens, rendered and compressed) is made then, not on their first request.
   */
  prepareWith(prepare: (entry: PublicEntry) => Promise<void>): void {
    this.prepare = prepare;
  }

  private snapshot(eventId: string): Promise<PublicEntry | null> {
    const cached = this.entries.get(eventId);
    if (cached === null) return Promise.resolve(null);
    const hit = cached !== undefined && this.clock() - cached.builtAt < MAX_AGE_MS;
    this.counted(hit);
    if (hit) return Promise.resolve(cached);
    let pending = this.building.get(eventId);
    if (!pending) {
      const started: Promise<PublicEntry | null> = this.build(eventId, cached).finally(() => {
        if (this.building.get(eventId) === started) this.building.delete(eventId);
      });
      pending = started;
      this.building.set(eventId, pending);
    }
    if (cached === undefined) return pending;
    // Only its age is against it (a change drops the entry): it is answered while the next one
    // is built, so no attendee waits for the minute's rebuild. A failed rebuild leaves it for
    // the next request to try again.
    pending.catch(() => undefined);
    return Promise.resolve(cached);
  }

  private async build(eventId: string, previous?: PublicEntry): Promise<PublicEntry | null> {
    const generation = this.generation;
    const event = await buildSnapshot(this.database.db, eventId);
    let entry: PublicEntry | null = null;
    if (event) {
      entry = { ...(await serialise(event, previous)), builtAt: this.clock() };
      // A page that could not be prepared is made on its request, as it would have been.
      await this.prepare(entry).catch(() => undefined);
    }
    // A change committed while building: this result may be older than it, so it is served to
    // the callers that waited but not kept.
    if (generation === this.generation) {
      this.entries.delete(eventId);
      this.entries.set(eventId, entry);
      const oldest = this.entries.keys().next();
      if (this.entries.size > MAX_ENTRIES && !oldest.done) this.entries.delete(oldest.value);
    }
    return entry;
  }

  /** Reads which events the new change records touch; one read per wake-up, not per attendee. */
  private onNotify(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readChanges()
      .catch(() => this.dropAll())
      .finally(() => {
        this.reading = null;
        if (this.readAgain) {
          this.readAgain = false;
          this.onNotify();
        }
      });
  }

  private async readChanges(): Promise<void> {
    // Groups wholly of records this node handled only move lastSeq on.
    const rows = await this.database.query<ChangedGroup>(CHANGED_SINCE, [
      this.lastSeq,
      [...this.handled],
    ]);
    if (rows.length === 0) return;
    this.lastSeq = Math.max(this.lastSeq, ...rows.map((row) => Number(row.seq)));
    for (const seq of this.handled) if (seq <= this.lastSeq) this.handled.delete(seq);
    this.forget(rows.filter((row) => !row.handled));
  }

  /** This node's own writes, told before they are answered (db/sequencer.ts). */
  private forgetOwn(moved: readonly MovedChange[]): void {
    // A lost notification leaves nothing to prune them: then they are only read again.
    if (this.handled.size > MAX_HANDLED) this.handled.clear();
    for (const change of moved) if (change.seq > this.lastSeq) this.handled.add(change.seq);
    this.forget(moved);
  }

  /**
   * Drops what these changes may alter. A build under way is not joined any more (it may have
   * read the data before them), so the next reader starts one that sees them.
   */
  private forget(changed: readonly Pick<MovedChange, 'collection' | 'eventId'>[]): void {
    const shown = changed.filter((row) => !PRIVATE_COLLECTIONS.has(row.collection));
    if (shown.length === 0) return;
    this.generation += 1;
    for (const row of shown) {
      if (row.eventId === null) {
        // Global data (default keys) or an account: every snapshot may show it.
        if (row.collection === 'organisation') continue;
        this.dropAll();
        return;
      }
      this.entries.delete(row.eventId);
      this.building.delete(row.eventId);
      // Keys, domains and publication live on the event row.
      if (row.collection === 'events') this.lookups.clear();
    }
  }

  private dropAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
    this.lookups.clear();
  }
}
