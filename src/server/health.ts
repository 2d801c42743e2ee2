// GET /healthz: a bare liveness answer for anyone (load balancers, uptime checks). What runs
// behind it (database kind, live subscriptions) is shown only with HEALTH_TOKEN as a bearer
// token, and never when that setting is unset. GET /readyz: whether a balancer should send
// this node work: 503 while it drains (SIGTERM) or cannot reach the database.
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import type { LiveHub } from './live/hub';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Whether an Authorization header carries the token, compared in constant time. */
export function sameToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerHealthRoute(
  fastify: FastifyInstance,
  deps: { database: Database; hub: LiveHub; token?: string; draining: () => boolean },
): void {
  fastify.get(READY_PATH, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (deps.draining()) return reply.code(503).send({ ready: false, reason: 'draining' });
    try {
      await deps.database.db.execute(sql`SELECT 1`);
    } catch {
      return reply.code(503).send({ ready: false, reason: 'database' });
    }
    return { ready: true };
  });
  fastify.get(HEALTH_PATH, async (req, reply) => {
    await deps.database.db.execute(sql`SELECT 1`);
    reply.header('cache-control', 'no-store');
    if (deps.token === undefined || !sameToken(req.headers.authorization, deps.token)) {
      return { ok: true };
    }
    return {
      ok: true,
      database: deps.database.kind,
      liveSubscriptions: deps.hub.subscriptionCount,
    };
  });
}
