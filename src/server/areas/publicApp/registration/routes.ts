// The registration's public routes (src/common/publicRegistration.ts) under the public API:
// the forms to fill, the code sent, the code confirmed, and the attendee's own access. Each
// answers only for a published event that asks for registration, and is limited per address.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PATH } from '../../../../common/publicEvent';
import { EVENT_KEY_PATTERN } from '../../../../common/rules';
import type { Deps } from '../../../rpc/deps';
import { CheckInCodes } from '../../participants';
import type { PublicCache } from '../publicCache';
import { confirmRegistration } from './confirm';
import { answer, refuse, registrationContext } from './context';
import { registrationFormsOf, requiresRegistration } from './forms';
import { attendeeAccess } from './me';
import { START_BODY_LIMIT, startRegistration } from './start';

const BASE = `${PUBLIC_API_PATH}/events/:key/registration`;

type Params = { Params: { key: string } };

export function registrationRoutes(fastify: FastifyInstance, cache: PublicCache, deps: Deps) {
  const ctx = registrationContext(deps);
  const codes = new CheckInCodes(deps.config.secret);
  const db = deps.database.db;
  /** The published event of the key when it asks for registration, else null. */
  const registeringEvent = async (key: string) => {
    const event = EVENT_KEY_PATTERN.test(key) ? ((await cache.byKey(key))?.event ?? null) : null;
    return event && (await requiresRegistration(db, event.eventId)) ? event : null;
  };

  fastify.get<Params>(BASE, async (req, reply) => {
    if (!(await ctx.checksByAddress.take(req.ip)))
      return refuse(reply, 429, null, 'Too many requests.');
    const event = await registeringEvent(req.params.key);
    const forms = event ? await registrationFormsOf(db, event.eventId) : null;
    return forms ? answer(reply, 200, forms) : refuse(reply, 404, null, 'Not found.');
  });

  fastify.post<Params>(`${BASE}/start`, { bodyLimit: START_BODY_LIMIT }, async (req, reply) => {
    if (!(await ctx.startsByAddress.take(req.ip)))
      return refuse(reply, 429, null, 'Too many requests.');
    const event = await registeringEvent(req.params.key);
    if (!event) return refuse(reply, 404, null, 'Not found.');
    return startRegistration(ctx, event, req.body, reply);
  });

  fastify.post<Params>(`${BASE}/confirm`, async (req, reply) => {
    if (!(await ctx.checksByAddress.take(req.ip)))
      return refuse(reply, 429, null, 'Too many requests.');
    const event = await registeringEvent(req.params.key);
    if (!event) return refuse(reply, 404, null, 'Not found.');
    return confirmRegistration(ctx, event.eventId, req.body, reply);
  });

  fastify.get<Params>(`${BASE}/me`, async (req, reply) => {
    if (!(await ctx.checksByAddress.take(req.ip)))
      return refuse(reply, 429, null, 'Too many requests.');
    const event = await registeringEvent(req.params.key);
    if (!event) return refuse(reply, 404, null, 'Not found.');
    return attendeeAccess(ctx, codes, event.eventId, req.headers.authorization, reply);
  });
}
