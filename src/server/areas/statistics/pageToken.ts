// Page tokens of the statistics lists: the last day sent, signed with the server secret and
// bound to the query it came from, so a forged or borrowed token is refused, not obeyed.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PageQuery {
  eventId: string;
  clientId: string;
  startDate: string;
  endDate: string;
}

const sign = (secret: string, query: PageQuery, after: string) =>
  createHmac('sha256', `stats-page:${secret}`)
    .update([query.eventId, query.clientId, query.startDate, query.endDate, after].join('|'))
    .digest()
    .subarray(0, 16);

export function encodePageToken(secret: string, query: PageQuery, after: string): string {
  return `${after}.${sign(secret, query, after).toString('base64url')}`;
}

/** The day after which the next page starts, or null when the token is not one of ours. */
export function decodePageToken(secret: string, query: PageQuery, token: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, after, mac] = match as unknown as [string, string, string];
  const expected = sign(secret, query, after);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return after;
}
