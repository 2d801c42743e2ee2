// Sign-in throttling that a stranger cannot turn against the owner. Attempts are counted per
// account and client address pair (another address, the owner's, keeps its own budget) and per
// address across accounts (one address spraying many accounts). Past a free number of attempts
// each further one must wait a growing delay: 30 s, 1 min, 2 min… up to 15 minutes.
// An attempt is reserved in one atomic statement before the password is checked, so parallel
// attempts cannot slip past the limit; a successful sign-in clears its pair and is refunded
// to its address.
// An address an account has signed in from is known to it for 90 days (NIST SP 800-63B §5.2.2
// names such an allowlist): there the account answers to its own pair budget only, so others
// failing from the same NAT or unconfigured proxy cannot lock its owner out (issue 28 §8).
// A row names what it counts by a keyed hash (the server's secret, the same on every node), so
// the table says nothing of who tried to sign in from where; rows that count nothing any more
// are pruned.
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, like, lt, lte, notLike, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { signInThrottle } from '../../db/schema';

const WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
/** Attempts within a window before delays start. */
export const FREE_ATTEMPTS = { pair: 5, address: 50 } as const;

const KNOWN_FOR_MS = 90 * 24 * 3600_000;

/** What a row counts: its kind, then the keyed hash of whom (the kind stays readable to prune). */
export type ThrottleKind = 'pair' | 'address' | 'known' | 'mail' | 'signup';

/** The subjects of the throttle's rows, named under the server's secret. */
export function throttleSubjects(secret: string) {
  const name = (kind: ThrottleKind, ...whom: string[]) =>
    `${kind}:${createHmac('sha256', secret)
      .update(`${kind}\0${whom.join('\0')}`)
      .digest('base64url')}`;
  return {
    /** An account's attempts from one client address. */
    pair: (email: string, ip: string) => name('pair', ip, email.toLowerCase()),
    /** One client address's attempts across accounts. */
    address: (ip: string) => name('address', ip),
    /** An address the account signed in from. */
    known: (email: string, ip: string) => name('known', ip, email.toLowerCase()),
    /** Mails asked for by one address or for one account (`address:…`, `account:…`). */
    mail: (whom: string) => name('mail', whom),
    /** Sign-ups from one client address. */
    signUp: (ip: string) => name('signup', ip),
  };
}

/** The wait imposed after the n-th attempt of a window. */
export function delayAfter(attempt: number, free: number): number {
  if (attempt < free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - free), MAX_DELAY_MS);
}

/**
 * Counts one attempt of the subject and says whether it may go ahead: false while the subject
 * waits out its delay (the refused attempt is not counted). Atomic: the row is locked by the
 * upsert, and a row still waiting is left unchanged, so nothing is returned.
 */
export async function reserveAttempt(db: Queryable, subject: string, free: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const t = signInThrottle;
  const fresh = sql`${t.windowStart} < ${windowStart}`;
  const attempt = sql`CASE WHEN ${fresh} THEN 1 ELSE ${t.failures} + 1 END`;
  // The delay in SQL, the same formula as delayAfter: 0 below `free`, then doubling, capped.
  const delayMs = sql`CASE WHEN ${attempt} < ${free} THEN 0 ELSE least(${FIRST_DELAY_MS} * power(2, ${attempt} - ${free}), ${MAX_DELAY_MS}) END`;
  const rows = await db
    .insert(t)
    .values({
      subject,
      failures: 1,
      windowStart: now,
      lockedUntil: new Date(now.getTime() + delayAfter(1, free)),
    })
    .onConflictDoUpdate({
      target: t.subject,
      set: {
        failures: attempt,
        windowStart: sql`CASE WHEN ${fresh} THEN ${at} ELSE ${t.windowStart} END`,
        lockedUntil: sql`${at} + make_interval(secs => (${delayMs}) / 1000.0)`,
      },
      setWhere: sql`${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= ${at}`,
    })
    .returning({ attempt: t.failures });
  return rows.length > 0;
}

/** A successful sign-in: its pair starts afresh. */
export async function clearAttempts(db: Queryable, subject: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.subject, subject));
}

/** A successful sign-in does not count against its address (an office behind one NAT). */
export async function refundAttempt(db: Queryable, subject: string): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(eq(signInThrottle.subject, subject));
}

/** Whether the account signed in from this address within the last 90 days. */
export async function isKnown(db: Queryable, subject: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_FOR_MS);
  const rows = await db
    .select({ subject: signInThrottle.subject })
    .from(signInThrottle)
    .where(and(eq(signInThrottle.subject, subject), gt(signInThrottle.windowStart, since)));
  return rows.length > 0;
}

/** A successful sign-in: the address is known to the account (again) from now. */
export async function rememberKnown(db: Queryable, subject: string, now: Date): Promise<void> {
  await db
    .insert(signInThrottle)
    .values({ subject, failures: 0, windowStart: now, lockedUntil: null })
    .onConflictDoUpdate({ target: signInThrottle.subject, set: { windowStart: now } });
}

/**
 * Deletes the rows that count nothing any more: a window over with no wait left (the next
 * attempt would start afresh anyway), and a known address not signed in from for 90 days.
 */
export async function pruneThrottle(db: Queryable, now: Date): Promise<void> {
  const t = signInThrottle;
  await db
    .delete(t)
    .where(
      or(
        and(
          notLike(t.subject, 'known:%'),
          lt(t.windowStart, new Date(now.getTime() - WINDOW_MS)),
          or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
        ),
        and(like(t.subject, 'known:%'), lt(t.windowStart, new Date(now.getTime() - KNOWN_FOR_MS))),
      ),
    );
}
