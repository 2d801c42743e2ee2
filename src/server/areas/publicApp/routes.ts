// The public side's HTTP routes: the app's pages at /{eventKey}/… and at any path of a verified
// custom domain, the event's public snapshot and web manifest (ETag, 304, precompressed), and
// the built app's files under /a/. A path that is not an event's goes on to the console's
// fallback (callNotFound), so the console's routes work as before.
import { allowConsoleFraming } from '../../securityHeaders';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_PATHS, pagePath } from '../../../common/appPagePath';
import { isReservedEventKey } from '../../../common/eventKey';
import { PREVIEW_HEADER, PREVIEW_QUERY } from '../../../common/preview';
import { PUBLIC_API_PATH } from '../../../common/publicEvent';
import { TEXT_PART_PATTERN } from '../../../common/publicTexts';
import { EVENT_KEY_PATTERN } from '../../../common/rules';
import { etagMatches } from '../../etag';
import { acceptedEncoding } from './compressed';
import { DEFAULT_ICON_SIZES, defaultIcon } from './defaultIcon';
import { firstScreens } from './firstScreens';
import { manifestOf } from './manifest';
import {
  APP_PAGE_SCRIPTS,
  ATTENDEE_ASSETS_PREFIX,
  ATTENDEE_DIR,
  appPage,
  notFoundLanguage,
  notFoundPage,
  readAttendeeBuild,
  readFirstScreenRenderer,
  sendPage,
} from './pages';
import type { SentPage } from './pages';
import type { PublicEvent } from '../../../common/publicEvent';
import { serialise } from './publicCache';
import type { PublicCache, PublicDocument, PublicView } from './publicCache';
import type { PreviewReader } from './previewRead';
import type { ContentGate } from './registration/gate';
import { refuseAccess } from './registration/me';

/** An event's document: the home document has no part. */
type DocumentParams = { key: string; part?: string };

/** A preview is its organiser's alone: no cache, shared or private, may keep it. */
const PREVIEW_CACHE = 'private, no-store';
/** A registration event's content, sent to one participant: no shared cache may keep it. */
const PARTICIPANT_CACHE = 'private, no-cache';

function sendSnapshot(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: PublicDocument,
  cacheControl = 'no-cache',
) {
  reply
    .header('etag', entry.etag)
    .header('cache-control', cacheControl)
    .header('vary', `accept-encoding, authorization, ${PREVIEW_HEADER}`)
    .header('content-type', 'application/json; charset=utf-8');
  if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (encoding) return reply.header('content-encoding', encoding).send(entry[encoding]);
  return reply.send(entry.json);
}

