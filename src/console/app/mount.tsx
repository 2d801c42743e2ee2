// The console's user interface started on a store that holds its restored state: texts, the
// session's listeners, the service worker and the first render (src/console/index.tsx loads
// this module, in a task of its own, while the store restores).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStarted, networkLost, networkOnline } from '../../client/lifecycle';
import { replayArea } from '../areas/replay';
import { createI18n } from '../i18n';
import { registerServiceWorker } from '../offline/registerServiceWorker';
import { nextTask } from '../../client/nextTask';
import { afterLoadIdle } from '../ui/idle';
import { App } from './App';
import { loadAreaTexts } from './areaTexts';
import { prerenderedLocaleChoice } from './prerendered';
import type { MadeStore } from './store';
import { localeChanged } from './uiSlice';

export async function mount({ store, persistor }: MadeStore, replay: boolean): Promise<void> {
  const i18n = createI18n(store.getState().ui.locale);
  const picked = prerenderedLocaleChoice();
  if (picked === 'ru' || picked === 'en') store.dispatch(localeChanged(picked));
  i18n.changeLanguage(store.getState().ui.locale).catch(() => undefined);
  if (!replay) {
    // Persisting is throttled: write everything out when the page may go away.
    const flush = () => void persistor?.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') {
        flush();
        store.dispatch(networkLost());
      }
      // A page shown again may have its network back without any 'online' event.
      else store.dispatch(networkOnline());
    });
    store.dispatch(appStarted());
    window.addEventListener('online', () => store.dispatch(networkOnline()));
    window.addEventListener('offline', () => store.dispatch(networkLost()));
    // Workbox precaches the shell once the first page is usable (ARCHITECTURE §3).
    void afterLoadIdle(2000).then(() => registerServiceWorker(store));
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  // The replay banner shows on every route: its texts come before the first render.
  if (replay) await loadAreaTexts(i18n, replayArea).catch(() => undefined);
  // The session's start (appStarted) and the first render in separate tasks.
  await nextTask();
  // A transition: React renders the first screen in slices and yields between them, so the
  // phone's main thread is not held for the whole first render (TBT; issue 14).
  startTransition(() => createRoot(root).render(<App store={store} i18n={i18n} replay={replay} />));
}
