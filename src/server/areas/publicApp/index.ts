// The public side (ARCHITECTURE §2, public path): the attendee app's pages and the published
// content of published events, read from a per-event snapshot cached in memory.
import type { Area } from '../area';
import { feedbackRoutes } from './feedbackRoutes';
import { PublicCache } from './publicCache';
import { publicRoutes } from './routes';

export { ATTENDEE_DIR } from './pages';

export const publicAppArea: Area = {
  name: 'publicApp',
  services: [],
  collections: {},
  async routes(fastify, deps) {
    const cache = new PublicCache(deps.database);
    await cache.start();
    fastify.addHook('onClose', () => cache.stop());
    // Not encapsulated: its catch-all page routes hand other paths to the console's fallback.
    await publicRoutes(fastify, cache, deps.config.publicUrl);
    feedbackRoutes(fastify, cache, deps);
  },
};
