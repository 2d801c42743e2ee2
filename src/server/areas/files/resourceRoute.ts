// GET /api/v1/event_resources/{eventId}/{fileId}{suffix}: a processed file of an event, with
// immutable caching (the console changes ?v= when the file changes) and an ETag per version.
// A file that is removed, not 'ok', or of another event is 404, like one that never existed.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { IMAGE_SIZE_SUFFIXES } from '../../../common/constants';
import type { UploadRole } from '../../../common/constants';
import { UUID_PATTERN } from '../../../common/rules';
import { isImageRole } from '../../../common/uploadRoles';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { etagMatches } from '../../etag';
import { attachmentDisposition } from './contentDisposition';
import type { FilesContext } from './filesContext';
import { fileKeys } from './fileRecords';

export const RESOURCES_PATH = '/api/v1/event_resources';

const NAME = new RegExp(
  `^(${UUID_PATTERN.source.slice(1, -1)})(${IMAGE_SIZE_SUFFIXES.join('|')})?$`,
);

export function registerResourceRoute(
  fastify: FastifyInstance,
  ctx: FilesContext,
  database: Database,
  log: FastifyBaseLogger,
): void {
  fastify.get<{ Params: { eventId: string; name: string } }>(
    `${RESOURCES_PATH}/:eventId/:name`,
    async (req, reply) => {
      const notFound = () => reply.code(404).send({ error: 'Not found.' });
      const { eventId } = req.params;
      const name = NAME.exec(req.params.name);
      if (!name || !UUID_PATTERN.test(eventId)) return notFound();
      const [, fileId = '', suffix = ''] = name;
      const [row] = await database.db
        .select()
        .from(files)
        .where(
          and(
            eq(files.id, fileId),
            eq(files.eventId, eventId),
            eq(files.status, 'ok'),
            eq(files.removed, false),
          ),
        );
      if (!row) return notFound();
      const image = isImageRole(row.role as UploadRole);
      if (!image && suffix) return notFound();
      const key = image ? fileKeys.output(row, row.version, suffix) : fileKeys.original(row);
      const etag = `"${row.id}.${row.version}${suffix}"`;
      const notModified = etagMatches(req.headers['if-none-match'], etag);
      const stored = notModified ? null : await ctx.storage.stat(key);
      if (!notModified && !stored) {
        log.error({ fileId, key }, 'a file marked ok has no stored bytes');
        return notFound();
      }
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        'x-content-type-options': 'nosniff',
        // Nothing served here is a page: no scripts, no plugins, no same-origin powers.
        'content-security-policy': "default-src 'none'; sandbox",
      });
      if (notModified || !stored) return reply.code(304).send();
      reply.headers({ 'content-type': row.contentType, 'content-length': stored.size });
      if (!image) reply.header('content-disposition', attachmentDisposition(row.origFilename));
      return reply.send(await ctx.storage.read(key));
    },
  );
}
