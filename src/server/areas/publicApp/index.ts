// The public side (ARCHITECTURE §2, public path): the attendee app's pages and the published
// content of published events, read from a per-event snapshot cached in memory; and the
// organiser's preview of an event, published or not, with a short-lived credential.
import { Preview } from '../../../../generated/manager/preview_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { periodicJob } from '../../db/leadership';
import { ATTENDEE_CLEAN_UP_MS, cleanAttendeeState } from './attendeeCleanUp';
import type { Deps } from '../../rpc/deps';
import { PreviewReader } from './previewRead';
import { previewService } from './previewService';
import { PreviewTokens } from './previewTokens';
import { favoriteSyncRoutes } from './favoriteSyncRoutes';
import { feedbackRoutes } from './feedbackRoutes';
import { pushRoutes } from './push/pushRoutes';
import { PUSH_WATCH_MS, PushWatcher } from './push/pushWatcher';
import { PublicCache } from './publicCache';
import { ContentGate } from './registration/gate';
import { registrationRoutes } from './registration/routes';
import { publicRoutes } from './routes';

const previewTokens = (deps: Deps) => new PreviewTokens(deps.config.secret);

export { ATTENDEE_DIR } from './pages';
export { ContentGate } from './registration/gate';
export { refuseAccess } from './registration/me';

export const publicAppArea: Area = {
  name: 'publicApp',
  services: [implement(Preview, (deps) => previewService(deps, previewTokens(deps)))],
  collections: {},
  async routes(fastify, deps) {
    const cache = new PublicCache(deps.database, Date.now, (hit) =>
      deps.metrics.publicCache.inc({ result: hit ? 'hit' : 'miss' }),
    );
    await cache.start();
    fastify.addHook('onClose', () => cache.stop());
    // Not encapsulated: its catch-all page routes hand other paths to the console's fallback.
    const preview = new PreviewReader(
      deps.database,
      previewTokens(deps),
      deps.now,
      deps.tokens,
      deps.files.signatures,
    );
    const gate = new ContentGate(deps, preview);
    await publicRoutes(
      fastify,
      cache,
      preview,
      gate,
      deps.config.publicUrl,
      () => deps.now().getTime(),
      (ready) => deps.metrics.publicPages.inc({ result: ready ? 'ready' : 'made' }),
    );
    feedbackRoutes(fastify, cache, deps);
    favoriteSyncRoutes(fastify, cache, deps);
    pushRoutes(fastify, cache, deps);
    const watcher = new PushWatcher(deps.database);
    const watching = periodicJob('push watch', PUSH_WATCH_MS, () => watcher.pass(), deps.log);
    deps.addLeaderJob({
      name: watching.name,
      start() {
        watcher.restart();
        watching.start();
      },
      stop: () => watching.stop(),
    });
    deps.addLeaderJob(
      periodicJob(
        'attendee clean-up',
        ATTENDEE_CLEAN_UP_MS,
        () => cleanAttendeeState(deps.database, deps.now()),
        deps.log,
      ),
    );
    registrationRoutes(fastify, cache, deps);
  },
};
