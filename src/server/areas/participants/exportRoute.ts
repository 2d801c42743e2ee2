// GET {EXPORT_PATH}/{token}: the participants export as a file, streamed page by page from the
// database (constant memory however many rows), for the signed link ExportToCSV hands out.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition } from '../files';
import type { Deps } from '../../rpc/deps';
import { exportChunks } from './exportCsv';
import { EXPORT_PATH } from './exportLink';
import type { ExportLinks } from './exportLink';

export function registerExportRoute(fastify: FastifyInstance, deps: Deps, links: ExportLinks) {
  fastify.get<{ Params: { token: string } }>(`${EXPORT_PATH}/:token`, async (req, reply) => {
    const grant = links.check(req.params.token, deps.now().getTime());
    if (!grant || !(await deps.tokens.liveSession(grant.sid))) {
      return reply.code(404).send({ error: 'Not found.' });
    }
    const now = deps.now();
    const date = now.toISOString().slice(0, 10);
    const body = Readable.from(
      exportChunks(deps.database, grant.eventId, grant.lang, {
        files: deps.files,
        nowMs: now.getTime(),
      }),
    );
    body.on('error', (err) => deps.log.warn({ err }, 'participants export: stopped'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', attachmentDisposition(`participants-${date}.csv`))
      .send(body);
  });
}
