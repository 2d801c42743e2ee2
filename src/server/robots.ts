// GET /robots.txt: crawlers may read the console's shell and the attendee apps, not the
// public API (schedule exports and snapshots are data for programs, listed by the apps).
// Without it the console's page answered, 200 and HTML, which crawlers read as "allow all".
import type { FastifyInstance } from 'fastify';

/** Every HTTP API lives under /api/ (PUBLIC_API_PATH among them). */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n';

export function registerRobotsRoute(fastify: FastifyInstance): void {
  fastify.get('/robots.txt', async (_req, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(ROBOTS_TXT),
  );
}
