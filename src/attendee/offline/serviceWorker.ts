/// <reference lib="webworker" />
// The attendee app offline: Workbox precaches the built app; pages are fetched from the
// network first (a publish or unpublish shows at once) and kept, so a reload with no network
// shows the last page of that event (or its home page); event images are kept once seen
// (their URLs change with each upload). The event's data is stored by the app itself. Web Push
// messages (device/push.ts) show as notifications; a tap opens their page in the app.
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { RESOURCE_SIGNATURE_QUERY } from '../../common/constants';
import { PREVIEW_QUERY } from '../../common/preview';
import type { PushMessage } from '../../common/publicPush';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const PAGES = 'attendee-pages';
const NETWORK_TIMEOUT_MS = 4000;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const scopeHome = () => new URL(self.registration.scope).href;

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_MS),
      ),
    ]);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept =
      (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match(scopeHome()));
    if (kept) return kept;
    throw error;
  }
}

/** The console's preview of an event: its organiser's alone, never kept (left to the network). */
const isPreview = (url: URL) => url.searchParams.has(PREVIEW_QUERY);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isPreview(url),
  ({ request }) => page(request),
);
// A signed URL is a preview's file of an unpublished event (issue 28): the organiser's alone,
// short-lived, so left to the network and the browser's private cache, never kept here.
registerRoute(
  ({ url }) =>
    url.pathname.startsWith('/api/v1/event_resources/') &&
    !url.searchParams.has(RESOURCE_SIGNATURE_QUERY),
  new CacheFirst({ cacheName: 'attendee-images' }),
);

// The page that installed the worker was not fetched through it: keep it now.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      const cache = await caches.open(PAGES);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const scope = self.registration.scope;
      const urls = new Set([
        scopeHome(),
        ...windows.map((w) => w.url).filter((u) => u.startsWith(scope) && !isPreview(new URL(u))),
      ]);
      await Promise.all([...urls].map((u) => cache.add(new Request(u)).catch(() => undefined)));
    })(),
  );
});
self.addEventListener('install', () => void self.skipWaiting());

self.addEventListener('push', (event) => {
  let message: PushMessage | undefined;
  try {
    message = event.data?.json() as PushMessage | undefined;
  } catch {
    // Not ours: the server sends JSON only.
  }
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { url: new URL(message.url, self.registration.scope).href },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? scopeHome();
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((w) => w.url.startsWith(self.registration.scope));
      if (open) await (await open.navigate(url))?.focus();
      else await self.clients.openWindow(url);
    })(),
  );
});
