// The export's download link: event id, language and expiry, signed with an HMAC of the server
// secret, so it cannot be forged or widened, and dies after a few minutes. It carries no
// session: a browser can open it as a plain download.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '../../../common/rules';

export const EXPORT_PATH = '/api/v1/participants_export';
export const EXPORT_LINK_SECONDS = 5 * 60;

export interface ExportGrant {
  eventId: string;
  lang: 'ru' | 'en';
}

export class ExportLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.key = createHash('sha256').update(`participants-export:${secret}`).digest();
  }

  issue(grant: ExportGrant, now = Date.now()): string {
    const payload = `${grant.eventId}.${grant.lang}.${Math.floor(now / 1000) + EXPORT_LINK_SECONDS}`;
    return `${this.publicUrl}${EXPORT_PATH}/${payload}.${this.sign(payload)}`;
  }

  /** The grant of a valid, unexpired token, else null. */
  check(token: string, now = Date.now()): ExportGrant | null {
    const parts = token.length <= 200 ? token.split('.') : [];
    if (parts.length !== 4) return null;
    const [eventId, lang, exp, signature] = parts as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${eventId}.${lang}.${exp}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!UUID_PATTERN.test(eventId) || (lang !== 'ru' && lang !== 'en')) return null;
    if (!/^\d{1,12}$/.test(exp) || Number(exp) <= Math.floor(now / 1000)) return null;
    return { eventId, lang };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key)
      .update(payload)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
