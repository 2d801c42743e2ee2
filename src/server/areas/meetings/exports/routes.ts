// The public schedule exports: GET {PUBLIC_API_PATH}/events/{eventKey}/schedule.{xml,json,ics}
// for a published, not archived event; 404 otherwise. Public data, so any site may read it.
// Served from the export cache (built once per change) with an ETag, gzip when accepted.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PATH } from '../../../../common/publicEvent';
import { EVENT_KEY_PATTERN } from '../../../../common/rules';
import { SCHEDULE_EXPORTS } from '../../../../common/scheduleExports';
import type { ScheduleFormat } from '../../../../common/scheduleExports';
import { etagMatches } from '../../../etag';
import type { Deps } from '../../../rpc/deps';
import { ExportCache } from './exportCache';

export async function scheduleExportRoutes(fastify: FastifyInstance, deps: Deps): Promise<void> {
  const cache = new ExportCache(deps.database, deps.config.publicUrl);
  await cache.start();
  fastify.addHook('onClose', () => cache.stop());
  for (const format of Object.keys(SCHEDULE_EXPORTS) as ScheduleFormat[]) {
    const { file, type } = SCHEDULE_EXPORTS[format];
    fastify.get<{ Params: { key: string } }>(
      `${PUBLIC_API_PATH}/events/:key/${file}`,
      async (req, reply) => {
        const found = EVENT_KEY_PATTERN.test(req.params.key)
          ? await cache.get(req.params.key, format)
          : null;
        reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
        if (!found) return reply.code(404).send({ error: 'Not found.' });
        reply
          .header('etag', found.etag)
          .header('vary', 'accept-encoding')
          .header('content-type', type)
          .header('content-disposition', `inline; filename="${file}"`);
        if (etagMatches(req.headers['if-none-match'], found.etag)) return reply.code(304).send();
        if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.send(found.body);
        return reply.header('content-encoding', 'gzip').send(found.gzip);
      },
    );
  }
}
