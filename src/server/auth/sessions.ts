// A session is a refresh token family: live while one of its tokens is not revoked (sign-out
// and password reset revoke them all).
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { refreshTokens } from '../db/schema';

export async function sessionIsLive(db: Queryable, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}
