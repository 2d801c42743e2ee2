// Page views for the organiser's statistics (POST /api/v1/collect, README "Visitor
// statistics"): a client id kept on the device, a session id per visit (per tab, until it
// closes). Sent as a beacon: it never delays the page, and is simply lost when offline.
const COLLECT_PATH = '/api/v1/collect';
const CLIENT_KEY = 'attendee.clientId';
const SESSION_KEY = 'attendee.sessionId';

function randomId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

function kept(storage: Storage | undefined, key: string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
    const id = randomId();
    storage?.setItem(key, id);
    return id;
  } catch {
    return randomId();
  }
}

export function reportPageView(eventKey: string, page: string): void {
  // The console's preview frames the app (the only page allowed to): the organiser's own
  // looks are not attendee visits.
  if (window.top !== window) return;
  const body = JSON.stringify({
    eventKey,
    clientId: kept(window.localStorage, CLIENT_KEY),
    sessionId: kept(window.sessionStorage, SESSION_KEY),
    page: `/${page}`.slice(0, 512),
  });
  // text/plain: a simple request, no preflight (the server accepts it for beacons).
  navigator.sendBeacon?.(COLLECT_PATH, new Blob([body], { type: 'text/plain' }));
}