export async function publicRoutes(
  fastify: FastifyInstance,
  cache: PublicCache,
  preview: PreviewReader,
  gate: ContentGate,
  consoleUrl: string,
  now: () => number,
  /** Told of each compressed page with a first screen: ready before its request, or made. */
  countPage: (ready: boolean) => void = () => undefined,
): Promise<void> {
  /** An app page: our console may frame it (its preview panel), on a custom domain too. */
  const appAnswer = (reply: FastifyReply, page: SentPage, cacheControl?: string) => {
    allowConsoleFraming(reply, consoleUrl, APP_PAGE_SCRIPTS);
    return sendPage(reply, 200, page, cacheControl);
  };
  const build = readAttendeeBuild();
  const screens = firstScreens(readFirstScreenRenderer(), now);
  /** A page's first screen (null without one), and its shell at this address. */
  const pageAt = (event: PublicEvent, base: string, origin: string, pathname: string) => {
    const path = pagePath(base, { hash: '', pathname });
    const screen = screens(event, base, path);
    const page = () =>
      appPage(build, event, base, {
        firstScreen: screen === null ? null : { path, html: screen.html },
        origin,
        url: pathname,
      });
    return { screen, page, address: `${origin}${pathname}` };
  };
  /**
   * The page shell with the page's first screen and the tags of a shared link; a page with a
   * first screen goes compressed when the browser accepts it (compressed once per address).
   */
  const shell = async (req: FastifyRequest, event: PublicEvent, base: string) => {
    const pathname = req.url.split('?')[0] ?? '';
    const { screen, page, address } = pageAt(
      event,
      base,
      `${req.protocol}://${req.host}`,
      pathname,
    );
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (screen === null || encoding === null) return page();
    countPage(screen.has(address));
    const copies = await screen.compressed(address, page);
    return { body: copies[encoding], encoding };
  };
  // Each snapshot built renders and compresses its pages with a first screen at the product's
  // own address (PUBLIC_URL), so the first attendee after a change waits for no rendering.
  const publicOrigin = new URL(consoleUrl).origin;
  cache.prepareWith(async (entry) => {
    const { event } = entry.open;
    const base = `/${event.eventKey}/`;
    await Promise.all(
      FIRST_SCREEN_PATHS.map((path) => {
        const { screen, page, address } = pageAt(event, base, publicOrigin, `${base}${path}`);
        return screen?.compressed(address, page);
      }),
    );
  });
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, 404, notFoundPage(build, notFoundLanguage(req.headers['accept-language'])));
  const noData = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-cache').send({ error: 'Not found.' });

  /** The event whose verified custom domain this request is addressed to, if any. */
  const byHost = (req: FastifyRequest) => cache.byDomain(req.hostname);

  /** Serves the app at /{eventKey}/…; any other path is the console's. */
  const page = async (req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) => {
    const domainEvent = await byHost(req);
    if (domainEvent) return appAnswer(reply, await shell(req, domainEvent.open.event, '/'));
    const { key } = req.params;
    if (!EVENT_KEY_PATTERN.test(key) || isReservedEventKey(key)) return reply.callNotFound();
    const query = req.query as Record<string, unknown>;
    const previewed = await preview.event(query[PREVIEW_QUERY], key);
    if (previewed && req.url.startsWith(`/${key}/`)) {
      return appAnswer(reply, appPage(build, previewed, `/${key}/`), PREVIEW_CACHE);
    }
    const entry = await cache.byKey(key);
    if (!entry) return notFound(req, reply);
    // Relative paths of the app resolve against /{eventKey}/, so the bare key gets its slash.
    if (!req.url.split('?')[0]?.startsWith(`/${key}/`)) {
      return reply.redirect(`/${key}/`, 301);
    }
    return appAnswer(reply, await shell(req, entry.open.event, `/${key}/`));
  };

  fastify.get('/', async (req, reply) => {
    const domainEvent = await byHost(req);
    if (domainEvent) return appAnswer(reply, await shell(req, domainEvent.open.event, '/'));
    return reply.callNotFound();
  });
  fastify.get('/:key', page);
  fastify.get('/:key/*', page);

  /** One of the event's documents (src/common/publicTexts.ts), for the public or a preview. */
  const documentRoute = (
    suffix: string,
    pick: (view: PublicView, params: DocumentParams) => PublicDocument | undefined,
  ) =>
    fastify.get<{ Params: DocumentParams }>(`${PUBLIC_API_PATH}/events/:key${suffix}`, {
      // The attendees' revalidation, most of this path's traffic: answered from memory as soon
      // as the request is routed, before any further hook, parser or promise. A participant's
      // token is checked by the handler.
      onRequest(req, reply, done) {
        const etag = req.headers['if-none-match'];
        const entry =
          etag &&
          !req.headers[PREVIEW_HEADER] &&
          !req.headers.authorization &&
          cache.peek(req.params.key);
        const doc = entry ? pick(entry.open, req.params) : undefined;
        if (doc && etagMatches(etag, doc.etag)) {
          void sendSnapshot(req, reply, doc);
          return;
        }
        done();
      },
      handler: async (req, reply) => {
        const previewed = await preview.event(req.headers[PREVIEW_HEADER], req.params.key);
        if (previewed) {
          const doc = pick(await serialise(previewed), req.params);
          return doc ? sendSnapshot(req, reply, doc, PREVIEW_CACHE) : noData(reply);
        }
        const entry = EVENT_KEY_PATTERN.test(req.params.key)
          ? await cache.byKey(req.params.key)
          : null;
        if (!entry) return noData(reply);
        if (!entry.event.registration.required) {
          const doc = pick(entry.open, req.params);
          return doc ? sendSnapshot(req, reply, doc) : noData(reply);
        }
        const access = await gate.access(entry.event.eventId, req.headers);
        const doc = pick(access === 200 ? entry : entry.open, req.params);
        if (doc)
          return sendSnapshot(req, reply, doc, access === 200 ? PARTICIPANT_CACHE : undefined);
        return access === 200 ? noData(reply) : refuseAccess(reply, access);
      },
    });
  documentRoute('', (entry) => entry.home);
  documentRoute('/texts/:part', (entry, { part = '' }) =>
    TEXT_PART_PATTERN.test(part) ? entry.texts.get(part) : undefined,
  );
  fastify.get<{ Params: { key: string } }>(
    `${PUBLIC_API_PATH}/events/:key/manifest.webmanifest`,
    async (req, reply) => {
      const entry = EVENT_KEY_PATTERN.test(req.params.key)
        ? await cache.byKey(req.params.key)
        : null;
      if (!entry) return noData(reply);
      const domainEvent = await byHost(req);
      const base =
        domainEvent?.event.eventId === entry.event.eventId ? '/' : `/${entry.event.eventKey}/`;
      return reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(manifestOf(entry.event, base)));
    },
  );

  fastify.get<{ Params: { key: string; size: string } }>(
    `${PUBLIC_API_PATH}/events/:key/icon-:size.png`,
    async (req, reply) => {
      const size = Number(req.params.size);
      const entry = EVENT_KEY_PATTERN.test(req.params.key)
        ? await cache.byKey(req.params.key)
        : null;
      if (!entry || !(DEFAULT_ICON_SIZES as readonly number[]).includes(size)) return noData(reply);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'no-cache')
        .send(await defaultIcon(entry.event, size));
    },
  );

  if (build.scripts.length > 0) {
    await fastify.register(fastifyStatic, {
      root: ATTENDEE_DIR,
      prefix: ATTENDEE_ASSETS_PREFIX,
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        // The file sent may be the build's .br or .gz copy.
        if (/[/\\]sw\.js(\.br|\.gz)?$/.test(file)) {
          // One worker script serves every event; each registers it with its own scope.
          res.header('service-worker-allowed', '/');
          res.header('cache-control', 'no-cache');
        } else {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
}
