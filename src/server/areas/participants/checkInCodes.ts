// The check-in code of a participant, shown as a QR by the attendee app: the client id and an
// HMAC of (event, client) under the server secret. Only the server can make one, a code of one
// event is worthless at another, and nothing needs to be stored to check it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '../../../common/rules';

export class CheckInCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`check-in:${secret}`).digest();
  }

  codeOf(eventId: string, clientId: string): string {
    return `${clientId}.${this.sign(eventId, clientId)}`;
  }

  /** The client id a code of this event names, or null for a forged or foreign code. */
  clientOf(eventId: string, code: string): string | null {
    const parts = code.length <= 100 ? code.trim().split('.') : [];
    if (parts.length !== 2) return null;
    const [clientId, signature] = parts as [string, string];
    if (!UUID_PATTERN.test(clientId)) return null;
    const expected = Buffer.from(this.sign(eventId, clientId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? clientId : null;
  }

  private sign(eventId: string, clientId: string): string {
    return createHmac('sha256', this.key)
      .update(`${eventId}|${clientId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
