// A token bucket per key (a client address, a client id), in memory and bounded: the least
// recently used key is forgotten when the map is full, which only ever gives that key a fresh,
// full bucket. Several server nodes each limit on their own; that is enough against a flood.

export interface BucketLimits {
  /** Tokens a fresh bucket holds: the burst allowed. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  /** Keys kept at most. */
  maxKeys: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: BucketLimits,
    private readonly now: () => Date,
  ) {}

  /** Takes one token for the key; false when its bucket is empty. */
  take(key: string): boolean {
    const at = this.now().getTime();
    const { capacity, refillPerSecond, maxKeys } = this.limits;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, at };
    const elapsed = Math.max(0, at - bucket.at) / 1000;
    bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond);
    bucket.at = at;
    // Re-inserting moves the key to the end: the map's first key is the least recently used.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  get size(): number {
    return this.buckets.size;
  }
}
