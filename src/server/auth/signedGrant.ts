// Short-lived grants carried in a URL or header: dot-separated fields and an expiry, signed with
// an HMAC of the server secret under a purpose of their own (a grant of one kind is never
// accepted as another). Unforgeable and self-expiring; nothing is stored.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type GrantCheck =
  | { ok: true; fields: string[]; expiresAt: number }
  | { ok: false; reason: 'invalid' | 'expired' };

const MAX_TOKEN_LENGTH = 300;

/**
 * HMAC-SHA256 under a key of the server secret and a purpose, cut to 128 bits: enough against
 * forgery, short in a URL or a QR code. A signature made for one purpose fails every other.
 */
export class PurposeMac {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  }

  sign(payload: string): string {
    return createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  /** Whether `signature` is ours for `payload`, compared in constant time. */
  verify(payload: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export class SignedGrants {
  private readonly mac: PurposeMac;

  constructor(secret: string, purpose: string) {
    this.mac = new PurposeMac(secret, purpose);
  }

  /** A token for these fields (no dots in them) that dies at expiresAt (epoch seconds). */
  issue(fields: readonly string[], expiresAt: number): string {
    if (fields.some((f) => f.includes('.'))) throw new Error('A grant field holds a dot');
    const payload = [...fields, String(expiresAt)].join('.');
    return `${payload}.${this.mac.sign(payload)}`;
  }

  /** The fields of a token signed by us with `count` fields, unless it has expired. */
  check(token: string, count: number, nowSeconds: number): GrantCheck {
    const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
    if (parts.length !== count + 2) return { ok: false, reason: 'invalid' };
    const signature = parts.pop() ?? '';
    if (!this.mac.verify(parts.join('.'), signature)) return { ok: false, reason: 'invalid' };
    const exp = parts.pop() ?? '';
    if (!/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'invalid' };
    const expiresAt = Number(exp);
    if (expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, fields: parts, expiresAt };
  }
}
