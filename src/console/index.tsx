// Starts the console: the persisted store comes back from IndexedDB first, then the auth state
// is looked up (appStarted) and the app renders. The service worker keeps the shell offline.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appStarted, networkLost, networkOnline } from '../client/lifecycle';
import { prerenderedLocaleChoice } from './app/prerendered';
import { makeStore } from './app/store';
import { localeChanged } from './app/uiSlice';
import { isReplayRequested, makeReplayStore, replayArea } from './areas/replay';
import { loadAreaTexts } from './app/areaTexts';
import { createI18n } from './i18n';
import { idbStorage } from '../client/persistence';
import { registerServiceWorker } from './offline/registerServiceWorker';

import { afterLoadIdle } from './ui/idle';

import type { MadeStore } from './app/store';

function start({ store, persistor }: MadeStore, replay: boolean) {
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
  // A transition: React renders the first screen in slices and yields between them, so the
  // phone's main thread is not held for the whole first render (TBT; issue 14).
  const render = () =>
    startTransition(() =>
      createRoot(root).render(<App store={store} i18n={i18n} replay={replay} />),
    );
  // The replay banner shows on every route: its texts come before the first render.
  if (replay) void loadAreaTexts(i18n, replayArea).finally(render);
  else render();
}

function boot(made: MadeStore) {
  const { persistor } = made;
  if (!persistor) return start(made, false);
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    start(made, false);
  });
}

if (isReplayRequested())
  void makeReplayStore().then((replay) =>
    replay ? start(replay, true) : boot(makeStore(undefined, { storage: idbStorage() })),
  );
else boot(makeStore(undefined, { storage: idbStorage() }));
