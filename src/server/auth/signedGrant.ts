// Short-lived grants carried in a URL or header: dot-separated fields and an expiry, signed with
// an HMAC of the server secret under a purpose of their own (a grant of one kind is never
// accepted as another). Unforgeable and self-expiring; nothing is stored.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type GrantCheck =
  | { ok: true; fields: string[]; expiresAt: number }
  | { ok: false; reason: 'invalid' | 'expired' };

const MAX_TOKEN_LENGTH = 300;

export class SignedGrants {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  }

  /** A token for these fields (no dots in them) that dies at expiresAt (epoch seconds). */
  issue(fields: readonly string[], expiresAt: number): string {
    if (fields.some((f) => f.includes('.'))) throw new Error('A grant field holds a dot');
    const payload = [...fields, String(expiresAt)].join('.');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The fields of a token signed by us with `count` fields, unless it has expired. */
  check(token: string, count: number, nowSeconds: number): GrantCheck {
    const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
    if (parts.length !== count + 2) return { ok: false, reason: 'invalid' };
    const signature = parts.pop() ?? '';
    const expected = Buffer.from(this.sign(parts.join('.')));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' };
    }
    const exp = parts.pop() ?? '';
    if (!/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'invalid' };
    const expiresAt = Number(exp);
    if (expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
    return { ok: true, fields: parts, expiresAt };
  }

  /** 128 bits of HMAC-SHA256: enough against forgery, short in a URL. */
  private sign(payload: string): string {
    return createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
