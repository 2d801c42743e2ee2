// The app's few routes without a router library. The page path is read from the hash form of
// the console's preview (/{eventKey}/#/{path}) or from the plain path (/{eventKey}/{path});
// links use plain paths through the History API.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', notify);
    window.addEventListener('hashchange', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('hashchange', notify);
    }
  };
}

/** The page path below base, without leading or trailing slashes: '' is home. */
export function pagePath(base: string, location: Pick<Location, 'hash' | 'pathname'>): string {
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

export function usePagePath(base: string): string {
  return useSyncExternalStore(subscribe, () => pagePath(base, window.location));
}

/** Shows another page of the app without reloading. */
export function navigate(href: string): void {
  window.history.pushState(null, '', href);
  notify();
  window.scrollTo(0, 0);
}
