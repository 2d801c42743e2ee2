/// <reference lib="webworker" />
// The offline shell: Workbox precaches the built console; navigations fall back to the cached
// index.html so a reload works offline. Calls and the live feed are never cached. Only the
// console's own paths are its navigations: /{eventKey}/… is an event's attendee app (the
// preview frame, 'open in browser'), which the server serves.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { RESERVED_EVENT_KEYS } from '../../common/eventKey';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    allowlist: [/^\/$/, new RegExp(`^/(${RESERVED_EVENT_KEYS.join('|')})(/|$)`, 'i')],
    denylist: [/^\/api\//, /^\/live/, /^\/manager\./, /^\/healthz/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
