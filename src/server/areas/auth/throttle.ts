// Sign-in throttling per account and per client address: after too many failures within a
// window the subject is locked for a while, whatever the password.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { signInThrottle } from '../../db/schema';

const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;
export const MAX_FAILURES = { account: 5, address: 50 } as const;

export const accountSubject = (email: string) => `account:${email}`;
export const addressSubject = (ip: string) => `address:${ip}`;

export async function isLocked(db: Queryable, subjects: string[]): Promise<boolean> {
  const rows = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(sql`${signInThrottle.subject} IN ${subjects}`);
  const now = Date.now();
  return rows.some((r) => r.lockedUntil !== null && r.lockedUntil.getTime() > now);
}

export async function recordFailure(db: Queryable, subject: string, max: number): Promise<void> {
  const nowDate = new Date();
  const now = sql`${nowDate.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(nowDate.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const lockedUntil = sql`${new Date(nowDate.getTime() + LOCK_MS).toISOString()}::timestamptz`;
  await db
    .insert(signInThrottle)
    .values({ subject, failures: 1, windowStart: nowDate })
    .onConflictDoUpdate({
      target: signInThrottle.subject,
      set: {
        failures: sql`CASE WHEN ${signInThrottle.windowStart} < ${windowStart} THEN 1 ELSE ${signInThrottle.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${signInThrottle.windowStart} < ${windowStart} THEN ${now} ELSE ${signInThrottle.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${signInThrottle.windowStart} >= ${windowStart} AND ${signInThrottle.failures} + 1 >= ${max} THEN ${lockedUntil} ELSE ${signInThrottle.lockedUntil} END`,
      },
    });
}

export async function clearFailures(db: Queryable, subject: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.subject, subject));
}
