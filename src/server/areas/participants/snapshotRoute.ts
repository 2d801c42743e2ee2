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
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../common/forms';
import {
  PARTICIPANTS_SNAPSHOT_FORMAT,
  participantsSnapshotPath,
} from '../../../common/participantsSnapshot';
import type { SnapshotField, SnapshotHeader } from '../../../common/participantsSnapshot';
import { ownedEvent } from '../../auth/eventAccess';
import type { Tx } from '../../db/database';
import { formFields, participants } from '../../db/schema';
import { currentSeq } from '../../live/changeSeq';
import type { Deps } from '../../rpc/deps';

const PAGE = 5_000;
const HTTP_OF_CODE: Record<number, number> = { 3: 400, 5: 404, 7: 403 };

async function header(tx: Tx, eventId: string): Promise<SnapshotHeader> {
  const seq = await currentSeq(tx);
  // Every field that ever held an answer, removed ones too: a row's answers stay readable.
  const fields = await tx
    .select({ formId: formFields.formId, fieldId: formFields.id, fieldType: formFields.fieldType })
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        inArray(formFields.formId, [REGISTRATION_FORM_ID, SURVEY_FORM_ID]),
      ),
    )
    .orderBy(asc(formFields.id));
  return { format: PARTICIPANTS_SNAPSHOT_FORMAT, resumeToken: String(seq), fields };
}

/**
 * The rows of one page as JSON text, formed by PostgreSQL, so Node only concatenates text (no
 * parse, no stringify). Each row's answers are read once into a map keyed 'formId/fieldId',
 * and the header's fields are picked from it: one pass over the answers per row. (Picking each
 * field with jsonb_path_query_first went over them once per field, and forming the rows was
 * nearly all of the first open's time: bench/README.md (f).)
 */
export function rowsQuery(eventId: string, fields: SnapshotField[], after: string, limit: number) {
  const values = fields.map(
    (f) => sql`coalesce(answers.m ->> ${`${f.formId}/${f.fieldId}`}::text, '')`,
  );
  const answers =
    values.length > 0 ? sql`json_build_array(${sql.join(values, sql`, `)})` : sql`'[]'::json`;
  const p = participants;
  return sql`SELECT ${p.id} AS id, json_build_array(${p.id}, ${p.firstName}, ${p.lastName}, ${p.clientPhone}, ${p.clientSuspended}::int, floor(extract(epoch FROM ${p.createdAt}))::bigint, ${answers}, coalesce(floor(extract(epoch FROM ${p.checkedInAt}))::bigint, 0))::text AS line
    FROM ${p}
    LEFT JOIN LATERAL (
      SELECT jsonb_object_agg(form.key || '/' || (answer ->> 'fieldId'), answer -> 'value') AS m
      FROM jsonb_each(${p.answers}) AS form(key, list),
        jsonb_array_elements(CASE jsonb_typeof(form.list) WHEN 'array' THEN form.list ELSE '[]'::jsonb END) AS answer
    ) AS answers ON true
    WHERE ${p.eventId} = ${eventId}::uuid AND ${p.id} > ${after}::uuid
    ORDER BY ${p.id} LIMIT ${limit}`;
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/** Writes the snapshot's lines to `out` (exported for bench/participants.ts's breakdown). */
export async function writeSnapshot(tx: Tx, eventId: string, out: PassThrough): Promise<void> {
  const head = await header(tx, eventId);
  const write = async (text: string) => {
    if (!out.destroyed && !out.write(text)) {
      // Wait for the reader, or for the connection to close (the reply destroys `out` then).
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    if (out.destroyed) throw new Error('the client went away');
  };
  await write(`${JSON.stringify(head)}\n`);
  let after = FIRST_UUID;
  for (;;) {
    // node-postgres answers execute() with its QueryResult; the generic Db type leaves it unknown.
    const { rows } = (await tx.execute(
      rowsQuery(eventId, head.fields, after, PAGE),
    )) as unknown as {
      rows: { id: string; line: string }[];
    };
    if (rows.length > 0) await write(`${rows.map((r) => r.line).join('\n')}\n`);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.id;
  }
}

export function registerSnapshotRoute(fastify: FastifyInstance, deps: Deps): void {
  fastify.get<{ Params: { eventId: string } }>(
    participantsSnapshotPath(':eventId'),
    async (req, reply) => {
      try {
        const user = await deps.tokens.verifyIdToken(req.headers['access-token'] as string);
        await ownedEvent(deps.database.db, user.uid, req.params.eventId, { forWrite: false });
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
          () => body.end(),
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
