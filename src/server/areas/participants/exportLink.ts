// The export's download link: event id, language and expiry, signed with an HMAC of the server
// secret, so it cannot be forged or widened, and dies after a few minutes. It carries no
// session: a browser can open it as a plain download.
import { UUID_PATTERN } from '../../../common/rules';
import { SignedGrants } from '../../auth/signedGrant';

export const EXPORT_PATH = '/api/v1/participants_export';
export const EXPORT_LINK_SECONDS = 5 * 60;

export interface ExportGrant {
  eventId: string;
  lang: 'ru' | 'en';
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
    return `${this.publicUrl}${EXPORT_PATH}/${this.grants.issue([grant.eventId, grant.lang], expiresAt)}`;
  }

  /** The grant of a valid, unexpired token, else null. */
  check(token: string, now = Date.now()): ExportGrant | null {
    const checked = this.grants.check(token, 2, Math.floor(now / 1000));
    if (!checked.ok) return null;
    const [eventId, lang] = checked.fields as [string, string];
    if (!UUID_PATTERN.test(eventId) || (lang !== 'ru' && lang !== 'en')) return null;
    return { eventId, lang };
  }
}
