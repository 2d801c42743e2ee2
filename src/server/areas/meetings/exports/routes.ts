// The public schedule exports: GET {PUBLIC_API_PATH}/events/{eventKey}/schedule.{xml,json,ics}
// for a published, not archived event; 404 otherwise. Public data, so any site may read it,
// except an event that asks for registration: its participants' and its organiser's alone.
// Served from the export cache (built once per change) with an ETag, gzip when accepted.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PATH } from '../../../../common/publicEvent';
import { EVENT_KEY_PATTERN } from '../../../../common/rules';
import { SCHEDULE_EXPORTS } from '../../../../common/scheduleExports';
import type { ScheduleFormat } from '../../../../common/scheduleExports';
import { etagMatches } from '../../../etag';
import type { Deps } from '../../../rpc/deps';
import { ContentGate, refuseAccess } from '../../publicApp';
import { ExportCache } from './exportCache';

export async function scheduleExportRoutes(fastify: FastifyInstance, deps: Deps): Promise<void> {
  const cache = new ExportCache(deps.database, deps.config.publicUrl);
  const gate = new ContentGate(deps);
  await cache.start();
  fastify.addHook('onClose', () => cache.stop());
  for (const format of Object.keys(SCHEDULE_EXPORTS) as ScheduleFormat[]) {
    const { file, type } = SCHEDULE_EXPORTS[format];
    fastify.get<{ Params: { key: string } }>(
      `${PUBLIC_API_PATH}/events/:key/${file}`,
      async (req, reply) => {
        const { key } = req.params;
        const access = EVENT_KEY_PATTERN.test(key)
          ? await gate.accessByKey(key, req.headers)
          : 'open';
        if (access === 401 || access === 403) return refuseAccess(reply, access);
        const found = EVENT_KEY_PATTERN.test(key) ? await cache.get(key, format) : null;
        reply
          .header('cache-control', access === 'open' ? 'no-cache' : 'private, no-cache')
          .header('access-control-allow-origin', '*');
        if (!found) return reply.code(404).send({ error: 'Not found.' });
        reply
          .header('etag', found.etag)
          .header('vary', 'accept-encoding, authorization')
          .header('content-type', type)
          .header('content-disposition', `inline; filename="${file}"`);
        if (etagMatches(req.headers['if-none-match'], found.etag)) return reply.code(304).send();
        if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.send(found.body);
        return reply.header('content-encoding', 'gzip').send(found.gzip);
      },
    );
  }
}
