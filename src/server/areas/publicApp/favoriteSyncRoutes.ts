// Favourites on every device (issue 29, src/common/favoriteSync.ts): a device posts its marks
// under the sync key and gets back the merge of everything the key's devices have sent, stored
// under the key's hash in one transaction (a row lock, so two devices at once both count).
// Public and anonymous like feedback: limited per address and per key, capped in size, for a
// published event only. The key travels in the body, never in a URL a log would keep.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  FAVORITE_ID_PATTERN,
  FAVORITE_SYNC_LIMITS,
  mergeMarks,
  sameMarks,
  SYNC_KEY_PATTERN,
} from '../../../common/favoriteSync';
import type { FavoriteMarks, FavoriteSyncReply } from '../../../common/favoriteSync';
import { PUBLIC_API_PATH } from '../../../common/publicEvent';
import { EVENT_KEY_PATTERN } from '../../../common/rules';
import { favoriteSets } from '../../db/schema';
import type { Deps } from '../../rpc/deps';
import { TokenBuckets } from '../statistics';
import type { PublicCache } from './publicCache';

// A venue's Wi-Fi puts hundreds of linked devices behind one address, each syncing now and then.
export const FAVORITES_ADDRESS_LIMITS = { capacity: 240, refillPerSecond: 20 };
// One key's devices sync on start, on a change and every few seconds while open.
export const FAVORITES_KEY_LIMITS = { capacity: 30, refillPerSecond: 1 };
// Every mark at its longest, with room for the JSON around it.
const BODY_LIMIT = FAVORITE_SYNC_LIMITS.marks * 100 + 200;
// A device clock this far ahead would make its marks unbeatable: refused, not stored.
const MAX_CLOCK_AHEAD_MS = 24 * 3600 * 1000;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function checkedRequest(body: unknown, now: number): { key: string; marks: FavoriteMarks } {
  const bad = (why: string) => new Refusal(400, why);
  if (typeof body !== 'object' || body === null) throw bad('Expected a JSON object.');
  const { key, marks, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw bad(`Unknown field: ${Object.keys(rest)[0]}.`);
  if (typeof key !== 'string' || !SYNC_KEY_PATTERN.test(key)) throw bad('key: not a sync key.');
  if (typeof marks !== 'object' || marks === null || Array.isArray(marks)) {
    throw bad('marks: expected an object of session ids.');
  }
  const entries = Object.entries(marks as Record<string, unknown>);
  if (entries.length > FAVORITE_SYNC_LIMITS.marks) {
    throw new Refusal(413, `marks: at most ${FAVORITE_SYNC_LIMITS.marks} sessions.`);
  }
  const checked: FavoriteMarks = {};
  for (const [id, mark] of entries) {
    if (!FAVORITE_ID_PATTERN.test(id)) throw bad(`marks: not a session id: ${id.slice(0, 80)}.`);
    const { on, at } = (mark ?? {}) as Record<string, unknown>;
    if (typeof on !== 'boolean') throw bad(`marks.${id}.on: expected true or false.`);
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) {
      throw bad(`marks.${id}.at: expected a time in milliseconds.`);
    }
    if (at > now + MAX_CLOCK_AHEAD_MS) throw bad(`marks.${id}.at: the device clock is ahead.`);
    checked[id] = { on, at };
  }
  return { key, marks: checked };
}

export function favoriteSyncRoutes(fastify: FastifyInstance, cache: PublicCache, deps: Deps) {
  const db = deps.database.db;
  const byAddress = new TokenBuckets(
    'favorites-address',
    FAVORITES_ADDRESS_LIMITS,
    deps.database,
    deps.now,
  );
  const byKey = new TokenBuckets('favorites-key', FAVORITES_KEY_LIMITS, deps.database, deps.now);
  const refuse = (reply: FastifyReply, code: number, error: string) =>
    reply.code(code).header('cache-control', 'no-store').send({ error });

  fastify.post<{ Params: { key: string } }>(
    `${PUBLIC_API_PATH}/events/:key/favorites`,
    { bodyLimit: BODY_LIMIT },
    async (req, reply) => {
      if (!(await byAddress.take(req.ip))) return refuse(reply, 429, 'Too many requests.');
      const eventKey = req.params.key;
      const event = EVENT_KEY_PATTERN.test(eventKey)
        ? ((await cache.byKey(eventKey))?.event ?? null)
        : null;
      if (!event) return refuse(reply, 404, 'Not found.');
      let request: { key: string; marks: FavoriteMarks };
      try {
        request = checkedRequest(req.body, deps.now().getTime());
      } catch (error) {
        if (error instanceof Refusal) return refuse(reply, error.status, error.message);
        throw error;
      }
      const keyHash = createHash('sha256').update(request.key).digest('base64url');
      if (!(await byKey.take(keyHash))) return refuse(reply, 429, 'Too many requests.');
      const where = and(eq(favoriteSets.eventId, event.eventId), eq(favoriteSets.keyHash, keyHash));
      try {
        const marks = await db.transaction(async (tx) => {
          const held = async () =>
            (
              await tx
                .select({ marks: favoriteSets.marks })
                .from(favoriteSets)
                .where(where)
                .for('update')
            )[0];
          let row = await held();
          // A key never written and nothing to write: no row for it.
          if (!row && Object.keys(request.marks).length === 0) return {};
          if (!row) {
            await tx
              .insert(favoriteSets)
              .values({ eventId: event.eventId, keyHash, marks: {} })
              .onConflictDoNothing();
            row = await held();
          }
          const known = row?.marks ?? {};
          const merged = mergeMarks(known, request.marks);
          if (Object.keys(merged).length > FAVORITE_SYNC_LIMITS.marks) {
            throw new Refusal(413, `marks: at most ${FAVORITE_SYNC_LIMITS.marks} sessions.`);
          }
          if (!sameMarks(known, merged)) {
            await tx
              .update(favoriteSets)
              .set({ marks: merged, updatedAt: deps.now() })
              .where(where);
          }
          return merged;
        });
        const answer: FavoriteSyncReply = { marks };
        return reply.header('cache-control', 'no-store').send(answer);
      } catch (error) {
        if (error instanceof Refusal) return refuse(reply, error.status, error.message);
        throw error;
      }
    },
  );
}
