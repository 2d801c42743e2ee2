// The attendee app's Web Push endpoints (src/common/publicPush.ts): the VAPID public key, and
// keeping or dropping one browser's subscription to a published event, following the
// favourites of a sync key. Public and anonymous like the favourites' sync: limited per address,
// capped in size; endpoints must be https URLs of a known push service (config's pushHosts), so
// the server never posts to an address of its own network that an anonymous caller named. A first subscription notes the event's programme
// at once, so a change right after it is told.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { object, string, ValidationError } from 'yup';
import { SYNC_KEY_PATTERN } from '../../../../common/favoriteSync';
import { PUBLIC_API_PATH } from '../../../../common/publicEvent';
import { PUSH_ENDPOINT_MAX, publicPushKeyPath } from '../../../../common/publicPush';
import type { PushKeyReply } from '../../../../common/publicPush';
import { EVENT_KEY_PATTERN } from '../../../../common/rules';
import { pushSubscriptions } from '../../../db/schema';
import { PUSH_SERVICE_HOSTS } from '../../../config';
import type { Deps } from '../../../rpc/deps';
import { TokenBuckets } from '../../statistics';
import type { PublicCache } from '../publicCache';
import { noteProgramme } from './pushWatcher';

export const PUSH_ADDRESS_LIMITS = { capacity: 60, refillPerSecond: 2 };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Whether `host` is one of `hosts` or a subdomain of one. */
export const pushHostAllowed = (host: string, hosts: readonly string[]) =>
  hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));

/** An https URL, of one of `hosts` when given. */
function endpointRule(hosts?: readonly string[]) {
  return string()
    .required()
    .max(PUSH_ENDPOINT_MAX)
    .test('endpoint', 'endpoint: expected the https URL of a push service.', (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && (!hosts || pushHostAllowed(url.hostname, hosts));
      } catch {
        return false;
      }
    });
}

const subscribeSchema = (hosts: readonly string[]) =>
  object({
    key: string().required().matches(SYNC_KEY_PATTERN, 'key: not a sync key.'),
    language: string().required().oneOf(['ru', 'en'], 'language: ru or en.'),
    subscription: object({
      endpoint: endpointRule(hosts),
      // A P-256 public key (65 bytes) and a 16-byte secret, base64url.
      keys: object({
        p256dh: string().required().max(100).matches(BASE64URL, 'keys.p256dh: base64url.'),
        auth: string().required().max(40).matches(BASE64URL, 'keys.auth: base64url.'),
      }).required(),
    })
      .required()
      .noUnknown(false),
  })
    .noUnknown()
    .strict();

// A removal posts nowhere: any https endpoint may be named, also one of a host no longer allowed.
const unsubscribeSchema = () => object({ endpoint: endpointRule() }).noUnknown().strict();

type Params = { Params: { key: string } };

export function pushRoutes(fastify: FastifyInstance, cache: PublicCache, deps: Deps) {
  const db = deps.database.db;
  const hosts = deps.config.pushHosts ?? PUSH_SERVICE_HOSTS;
  const subscribe = subscribeSchema(hosts);
  const unsubscribe = unsubscribeSchema();
  const byAddress = new TokenBuckets('push-address', PUSH_ADDRESS_LIMITS, deps.database, deps.now);
  const refuse = (reply: FastifyReply, code: number, error: string) =>
    reply.code(code).header('cache-control', 'no-store').send({ error });
  const publicEvent = async (key: string) =>
    EVENT_KEY_PATTERN.test(key) ? ((await cache.byKey(key))?.event ?? null) : null;
  const checked = <T>(validate: () => T, reply: FastifyReply): T | null => {
    try {
      return validate();
    } catch (error) {
      if (error instanceof ValidationError) {
        void refuse(reply, 400, error.message);
        return null;
      }
      throw error;
    }
  };

  fastify.get(publicPushKeyPath, (_req, reply) => {
    const answer: PushKeyReply = { publicKey: deps.vapidPublicKey };
    return reply.header('cache-control', 'public, max-age=3600').send(answer);
  });

  fastify.post<Params>(
    `${PUBLIC_API_PATH}/events/:key/push`,
    { bodyLimit: 4096 },
    async (req, reply) => {
      if (!(await byAddress.take(req.ip))) return refuse(reply, 429, 'Too many requests.');
      const event = await publicEvent(req.params.key);
      if (!event) return refuse(reply, 404, 'Not found.');
      const body = checked(() => subscribe.validateSync(req.body), reply);
      if (!body) return reply;
      const keyHash = createHash('sha256').update(body.key).digest('base64url');
      const row = {
        eventId: event.eventId,
        keyHash,
        p256dh: body.subscription.keys.p256dh,
        auth: body.subscription.keys.auth,
        language: body.language,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ endpoint: body.subscription.endpoint, ...row })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
        await noteProgramme(tx, event);
      });
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );

  fastify.post<Params>(
    `${PUBLIC_API_PATH}/events/:key/push/remove`,
    { bodyLimit: 2048 },
    async (req, reply) => {
      if (!(await byAddress.take(req.ip))) return refuse(reply, 429, 'Too many requests.');
      const body = checked(() => unsubscribe.validateSync(req.body), reply);
      if (!body) return reply;
      await deps.database.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [
        body.endpoint,
      ]);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
