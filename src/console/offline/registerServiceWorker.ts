// Registers the Workbox service worker of the production build; when a new version has been
// installed it tells the store, and the console offers to reload into it.
import { Workbox } from 'workbox-window';
import { notified } from '../ui/notificationsSlice';
import type { AppStore } from '../app/store';

export function registerServiceWorker(store: AppStore): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    store.dispatch(notified({ color: 'info', text: 'shell:updateAvailable' }));
    window.__eventappActivateUpdate = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
  });
  void wb.register();
}
