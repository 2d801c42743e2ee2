// The schedule exports, built once per event and change: writing a 1,000-meeting schedule (the
// model and three serialisations) takes far longer than a request may (issue 10: ≤ 200 ms), and
// readers poll the same files. Each request reads, in one indexed query, the event and its
// newest change record (the change log every write appends to in its own transaction); an
// export built at an older change is never served, so no notification can be missed and no
// clock has to expire it. The version is read before the build, so a cached export is never
// older than the version it is kept under.
// A reader should not wait for the build after a change either: the cache listens to the change
// log's NOTIFY (as the public cache does) and rebuilds, at once, the formats already read of the
// events it keeps, so the first reader after a change finds the build done or under way.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { ScheduleFormat } from '../../../../common/scheduleExports';
import type { Database, Queryable } from '../../../db/database';
import { changes, events } from '../../../db/schema';
import { CHANGES_CHANNEL } from '../../../db/writer';
import { c3vocJson } from './c3vocJson';
import { frabXml } from './frabXml';
import { icalendar } from './icalendar';
import { scheduleModel } from './model';
import type { ScheduleModel } from './model';
import { scheduleRows } from './rows';
import type { ScheduleRows } from './rows';

const WRITERS: Record<ScheduleFormat, (s: ScheduleModel) => string> = {
  xml: frabXml,
  json: (s) => JSON.stringify(c3vocJson(s)),
  ics: icalendar,
};

/** Events whose exports are kept at most: the least recently built go first. */
const MAX_EVENTS = 50;

export interface ExportFile {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

interface EventExports {
  eventKey: string;
  version: string;
  rows: Promise<ScheduleRows>;
  model: Promise<ScheduleModel | null>;
  files: Map<ScheduleFormat, Promise<ExportFile | null>>;
}

/** The published (and not archived) event with this key and its newest change, or null. */
async function publishedVersion(q: Queryable, eventKey: string) {
  const [row] = await q
    .select({
      eventId: events.id,
      eventKey: events.extKey,
      seq: sql<
        string | null
      >`(SELECT max(${changes.seq}) FROM ${changes} WHERE ${changes.eventId} = ${events.id})`,
    })
    .from(events)
    .where(
      and(
        sql`lower(${events.extKey}) = ${eventKey.toLowerCase()}`,
        sql`${events.publishedAt} IS NOT NULL`,
        eq(events.isArchive, false),
      ),
    );
  return row
    ? { ref: { eventId: row.eventId, eventKey: row.eventKey }, version: `${row.seq}` }
    : null;
}

/** Compressed at once (a few ms for 600 KiB): the thread pool's turn was the longer wait. */
function fileOf(text: string): ExportFile {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, gzip: gzipSync(body), etag };
}

/** Why an export was built: a reader asked, or a change of an event whose exports are kept. */
export type BuildCause = 'read' | 'change';

export class ExportCache {
  private readonly events = new Map<string, EventExports>();
  private refreshing: Promise<void> | null = null;
  private refreshAgain = false;
  private unlisten?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly publicUrl: string,
    /** Told of each build started (tests, logs). */
    private readonly onBuild: (eventId: string, version: string, cause: BuildCause) => void = () =>
      undefined,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, () => this.onNotify());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.refreshing;
  }

  /** The export of the published event with this key, as of its newest change; null: none. */
  async get(eventKey: string, format: ScheduleFormat): Promise<ExportFile | null> {
    const found = await publishedVersion(this.database.db, eventKey);
    if (!found) return null;
    return this.file(this.entry(found, 'read'), format);
  }

  /** The kept exports of this version of the event, or new ones (the oldest event goes). */
  private entry(
    { ref, version }: NonNullable<Awaited<ReturnType<typeof publishedVersion>>>,
    cause: BuildCause,
  ): EventExports {
    let entry = this.events.get(ref.eventId);
    if (entry?.version === version) return entry;
    this.onBuild(ref.eventId, version, cause);
    const db = this.database.db;
    // The rows of the build before are the base: only what changed since is read again.
    const base = entry ? entry.rows.catch(() => undefined) : Promise.resolve(undefined);
    const rows = base.then((before) => scheduleRows(db, ref.eventId, Number(version), before));
    const model = scheduleModel(db, ref, this.publicUrl, rows);
    entry = { eventKey: ref.eventKey, version, rows, model, files: new Map() };
    this.events.delete(ref.eventId);
    this.events.set(ref.eventId, entry);
    const oldest = this.events.keys().next();
    if (this.events.size > MAX_EVENTS && !oldest.done) this.events.delete(oldest.value);
    return entry;
  }

  private file(entry: EventExports, format: ScheduleFormat): Promise<ExportFile | null> {
    let file = entry.files.get(format);
    if (!file) {
      file = entry.model.then((model) => model && fileOf(WRITERS[format](model)));
      entry.files.set(format, file);
      // A failed build is not kept: the next request tries again.
      file.catch(() => {
        for (const [eventId, kept] of this.events) {
          if (kept === entry) this.events.delete(eventId);
        }
      });
    }
    return file;
  }

  /** One refresh at a time; notifications during it make one more. */
  private onNotify(): void {
    if (this.refreshing) {
      this.refreshAgain = true;
      return;
    }
    this.refreshing = this.refresh()
      .catch(() => undefined) // a reader builds what a failed refresh did not
      .finally(() => {
        this.refreshing = null;
        if (this.refreshAgain) {
          this.refreshAgain = false;
          this.onNotify();
        }
      });
  }

  /** Builds anew, for each kept event that changed, the formats read of it before. */
  private async refresh(): Promise<void> {
    for (const [eventId, kept] of [...this.events]) {
      const found = await publishedVersion(this.database.db, kept.eventKey);
      if (!found || found.ref.eventId !== eventId) {
        this.events.delete(eventId); // unpublished, archived or renamed: readers ask again
        continue;
      }
      if (found.version === kept.version) continue;
      const entry = this.entry(found, 'change');
      // The formats one by one once the model is in, with I/O let through between them: a
      // reader who asked meanwhile has its format written first and sent without waiting for
      // the others (each blocks the process while it is written).
      await entry.model;
      for (const format of kept.files.keys()) {
        await this.file(entry, format);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}
