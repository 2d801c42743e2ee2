// ID tokens (HS256 JWTs, 1 hour) and opaque secrets (refresh tokens, action codes) whose
// hash alone is stored. Verified ID tokens are cached until they expire: every call checks one.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { invalidSession } from '../rpc/errors';

export const ID_TOKEN_SECONDS = 60 * 60;
const ISSUER = 'eventapp';
const CACHE_LIMIT = 10_000;

export interface IdClaims {
  uid: string;
  email: string;
  emailVerified: boolean;
  role: number;
  /** Epoch seconds. */
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, IdClaims>();

  constructor(secret: string) {
    this.key = createHash('sha256').update(`id-token:${secret}`).digest();
  }

  async issueIdToken(claims: Omit<IdClaims, 'exp'>): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = Math.floor(Date.now() / 1000) + ID_TOKEN_SECONDS;
    const token = await new SignJWT({
      email: claims.email,
      email_verified: claims.emailVerified,
      role: claims.role,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.uid)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired token; PERMISSION_DENIED 'Invalid session.' otherwise. */
  async verifyIdToken(token: string | null | undefined): Promise<IdClaims> {
    if (!token || token.length > 4096) throw invalidSession();
    const now = Math.floor(Date.now() / 1000);
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.exp > now) return cached;
      this.verified.delete(token);
      throw invalidSession();
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const claims: IdClaims = {
        uid: String(payload.sub),
        email: String(payload.email ?? ''),
        emailVerified: payload.email_verified === true,
        role: Number(payload.role ?? 0),
        exp: Number(payload.exp),
      };
      if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
      this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw invalidSession();
      throw error;
    }
  }
}

/** A random URL-safe secret and the hash under which it is stored. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
