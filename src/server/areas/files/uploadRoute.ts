// PUT /api/v1/uploads/{token}: the browser sends the raw bytes of a requested file here. The
// body is streamed to a scratch file with a byte limit (413 at once when Content-Length says
// too much, or as soon as the bytes do), then processed; the answer waits for the outcome.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { UploadRole } from '../../../common/constants';
import { UPLOAD_LIMITS, isImageRole } from '../../../common/uploadRoles';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import type { FilesContext } from './filesContext';
import { fileWithOwner, updateFile } from './fileRecords';
import type { FileRow } from './fileRecords';
import { uploadMessage } from './messages';
import { processUpload } from './processing';

export const UPLOAD_PATH = '/api/v1/uploads';

class TooLarge extends Error {}

/** Passes bytes through until there are more than limit. */
class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    done(this.bytes > this.limit ? new TooLarge() : null, chunk);
  }
}

const limitOf = (role: string) =>
  isImageRole(role as UploadRole) ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.fileBytes;

const answer = (row: Pick<FileRow, 'id' | 'status' | 'errMsg'>) => ({
  fileId: row.id,
  status: row.status,
  errMsg: row.errMsg,
});

function refuse(reply: FastifyReply, code: number, error: string, row?: FileRow) {
  // Every refusal comes before the body is read (or while it is): Node would read and drop the
  // rest to keep the connection, 256 MB for a bad link. Closing it ends the sender at once.
  reply.header('connection', 'close');
  return reply.code(code).send({ error, ...(row ? answer(row) : {}) });
}

export async function registerUploadRoute(
  fastify: FastifyInstance,
  ctx: FilesContext,
  database: Database,
  log: FastifyBaseLogger,
): Promise<void> {
  const fail = (row: FileRow, errMsg: string, from: FileRow['status']) =>
    updateFile(
      database,
      row.id,
      { status: 'error', errMsg, uploadNonce: null },
      eq(files.status, from),
    );

  await fastify.register(async (scope) => {
    // The body is the handler's to stream: no parser reads or buffers it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.put<{ Params: { token: string } }>(`${UPLOAD_PATH}/:token`, async (req, reply) => {
      const check = ctx.tokens.check(req.params.token);
      if (!check.ok) {
        const expired = check.reason === 'expired';
        return refuse(
          reply,
          403,
          expired ? 'The upload link has expired.' : 'The upload link is invalid.',
        );
      }
      const { fileId, nonce } = check.grant;
      const found = await fileWithOwner(database.db, fileId);
      const gone = 'The upload link was already used.';
      if (!found || found.file.uploadNonce !== nonce) return refuse(reply, 404, gone);
      const limit = limitOf(found.file.role);
      const tooLarge = uploadMessage('uploadTooLarge', { max: limit / 1024 / 1024 });
      const declared = Number(req.headers['content-length'] ?? 0);
      const waiting = and(eq(files.status, 'requested'), eq(files.uploadNonce, nonce));
      if (declared > limit) {
        const row = await updateFile(
          database,
          fileId,
          { status: 'error', errMsg: tooLarge, uploadNonce: null },
          waiting,
        );
        return row ? refuse(reply, 413, tooLarge, row) : refuse(reply, 404, gone);
      }
      const started = await updateFile(
        database,
        fileId,
        { status: 'uploading', uploadNonce: null },
        waiting,
      );
      if (!started) return refuse(reply, 404, gone);

      const scratch = path.join(ctx.scratchDir, `${fileId}.upload`);
      const counter = new ByteLimit(limit);
      try {
        await pipeline(req.raw, counter, createWriteStream(scratch));
      } catch (error) {
        await rm(scratch, { force: true });
        const over = error instanceof TooLarge;
        const row = await fail(
          started,
          over ? tooLarge : uploadMessage('uploadInterrupted'),
          'uploading',
        );
        if (over) return refuse(reply, 413, tooLarge, row);
        log.info({ fileId, err: error }, 'upload interrupted');
        return refuse(reply, 400, uploadMessage('uploadInterrupted'), row);
      }
      // The scratch copy is gone before the answer: the caller may look (a test does).
      const final = await processUpload(
        ctx,
        database,
        log,
        started,
        scratch,
        counter.bytes,
      ).finally(() => rm(scratch, { force: true }));
      return reply
        .code(final.status === 'ok' ? 200 : 422)
        .send(final.status === 'ok' ? answer(final) : { error: final.errMsg, ...answer(final) });
    });
  });
}
