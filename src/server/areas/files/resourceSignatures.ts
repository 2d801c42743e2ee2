// Signed URLs of an event's files (issue 28): the files of an event that is not published are
// served only with a signature of the event and the file, or to a member of its team. A signature
// is `{expiry}.{mac}` (epoch seconds, HMAC of the server secret under a purpose of its own) and
// serves every size of that file. Expiries fall on a grid, so every signature of one file within
// a window is the same URL and the browser's cache keeps working across renewals.
import { UUID_PATTERN } from '../../../common/rules';
import { PurposeMac } from '../../auth/signedGrant';

/** The grid of expiries: a signature lives between one and two windows. */
export const SIGNATURE_WINDOW_SECONDS = 30 * 60;
/**
 * How long a link written into a downloaded file (the participants export) works: a working
 * week with the file open, then it is refused like a forged one and the organiser exports again.
 */
export const DOWNLOAD_LINK_DAYS = 7;

export class ResourceSignatures {
  private readonly mac: PurposeMac;

  constructor(secret: string) {
    this.mac = new PurposeMac(secret, 'event-resource');
  }

  /** When signatures made at `nowMs` expire (epoch seconds). */
  expiryAt(nowMs: number): number {
    const window = Math.floor(nowMs / 1000 / SIGNATURE_WINDOW_SECONDS);
    return (window + 2) * SIGNATURE_WINDOW_SECONDS;
  }

  /** When signatures for links in a downloaded file, made at `nowMs`, expire (epoch seconds). */
  downloadExpiryAt(nowMs: number): number {
    return this.expiryAt(nowMs) + DOWNLOAD_LINK_DAYS * 24 * 60 * 60;
  }

  sign(eventId: string, fileId: string, expiresAt: number): string {
    return `${expiresAt}.${this.mac.sign(`${eventId}.${fileId}.${expiresAt}`)}`;
  }

  /**
   * The expiry of a valid, unexpired signature of this file of this event, else null. The MAC
   * is compared in constant time; nothing tells a forged signature from an expired one.
   */
  check(eventId: string, fileId: string, signature: unknown, nowMs: number): number | null {
    if (typeof signature !== 'string' || signature.length > 64) return null;
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,43})$/.exec(signature);
    if (!match || !UUID_PATTERN.test(eventId) || !UUID_PATTERN.test(fileId)) return null;
    const expiresAt = Number(match[1]);
    const valid = this.mac.verify(`${eventId}.${fileId}.${expiresAt}`, match[2] ?? '');
    return valid && expiresAt > nowMs / 1000 ? expiresAt : null;
  }
}
