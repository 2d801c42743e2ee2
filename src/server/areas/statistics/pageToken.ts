// Page tokens of the statistics lists: the last day sent, signed with the server secret and
// bound to the query it came from, so a forged or borrowed token is refused, not obeyed.
import { PurposeMac } from '../../auth/signedGrant';

export interface PageQuery {
  eventId: string;
  clientId: string;
  startDate: string;
  endDate: string;
}

const payload = (query: PageQuery, after: string) =>
  [query.eventId, query.clientId, query.startDate, query.endDate, after].join('|');

export function encodePageToken(secret: string, query: PageQuery, after: string): string {
  return `${after}.${new PurposeMac(secret, 'stats-page').sign(payload(query, after))}`;
}

/** The day after which the next page starts, or null when the token is not one of ours. */
export function decodePageToken(secret: string, query: PageQuery, token: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const [, after, mac] = match as unknown as [string, string, string];
  return new PurposeMac(secret, 'stats-page').verify(payload(query, after), mac) ? after : null;
}
