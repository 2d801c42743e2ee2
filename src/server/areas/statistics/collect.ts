// POST /api/v1/collect: the attendee app reports a page view. The answer is 204 for every
// well-formed body, whether or not the event exists, so the endpoint reveals nothing; 400 for a
// malformed one, 413 over 2 KB, 429 when the address or the client id sends too fast.
// Accepts application/json and text/plain (what navigator.sendBeacon sends, with no preflight).
import type { FastifyInstance } from 'fastify';
import { object, string, ValidationError } from 'yup';
import type { InferType } from 'yup';
import { CLIENT_ID_PATTERN, EVENT_KEY_PATTERN, UUID_PATTERN } from '../../../common/rules';
import type { Database } from '../../db/database';
import { countedToday, recordHit } from './hits';
import type { Hit } from './hits';
import { TokenBuckets } from './rateLimit';

export const COLLECT_PATH = '/api/v1/collect';
const BODY_LIMIT = 2048;
const PAGE_MAX = 512;

// Generous per address: a venue's Wi-Fi puts hundreds of attendees behind one address.
export const ADDRESS_LIMITS = { capacity: 300, refillPerSecond: 10 };
export const CLIENT_LIMITS = { capacity: 30, refillPerSecond: 0.5 };
/**
 * New visitors (client ids not yet counted today) per address: client ids are the app's own, so
 * anyone can make them up; this bounds how many users one address adds to an event's figures
 * (a hundred at once, then one every two seconds: a venue's Wi-Fi fills in over minutes).
 */
export const NEW_CLIENT_LIMITS = { capacity: 100, refillPerSecond: 0.5 };

const bodySchema = object({
  eventId: string().matches(UUID_PATTERN),
  eventKey: string().matches(EVENT_KEY_PATTERN),
  clientId: string().required().matches(CLIENT_ID_PATTERN),
  sessionId: string().required().matches(CLIENT_ID_PATTERN),
  page: string()
    .required()
    .max(PAGE_MAX)
    // A path: printable characters without spaces (\p{Cc} are the control characters).
    .matches(/^\/[^\s\p{Cc}]*$/u),
})
  .noUnknown()
  .strict()
  .test('one-event', 'eventId or eventKey, not both', (v) => !v.eventId !== !v.eventKey);

export async function collectRoutes(
  fastify: FastifyInstance,
  { database, now }: { database: Database; now: () => Date },
): Promise<void> {
  const db = database.db;
  const byAddress = new TokenBuckets('collect-address', ADDRESS_LIMITS, database, now);
  const byClient = new TokenBuckets('collect-client', CLIENT_LIMITS, database, now);
  const newClients = new TokenBuckets('collect-new-client', NEW_CLIENT_LIMITS, database, now);
  fastify.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  fastify.addHook('onSend', async (_req, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  fastify.options(COLLECT_PATH, async (_req, reply) =>
    reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '86400')
      .code(204)
      .send(),
  );
  fastify.post(COLLECT_PATH, { bodyLimit: BODY_LIMIT }, async (req, reply) => {
    if (!(await byAddress.take(req.ip))) return reply.code(429).send();
    let hit: InferType<typeof bodySchema>;
    try {
      hit = bodySchema.validateSync(JSON.parse(String(req.body)));
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof ValidationError) {
        return reply.code(400).send({ error: 'malformed body' });
      }
      throw error;
    }
    if (!(await byClient.take(hit.clientId))) return reply.code(429).send();
    const counted: Hit = {
      eventId: hit.eventId,
      eventKey: hit.eventKey,
      clientId: hit.clientId,
      sessionId: hit.sessionId,
      at: now(),
    };
    // Asked whether the event exists or not, so the answer tells nothing of it.
    if (!(await countedToday(db, counted)) && !(await newClients.take(req.ip))) {
      return reply.code(429).send();
    }
    await recordHit(db, counted);
    return reply.code(204).send();
  });
}
