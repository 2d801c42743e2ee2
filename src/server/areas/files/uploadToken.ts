// The upload link's token: file id, expiry and a nonce, signed with an HMAC of the server
// secret. The signature makes it unforgeable and the expiry short-lived; the nonce is also
// stored on the file row and cleared when the link is used, which makes it single-use.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '../../../common/rules';

export const UPLOAD_LINK_SECONDS = 15 * 60;

export interface UploadGrant {
  fileId: string;
  /** Epoch seconds. */
  expiresAt: number;
  nonce: string;
}

export type TokenCheck =
  | { ok: true; grant: UploadGrant }
  | { ok: false; reason: 'invalid' | 'expired' };

export class UploadTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`upload-link:${secret}`).digest();
  }

  issue(fileId: string, now = Date.now()): { token: string; grant: UploadGrant } {
    const grant = {
      fileId,
      expiresAt: Math.floor(now / 1000) + UPLOAD_LINK_SECONDS,
      nonce: randomBytes(8).toString('base64url'),
    };
    const payload = `${grant.fileId}.${grant.expiresAt}.${grant.nonce}`;
    return { token: `${payload}.${this.sign(payload)}`, grant };
  }

  check(token: string, now = Date.now()): TokenCheck {
    const parts = token.length <= 200 ? token.split('.') : [];
    if (parts.length !== 4) return { ok: false, reason: 'invalid' };
    const [fileId, exp, nonce, signature] = parts as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${fileId}.${exp}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'invalid' };
    }
    // Signed by us, so well formed; checked anyway so a parsing slip cannot widen access.
    if (!UUID_PATTERN.test(fileId) || !/^\d{1,12}$/.test(exp))
      return { ok: false, reason: 'invalid' };
    const expiresAt = Number(exp);
    if (expiresAt <= Math.floor(now / 1000)) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { fileId, expiresAt, nonce } };
  }

  /** 128 bits of HMAC-SHA256: keeps the link under Fastify's 100-character path parameter. */
  private sign(payload: string): string {
    return createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
