// The schedule exports, built once per event and change: writing a 1,000-meeting schedule (the
// model, luxon's zone arithmetic, three serialisations) takes far longer than a request may
// (issue 10: ≤ 200 ms), and readers poll the same files. Each request reads, in one indexed
// query, the event and its newest change record (the change log every write appends to in its
// own transaction); an export built at an older change is never served, so no notification can
// be missed and no clock has to expire it. The version is read before the build, so a cached
// export is never older than the version it is kept under.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { ScheduleFormat } from '../../../../common/scheduleExports';
import type { Queryable } from '../../../db/database';
import { changes, events } from '../../../db/schema';
import { c3vocJson } from './c3vocJson';
import { frabXml } from './frabXml';
import { icalendar } from './icalendar';
import { scheduleModel } from './model';
import type { ScheduleModel } from './model';

const gzipAsync = promisify(gzip);

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
  version: string;
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

async function fileOf(text: string): Promise<ExportFile> {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, gzip: await gzipAsync(body), etag };
}

export class ExportCache {
  private readonly events = new Map<string, EventExports>();

  constructor(
    private readonly db: Queryable,
    private readonly publicUrl: string,
  ) {}

  /** The export of the published event with this key, as of its newest change; null: none. */
  async get(eventKey: string, format: ScheduleFormat): Promise<ExportFile | null> {
    const found = await publishedVersion(this.db, eventKey);
    if (!found) return null;
    const { ref, version } = found;
    let entry = this.events.get(ref.eventId);
    if (entry?.version !== version) {
      entry = { version, model: scheduleModel(this.db, ref, this.publicUrl), files: new Map() };
      this.events.delete(ref.eventId);
      this.events.set(ref.eventId, entry);
      const oldest = this.events.keys().next();
      if (this.events.size > MAX_EVENTS && !oldest.done) this.events.delete(oldest.value);
    }
    let file = entry.files.get(format);
    if (!file) {
      const kept = entry;
      file = kept.model.then((model) => model && fileOf(WRITERS[format](model)));
      kept.files.set(format, file);
      // A failed build is not kept: the next request tries again.
      file.catch(() => {
        if (this.events.get(ref.eventId) === kept) this.events.delete(ref.eventId);
      });
    }
    return file;
  }
}
