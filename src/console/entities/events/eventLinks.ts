// Where an event's things are (spec/console.md §7 "Resources"): its files, its public app and its
// edit shell. Pure, so the card, the dashboard and tests agree.
import type { EventDoc } from './eventsSlice';

type Linkable = Pick<EventDoc, 'eventId' | 'extKey' | 'domain'>;

/** A file of the event, optionally a derived size such as '_size_w600'. */
export function eventFileUrl(eventId: string, fileId: string, sizeSuffix = ''): string {
  return `/api/v1/event_resources/${encodeURIComponent(eventId)}/${encodeURIComponent(fileId)}${sizeSuffix}`;
}

/** The key the edit routes use: extKey, or the id while a queued create has no key yet. */
export function eventRouteKey(event: Pick<EventDoc, 'eventId' | 'extKey'>): string {
  return event.extKey || event.eventId;
}

export function dashboardPath(event: Pick<EventDoc, 'eventId' | 'extKey'>): string {
  return `/edit/${encodeURIComponent(eventRouteKey(event))}`;
}

/** A custom domain counts only once verified. */
export function verifiedDomain(event: Pick<EventDoc, 'domain'>): string | null {
  const domain = event.domain?.domain.trim() ?? '';
  return domain && event.domain?.verification ? domain : null;
}

/**
 * The public app: `{customDomain}/` with a verified domain, else `{clientHost}/{extKey}/`.
 * Null while the event has no key yet (its create is still queued).
 */
export function publicEventUrl(event: Linkable, clientHost: string): string | null {
  const domain = verifiedDomain(event);
  if (domain) return `${/^https?:\/\//.test(domain) ? domain : `https://${domain}`}/`;
  if (!event.extKey) return null;
  return `${clientHost.replace(/\/+$/, '')}/${encodeURIComponent(event.extKey)}/`;
}
