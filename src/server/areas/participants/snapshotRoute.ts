// The participants read path for large events (ARCHITECTURE §2: "read by pages or queries,
// never pushed whole"). Chosen: a compact snapshot plus live changes since. One GET streams
// every participant as a JSON array per line (field ids once, in the header, not per row),
// gzip-compressed, read in keyset pages inside one REPEATABLE READ transaction together with
// the change sequence it reflects. The console stores it, searches and scrolls it locally, and
// resumes the changes-only live target from that sequence; a later open resumes from its last
// token and transfers only the changes. Why not paged queries: search and sort over all rows
// would go to the server per keystroke and fail offline; why not the plain live target: one
// protobuf frame per participant, every field id repeated, on every new device.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import { ConnectError } from '@connectrpc/connect';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PARTICIPANTS_SNAPSHOT_FORMAT,
  participantsSnapshotPath,
} from '../../../common/participantsSnapshot';
import type { SnapshotField, SnapshotHeader } from '../../../common/participantsSnapshot';
import { TARGET_RIGHTS } from '../../../common/teamRights';
import { authorise } from '../../auth/eventAccess';
import type { Tx } from '../../db/database';
import { participants } from '../../db/schema';
import { currentSeq } from '../../live/changeSeq';
import type { Deps } from '../../rpc/deps';
import {
  fieldsKey,
  formedAnswers,
  refreshSnapshotAnswers,
  snapshotFields,
} from './snapshotAnswers';

const PAGE = 5_000;
const HTTP_OF_CODE: Record<number, number> = { 3: 400, 5: 404, 7: 403 };

async function header(tx: Tx, eventId: string): Promise<SnapshotHeader> {
  const seq = await currentSeq(tx);
  const fields = await snapshotFields(tx, eventId);
  return { format: PARTICIPANTS_SNAPSHOT_FORMAT, resumeToken: String(seq), fields };
}

/**
 * The rows of one page as JSON text, formed by PostgreSQL, so Node only concatenates text (no
 * parse, no stringify). The answers are the row's stored array when it was formed for these
 * fields (snapshotAnswers.ts); otherwise, or with `stored` false (the bench's baseline), they
 * are formed here: the row's answers read once into a map keyed 'formId/fieldId', and the
 * header's fields picked from it.
 */
export function rowsQuery(
  eventId: string,
  fields: SnapshotField[],
  after: string,
  limit: number,
  stored = true,
) {
  const p = participants;
  const formed = formedAnswers(fields);
  const ready = stored ? sql`${p.snapshotFields} = ${fieldsKey(fields)}::text` : sql`false`;
  const answers = sql`CASE WHEN ${ready} THEN ${p.snapshotAnswers}::json ELSE ${formed} END`;
  return sql`SELECT ${p.id} AS id, coalesce(${ready}, false) AS ready, json_build_array(${p.id}, ${p.firstName}, ${p.lastName}, ${p.clientPhone}, ${p.clientSuspended}::int, floor(extract(epoch FROM ${p.createdAt}))::bigint, ${answers}, coalesce(floor(extract(epoch FROM ${p.checkedInAt}))::bigint, 0))::text AS line
    FROM ${p}
    WHERE ${p.eventId} = ${eventId}::uuid AND ${p.id} > ${after}::uuid
    ORDER BY ${p.id} LIMIT ${limit}`;
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Writes the snapshot's lines to `out` (exported for bench/participants.ts's breakdown);
 * returns how many rows had no stored answers for the current fields.
 */
export async function writeSnapshot(tx: Tx, eventId: string, out: PassThrough): Promise<number> {
  const head = await header(tx, eventId);
  const write = async (text: string) => {
    if (!out.destroyed && !out.write(text)) {
      // Wait for the reader, or for the connection to close (the reply destroys `out` then);
      // the listener that did not fire is removed, or every wait would leave one behind.
      const done = new AbortController();
      await Promise.race([
        once(out, 'drain', { signal: done.signal }),
        once(out, 'close', { signal: done.signal }),
      ]).finally(() => done.abort());
    }
    if (out.destroyed) throw new Error('the client went away');
  };
  await write(`${JSON.stringify(head)}\n`);
  let after = FIRST_UUID;
  let stale = 0;
  for (;;) {
    // node-postgres answers execute() with its QueryResult; the generic Db type leaves it unknown.
    const { rows } = (await tx.execute(
      rowsQuery(eventId, head.fields, after, PAGE),
    )) as unknown as {
      rows: { id: string; ready: boolean; line: string }[];
    };
    stale += rows.filter((r) => !r.ready).length;
    if (rows.length > 0) await write(`${rows.map((r) => r.line).join('\n')}\n`);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return stale;
    after = last.id;
  }
}

export function registerSnapshotRoute(fastify: FastifyInstance, deps: Deps): void {
  fastify.get<{ Params: { eventId: string } }>(
    participantsSnapshotPath(':eventId'),
    async (req, reply) => {
      try {
        const user = await deps.tokens.verifyIdToken(req.headers['access-token'] as string);
        // The snapshot starts the participants target: the same right reads it.
        await authorise(deps.database, user.uid, req.params.eventId, TARGET_RIGHTS.participants);
      } catch (error) {
        const e = ConnectError.from(error);
        return reply.code(HTTP_OF_CODE[e.code] ?? 500).send({ error: e.rawMessage });
      }
      const body = new PassThrough();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) body.destroy();
      });
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      void deps.database.db
        .transaction((tx) => writeSnapshot(tx, req.params.eventId, body), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        })
        .then(
          (stale) => {
            body.end();
            // Rows formed here this time: store their arrays so the next open reads them ready.
            if (stale > 0) {
              refreshSnapshotAnswers(deps.database.db, req.params.eventId).catch((error: unknown) =>
                deps.log.warn({ err: error }, 'participants snapshot: refresh failed'),
              );
            }
          },
          (error: unknown) => {
            deps.log.warn({ err: error }, 'participants snapshot: stopped');
            body.destroy(error instanceof Error ? error : new Error(String(error)));
          },
        );
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding');
      if (!gzip) return reply.send(body);
      reply.header('content-encoding', 'gzip');
      return reply.send(body.pipe(createGzip({ level: 6 })));
    },
  );
}
