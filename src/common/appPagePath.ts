// The attendee app's page path, read the same way by the app (its router) and by the server
// (which renders that page's first screen).

/** The page path below base, without leading or trailing slashes: '' is home. */
export function pagePath(base: string, location: { hash: string; pathname: string }): string {
  const raw = location.hash.startsWith('#/')
    ? location.hash.slice(2)
    : location.pathname.startsWith(base)
      ? location.pathname.slice(base.length)
      : '';
  try {
    return decodeURIComponent(raw).replace(/^\/+|\/+$/g, '');
  } catch {
    return '';
  }
}

/** The pages the server sends with a first screen: the home, and the schedule (issue 29). */
export const FIRST_SCREEN_PATHS: readonly string[] = ['', 'schedule'];
