// GET /api/v1/event_resources/{eventId}/{fileId}{suffix}: a processed file of an event, with
// immutable caching (the console changes ?v= when the file changes) and an ETag per version.
// A file that is removed, not 'ok', or of another event is 404, like one that never existed.
// A file of an event that is not public (unpublished or archived) is served only with a valid
// signature (?sig=, resourceSignatures.ts) or to a member of the event's team (its session in
// the access-token header, as RPCs); without either it is 404 too, so ids reveal nothing. Such
// an answer may be kept by the browser alone, and no longer than its signature lives.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_SIZE_SUFFIXES, RESOURCE_SIGNATURE_QUERY } from '../../../common/constants';
import type { UploadRole } from '../../../common/constants';
import { UUID_PATTERN } from '../../../common/rules';
import { may } from '../../../common/teamRights';
import { isImageRole } from '../../../common/uploadRoles';
import { isPublic, roleIn } from '../../auth/eventAccess';
import { events, files } from '../../db/schema';
import { etagMatches } from '../../etag';
import type { Deps } from '../../rpc/deps';
import { attachmentDisposition } from './contentDisposition';
import { fileKeys } from './fileRecords';

export const RESOURCES_PATH = '/api/v1/event_resources';

const NAME = new RegExp(
  `^(${UUID_PATTERN.source.slice(1, -1)})(${IMAGE_SIZE_SUFFIXES.join('|')})?$`,
);

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

type ResourceRequest = FastifyRequest<{
  Params: { eventId: string; name: string };
  Querystring: Record<string, unknown>;
}>;

export function registerResourceRoute(fastify: FastifyInstance, deps: Deps): void {
  const { files: ctx, database, log } = deps;

  /** Whether the caller is signed in as a member of the event's team (any role enters it). */
  const isMember = async (req: ResourceRequest, eventId: string): Promise<boolean> => {
    const token = req.headers['access-token'];
    if (typeof token !== 'string' || !token) return false;
    const user = await deps.tokens.verifyIdToken(token).catch(() => null);
    return !!user && may(await roleIn(database, user.uid, eventId), 'enter');
  };

  /** The Cache-Control of a file the caller may have, or null when it may not. */
  const access = async (req: ResourceRequest, eventId: string, fileId: string, open: boolean) => {
    if (open) return PUBLIC_CACHE;
    const now = deps.now().getTime();
    const signature = req.query[RESOURCE_SIGNATURE_QUERY];
    const expiresAt = ctx.signatures.check(eventId, fileId, signature, now);
    if (expiresAt !== null) {
      return `private, max-age=${Math.max(0, expiresAt - Math.ceil(now / 1000))}, immutable`;
    }
    return (await isMember(req, eventId)) ? 'private, no-cache' : null;
  };

  fastify.get<{ Params: { eventId: string; name: string }; Querystring: Record<string, unknown> }>(
    `${RESOURCES_PATH}/:eventId/:name`,
    async (req, reply) => {
      const notFound = () => reply.code(404).send({ error: 'Not found.' });
      const { eventId } = req.params;
      const name = NAME.exec(req.params.name);
      if (!name || !UUID_PATTERN.test(eventId)) return notFound();
      const [, fileId = '', suffix = ''] = name;
      const [found] = await database.db
        .select({ file: files, publishedAt: events.publishedAt, isArchive: events.isArchive })
        .from(files)
        .innerJoin(events, eq(events.id, files.eventId))
        .where(
          and(
            eq(files.id, fileId),
            eq(files.eventId, eventId),
            eq(files.status, 'ok'),
            eq(files.removed, false),
          ),
        );
      if (!found) return notFound();
      const row = found.file;
      // A participant's file answer is theirs, never public: published or not, it is served
      // only with a signature or to the team.
      const open = isPublic(found) && row.role !== ('form_attachment' satisfies UploadRole);
      const cacheControl = await access(req, eventId, fileId, open);
      if (!cacheControl) return notFound();
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
        'cache-control': cacheControl,
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
