// Registers the app's service worker for the path the app lives under (one worker script,
// served with Service-Worker-Allowed: /, for every event's scope).
export const SERVICE_WORKER_URL = '/a/sw.js';

export function registerServiceWorker(scope: string): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope }).catch(() => undefined);
  };
  // Once the page has loaded: a page with a first screen starts the app after its first paint,
  // often after the load event (server's pages.ts).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
