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
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_FORM_ID, SURVEY_FORM_ID } from '../../../common/forms';
import {
  PARTICIPANTS_SNAPSHOT_FORMAT,
  participantsSnapshotPath,
} from '../../../common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../../common/participantsSnapshot';
import { ownedEvent } from '../../auth/eventAccess';
import type { Tx } from '../../db/database';
import { formFields } from '../../db/schema';
import { currentSeq } from '../../live/changeSeq';
import type { Deps } from '../../rpc/deps';
import { participantPages } from './pages';

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

async function writeSnapshot(tx: Tx, eventId: string, out: PassThrough): Promise<void> {
  const head = await header(tx, eventId);
  const index = new Map(head.fields.map((f, i) => [`${f.formId}/${f.fieldId}`, i]));
  const write = async (text: string) => {
    if (!out.destroyed && !out.write(text)) {
      // Wait for the reader, or for the connection to close (the reply destroys `out` then).
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    if (out.destroyed) throw new Error('the client went away');
  };
  await write(`${JSON.stringify(head)}\n`);
  for await (const rows of participantPages(tx, eventId, PAGE)) {
    const lines = rows.map((r) => {
      const values: string[] = new Array<string>(head.fields.length).fill('');
      for (const [formId, answers] of Object.entries(r.answers)) {
        for (const a of answers) {
          const i = index.get(`${formId}/${a.fieldId}`);
          if (i !== undefined) values[i] = a.value;
        }
      }
      const row: SnapshotRow = [
        r.id,
        r.firstName,
        r.lastName,
        r.clientPhone,
        r.clientSuspended ? 1 : 0,
        Math.floor(r.createdAt.getTime() / 1000),
        values,
      ];
      return JSON.stringify(row);
    });
    await write(`${lines.join('\n')}\n`);
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
