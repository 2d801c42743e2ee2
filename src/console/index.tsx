// Starts the console in steps, each in a task of its own so that none holds a phone's main
// thread for long (issue 31): the store first, which starts restoring the persisted state from
// IndexedDB; meanwhile, after yields, the modules of the user interface initialise (Chakra's
// system, React DOM, then the app: app/mount.tsx); once the state is back, mount() looks up the
// auth state (appStarted) and renders. The service worker keeps the shell offline.
import { idbStorage } from '../client/persistence';
import { insertChunksOnePerTask } from './app/chunkLoading';
import { makeStore } from './app/store';
import type { MadeStore } from './app/store';
import { isReplayRequested, makeReplayStore } from './areas/replay';
import { nextTask } from '../client/nextTask';

insertChunksOnePerTask();

/**
 * The user interface's modules, initialised in tasks after this one's, a part in each: Chakra's
 * system (its tokens and their CSS variables), React DOM, then the app. Eager: they stay in the
 * scripts the page starts with, only their evaluation waits.
 */
const userInterface = (async () => {
  await nextTask();
  await import(/* webpackMode: "eager" */ './ui/theme');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  return import(/* webpackMode: "eager" */ './app/mount');
})();

/** Resolves once the persisted state is back in the store (at once without persistence). */
function restored({ persistor }: MadeStore): Promise<void> {
  return new Promise((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(made: MadeStore, replay: boolean): Promise<void> {
  const [{ mount }] = await Promise.all([userInterface, restored(made)]);
  await mount(made, replay);
}

const persisted = () => makeStore(undefined, { storage: idbStorage() });

void (async () => {
  const replay = isReplayRequested() ? await makeReplayStore() : null;
  await start(replay ?? persisted(), replay !== null);
})();
