// The export's download link: event id, language and expiry, signed with an HMAC of the server
// secret, so it cannot be forged or widened, and dies after a few minutes, or with the session
// it was handed out in (sign-out, password reset). A browser opens it as a plain download.
import { UUID_PATTERN } from '../../../common/rules';
import { SignedGrants } from '../../auth/signedGrant';

export const EXPORT_PATH = '/api/v1/participants_export';
export const EXPORT_LINK_SECONDS = 5 * 60;

/** A UUID in 22 characters: the link's token must fit a route parameter (100 characters). */
const compactUuid = (uuid: string) =>
  Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
function fullUuid(compact: string): string {
  const hex = Buffer.from(compact, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ExportGrant {
  eventId: string;
  lang: 'ru' | 'en';
  /** The organiser's session (its ID token's sid). */
  sid: string;
}

export class ExportLinks {
  private readonly grants: SignedGrants;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.grants = new SignedGrants(secret, 'participants-export');
  }

  issue(grant: ExportGrant, now = Date.now()): string {
    const expiresAt = Math.floor(now / 1000) + EXPORT_LINK_SECONDS;
    return `${this.publicUrl}${EXPORT_PATH}/${this.grants.issue([grant.eventId, grant.lang, compactUuid(grant.sid)], expiresAt)}`;
  }

  /** The grant of a valid, unexpired token, else null. */
  check(token: string, now = Date.now()): ExportGrant | null {
    const checked = this.grants.check(token, 3, Math.floor(now / 1000));
    if (!checked.ok) return null;
    const [eventId, lang, compactSid] = checked.fields as [string, string, string];
    const sid = fullUuid(compactSid);
    if (!UUID_PATTERN.test(eventId) || (lang !== 'ru' && lang !== 'en')) return null;
    return UUID_PATTERN.test(sid) ? { eventId, lang, sid } : null;
  }
}
