// ID tokens (HS256 JWTs, 1 hour) and opaque secrets (refresh tokens, action codes) whose
// hash alone is stored. Verified ID tokens are cached until they expire: every call checks one.
// A token names its session (the refresh token family, `sid`); a session that was signed out or
// ended by a password reset stops its ID tokens within SESSION_CHECK_MS, not after their hour.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { invalidSession } from '../rpc/errors';

export const ID_TOKEN_SECONDS = 60 * 60;
const ISSUER = 'eventapp';
const CACHE_LIMIT = 10_000;
/** How long a session's liveness, once read, is believed: the delay before a sign-out bites. */
export const SESSION_CHECK_MS = 2_000;

/** Whether a session (refresh token family) still has a token that is not revoked. */
export type SessionCheck = (sid: string) => Promise<boolean>;

export interface IdClaims {
  uid: string;
  email: string;
  emailVerified: boolean;
  role: number;
  /** Epoch seconds. */
  exp: number;
  /** The session (refresh token family); '' in tokens issued before sessions were named. */
  sid: string;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, IdClaims>();
  private readonly successorKey: Buffer;
  private readonly sessions = new Map<string, { live: boolean; at: number }>();

  constructor(
    secret: string,
    private readonly sessionIsLive: SessionCheck = async () => true,
  ) {
    this.key = createHash('sha256').update(`id-token:${secret}`).digest();
    this.successorKey = createHash('sha256').update(`refresh-successor:${secret}`).digest();
  }

  /**
   * The refresh token that follows `parent`: always the same one, so that a rotated token
   * replayed within the grace period (a second tab, a reload) gets the same successor instead
   * of a new session.
   */
  successorSecret(parent: string): string {
    return createHmac('sha256', this.successorKey).update(parent).digest('base64url');
  }

  /** Whether the session is live (not signed out or reset), known within SESSION_CHECK_MS. */
  async liveSession(sid: string): Promise<boolean> {
    const now = Date.now();
    const known = this.sessions.get(sid);
    if (known && now - known.at < SESSION_CHECK_MS) return known.live;
    const live = await this.sessionIsLive(sid);
    if (this.sessions.size >= CACHE_LIMIT) this.sessions.clear();
    this.sessions.set(sid, { live, at: now });
    return live;
  }

  async issueIdToken(claims: Omit<IdClaims, 'exp'>): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = Math.floor(Date.now() / 1000) + ID_TOKEN_SECONDS;
    const token = await new SignJWT({
      email: claims.email,
      email_verified: claims.emailVerified,
      role: claims.role,
      sid: claims.sid,
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
      if (cached.exp > now && (!cached.sid || (await this.liveSession(cached.sid)))) return cached;
      this.verified.delete(token);
      throw invalidSession();
    }
    try {
      // Every token the server issues names its user, session and expiry: one without any of
      // them is not one of ours, however it is signed, and is refused outright.
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      if (typeof payload.sid !== 'string' || !payload.sid) throw invalidSession();
      const claims: IdClaims = {
        uid: String(payload.sub),
        email: String(payload.email ?? ''),
        emailVerified: payload.email_verified === true,
        role: Number(payload.role ?? 0),
        exp: Number(payload.exp),
        sid: payload.sid,
      };
      if (!(await this.liveSession(claims.sid))) throw invalidSession();
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
