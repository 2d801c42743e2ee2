// Visitor statistics of an event: the collection beacon and the organiser's reads.
import { Events } from '../../../../generated/manager/events_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { collectRoutes } from './collect';
import { statisticsService } from './service';

export { CLIENT_LIMITS, NEW_CLIENT_LIMITS } from './collect';
/** The shared per-key limiter, for the other public endpoints. */
export { TokenBuckets, deleteFullBuckets } from './rateLimit';

export const statisticsArea: Area = {
  name: 'statistics',
  services: [implement(Events, statisticsService)],
  collections: {},
  async routes(fastify, deps) {
    // Encapsulated: its content type parser and CORS headers apply to the beacon only.
    await fastify.register(async (scope) =>
      collectRoutes(scope, { database: deps.database, now: deps.now }),
    );
  },
};
