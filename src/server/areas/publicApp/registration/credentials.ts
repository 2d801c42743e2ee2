// The registration's secrets: the 6-digit codes (random, kept only as an HMAC under the server
// secret, so a copy of the database does not hold usable codes) and the attendee's access
// token (a signed grant naming one event and one participant; suspension is checked apart, on
// every call, so the token need not die when the organiser suspends someone).
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { REGISTRATION_CODE_LENGTH } from '../../../../common/publicRegistration';
import { UUID_PATTERN } from '../../../../common/rules';
import { SignedGrants } from '../../../auth/signedGrant';

export const ACCESS_TOKEN_DAYS = 365;

export class RegistrationCredentials {
  private readonly codeKey: Buffer;
  private readonly grants: SignedGrants;

  constructor(secret: string) {
    this.codeKey = createHash('sha256').update(`registration-code:${secret}`).digest();
    this.grants = new SignedGrants(secret, 'attendee-access');
  }

  newCode(): string {
    return String(randomInt(0, 10 ** REGISTRATION_CODE_LENGTH)).padStart(
      REGISTRATION_CODE_LENGTH,
      '0',
    );
  }

  /** The stored form of a code: bound to its request, so one hash says nothing of another. */
  hash(requestId: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${requestId}|${code}`).digest('hex');
  }

  matches(requestId: string, code: string, stored: string): boolean {
    const given = Buffer.from(this.hash(requestId, code), 'hex');
    const expected = Buffer.from(stored, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  token(eventId: string, clientId: string, now: Date): string {
    const expiresAt = Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_DAYS * 24 * 3600;
    return this.grants.issue([eventId, clientId], expiresAt);
  }

  /** The participant a valid token of this event names, else null (forged, expired, foreign). */
  clientOf(eventId: string, header: string | undefined, now: Date): string | null {
    const token = /^Bearer (\S{1,300})$/.exec(header ?? '')?.[1];
    if (!token) return null;
    const checked = this.grants.check(token, 2, Math.floor(now.getTime() / 1000));
    if (!checked.ok) return null;
    const [tokenEvent, clientId = ''] = checked.fields;
    return tokenEvent === eventId && UUID_PATTERN.test(clientId) ? clientId : null;
  }
}
