// A session is a refresh token family: live while one of its tokens is not revoked (sign-out
// and password reset revoke them all).
import { and, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { refreshTokens } from '../db/schema';

export async function sessionIsLive(db: Queryable, familyId: string): Promise<boolean> {
  return (await liveSessions(db, [familyId])).has(familyId);
}

/** Which of these sessions are live: one query for all of them (the live feed's sweep). */
export async function liveSessions(
  db: Queryable,
  familyIds: readonly string[],
): Promise<Set<string>> {
  if (familyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, [...familyIds]), isNull(refreshTokens.revokedAt)));
  return new Set(rows.map((row) => row.familyId));
}
