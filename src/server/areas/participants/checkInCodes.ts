// The check-in code of a participant, shown as a QR by the attendee app: the client id and an
// HMAC of (event, client) under the server secret. Only the server can make one, a code of one
// event is worthless at another, and nothing needs to be stored to check it.
import { UUID_PATTERN } from '../../../common/rules';
import { PurposeMac } from '../../auth/signedGrant';

export class CheckInCodes {
  private readonly mac: PurposeMac;

  constructor(secret: string) {
    this.mac = new PurposeMac(secret, 'check-in');
  }

  codeOf(eventId: string, clientId: string): string {
    return `${clientId}.${this.mac.sign(`${eventId}|${clientId}`)}`;
  }

  /** The client id a code of this event names, or null for a forged or foreign code. */
  clientOf(eventId: string, code: string): string | null {
    const parts = code.length <= 100 ? code.trim().split('.') : [];
    if (parts.length !== 2) return null;
    const [clientId, signature] = parts as [string, string];
    if (!UUID_PATTERN.test(clientId)) return null;
    return this.mac.verify(`${eventId}|${clientId}`, signature) ? clientId : null;
  }
}
