// The public schedule exports: GET {PUBLIC_API_PATH}/events/{eventKey}/schedule.{xml,json,ics}
// for a published, not archived event; 404 otherwise. Public data, so any site may read it.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PATH } from '../../../../common/publicEvent';
import { EVENT_KEY_PATTERN } from '../../../../common/rules';
import { SCHEDULE_EXPORTS } from '../../../../common/scheduleExports';
import type { ScheduleFormat } from '../../../../common/scheduleExports';
import type { Deps } from '../../../rpc/deps';
import { c3vocJson } from './c3vocJson';
import { frabXml } from './frabXml';
import { icalendar } from './icalendar';
import { publishedEvent, scheduleModel } from './model';
import type { ScheduleModel } from './model';

const WRITERS: Record<ScheduleFormat, (s: ScheduleModel) => string> = {
  xml: frabXml,
  json: (s) => JSON.stringify(c3vocJson(s)),
  ics: icalendar,
};

export async function scheduleExportRoutes(fastify: FastifyInstance, deps: Deps): Promise<void> {
  for (const format of Object.keys(SCHEDULE_EXPORTS) as ScheduleFormat[]) {
    const { file, type } = SCHEDULE_EXPORTS[format];
    fastify.get<{ Params: { key: string } }>(
      `${PUBLIC_API_PATH}/events/:key/${file}`,
      async (req, reply) => {
        const db = deps.database.db;
        const ref = EVENT_KEY_PATTERN.test(req.params.key)
          ? await publishedEvent(db, req.params.key)
          : null;
        const model = ref && (await scheduleModel(db, ref, deps.config.publicUrl));
        reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
        if (!model) return reply.code(404).send({ error: 'Not found.' });
        return reply
          .header('content-type', type)
          .header('content-disposition', `inline; filename="${file}"`)
          .send(WRITERS[format](model));
      },
    );
  }
}
