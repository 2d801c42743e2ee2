// The app's few routes without a router library. The page path is read from the hash form of
// the console's preview (/{eventKey}/#/{path}) or from the plain path (/{eventKey}/{path});
// links use plain paths through the History API.
import { useSyncExternalStore } from 'react';
import { pagePath } from '../common/appPagePath';

export { pagePath };

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

export function usePagePath(base: string): string {
  return useSyncExternalStore(subscribe, () => pagePath(base, window.location));
}

/** Shows another page of the app without reloading. */
export function navigate(href: string): void {
  window.history.pushState(null, '', href);
  notify();
  window.scrollTo(0, 0);
}
