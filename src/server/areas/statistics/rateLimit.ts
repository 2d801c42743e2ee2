// A token bucket per key (a client address, a client id, a phone), kept in PostgreSQL so that
// every node draws on the same bucket: a limit holds however the balancer spreads the requests.
// A take is one statement (an upsert that refills, takes and answers at once); a bucket that
// would be full again is worth no more than a missing row, so the leader's clean-up deletes it
// (deleteFullBuckets), which keeps the table as small as the keys seen lately.
import type { Database } from '../../db/database';

export interface BucketLimits {
  /** Tokens a fresh bucket holds: the burst allowed. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
}

// $1 key, $2 capacity, $3 refill per second, $4 now. A bucket with less than one token is left
// as it is and returns no row.
const LEVEL = `least($2::float8, r.tokens + greatest(0, extract(epoch from ($4::timestamptz - r.at))) * $3::float8)`;
const TAKE_SQL = `
INSERT INTO rate_limits AS r (key, tokens, at, full_at)
VALUES ($1, $2::float8 - 1, $4::timestamptz, $4::timestamptz + make_interval(secs => 1 / $3::float8))
ON CONFLICT (key) DO UPDATE SET
  tokens = ${LEVEL} - 1,
  at = $4::timestamptz,
  full_at = $4::timestamptz + make_interval(secs => ($2::float8 - ${LEVEL} + 1) / $3::float8)
WHERE ${LEVEL} >= 1
RETURNING 1 AS taken`;

export class TokenBuckets {
  constructor(
    /** Tells this limit's keys from another's in the shared table. */
    private readonly name: string,
    private readonly limits: BucketLimits,
    private readonly database: Database,
    private readonly now: () => Date,
  ) {}

  /** Takes one token for the key; false when its bucket is empty. */
  async take(key: string): Promise<boolean> {
    const { capacity, refillPerSecond } = this.limits;
    // A bucket that never refills would divide by zero in full_at: a refill too slow to matter.
    const refill = Math.max(refillPerSecond, 1e-9);
    const rows = await this.database.query(TAKE_SQL, [
      `${this.name}:${key}`,
      capacity,
      refill,
      this.now(),
    ]);
    return rows.length > 0;
  }
}

/** Deletes the buckets that are full again by `now`; how many. */
export async function deleteFullBuckets(database: Database, now: Date): Promise<number> {
  const rows = await database.query('DELETE FROM rate_limits WHERE full_at <= $1 RETURNING 1', [
    now,
  ]);
  return rows.length;
}
