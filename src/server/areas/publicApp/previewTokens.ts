// The preview credential (issue 13): lets the console's preview panel show an event's app
// before it is published. It names the event and the organiser it was minted for and lives a
// few minutes; the console mints a new one before it dies. Only the event's own organiser can
// mint one (PreviewToken checks the caller owns the event) and the read checks it again. It
// names the session it was minted in as well, and dies with it (sign-out, password reset).
import { UUID_PATTERN } from '../../../common/rules';
import { SignedGrants } from '../../auth/signedGrant';

export const PREVIEW_TOKEN_SECONDS = 10 * 60;

export interface PreviewGrant {
  eventId: string;
  /** The organiser's account id. */
  uid: string;
  /** The organiser's session (its ID token's sid). */
  sid: string;
}

export class PreviewTokens {
  private readonly grants: SignedGrants;

  constructor(secret: string) {
    this.grants = new SignedGrants(secret, 'event-preview');
  }

  issue(grant: PreviewGrant, now: number): { token: string; expiresAt: number } {
    const expiresAt = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
    return {
      token: this.grants.issue([grant.eventId, grant.uid, grant.sid], expiresAt),
      expiresAt,
    };
  }

  /** The grant of a valid, unexpired token, else null. */
  check(token: string | undefined, now: number): PreviewGrant | null {
    if (!token) return null;
    const checked = this.grants.check(token, 3, Math.floor(now / 1000));
    if (!checked.ok) return null;
    const [eventId = '', uid = '', sid = ''] = checked.fields;
    // Signed by us, so well formed; checked anyway so a parsing slip cannot widen access.
    return UUID_PATTERN.test(eventId) && uid !== '' && sid !== '' ? { eventId, uid, sid } : null;
  }
}
