// One browser profile of the soak: its storage (IndexedDB's stand-in) and Web Locks, and the
// console tabs open on it, each the console's own store in Node. A reload kills a tab as a
// crash would (nothing it has not stored yet survives, its requests in flight go on without
// it) and opens a new one on the same profile.
import type { Storage } from 'redux-persist';
import { appStarted, networkLost, networkOnline } from '../../src/client/lifecycle';
import { targetWanted } from '../../src/client/live';
import { LIVE_TARGETS } from '../../src/common/liveTargets';
import { makeStore } from '../../src/console/app/store';
import type { AppStore } from '../../src/console/app/store';
import { signedOut } from '../../src/console/entities/session';
import { until } from '../integration/support/consoleHarness';
import type { ConsoleRig } from '../integration/support/consoleHarness';
import { InProcessLocks } from '../support/inProcessLocks';

export interface SoakTab {
  store: AppStore;
  /** Whether it has read the stored state and knows its session and its part in the queue. */
  ready(): boolean;
}

/** How long a send may wait for its answer: short, as hung requests are among the faults. */
export const SEND_TIMEOUT_MS = 1500;

export function soakProfile(rig: ConsoleRig, trace: (line: string) => void = () => undefined) {
  const items = new Map<string, string>();
  const locks = new InProcessLocks();
  const tabs = new Set<{ tab: SoakTab; kill: () => void }>();

  let opened = 0;
  const open = async (signIn: boolean): Promise<SoakTab> => {
    let dead = false;
    const name = `tab ${++opened}`;
    // What a killed tab writes after its death is lost, as in a crash.
    const storage: Storage = {
      getItem: async (key: string) => items.get(key) ?? null,
      setItem: async (key: string, value: string) => void (dead || items.set(key, value)),
      removeItem: async (key: string) => void (dead || items.delete(key)),
    };
    const closed = new AbortController();
    const options = {
      storage,
      tabs: { locks, name: 'soak', closed: closed.signal },
      sender: {
        sendTimeoutMs: SEND_TIMEOUT_MS,
        maxBackoffMs: 2000,
        debug: (...step: unknown[]) => trace(`${name} ${step.join(' ')}`),
      },
    };
    let store: AppStore;
    if (signIn) store = await rig.openConsole(options);
    else {
      const made = makeStore(undefined, options);
      store = made.store;
      await until(() => made.persistor?.getState().bootstrapped === true, 'the stored state');
      store.dispatch(appStarted());
    }
    store.dispatch(targetWanted(LIVE_TARGETS.events.path({})));
    traceStates(store, (line) => trace(`${name} ${line}`));
    const tab: SoakTab = {
      store,
      ready: () =>
        store.getState().session.status !== 'unknown' && store.getState().queue.role === 'owner',
    };
    const entry = {
      tab,
      kill: () => {
        dead = true;
        closed.abort();
        // Ends its sender and live socket; with its storage dead nothing of this is stored.
        store.dispatch(signedOut());
      },
    };
    tabs.add(entry);
    return tab;
  };

  return {
    /** The first tab: a new organiser signs in, and the session is stored. */
    async first(): Promise<SoakTab> {
      const tab = await open(true);
      await until(() => storedRefreshToken(items) !== null, 'the session stored');
      return tab;
    },
    /** Kills this tab and opens another on the profile (a reload, or a tab closed and reopened). */
    async reload(tab: SoakTab): Promise<SoakTab> {
      for (const entry of tabs) {
        if (entry.tab !== tab) continue;
        entry.kill();
        tabs.delete(entry);
      }
      const next = await open(false);
      await until(next.ready, 'the reloaded tab to take the queue', 20_000);
      return next;
    },
    /** The network is gone and the browser says so ('offline', or the page hidden). */
    offline(tab: SoakTab) {
      tab.store.dispatch(networkLost());
    },
    /**
     * The network may be back: what a browser's 'online' event or a shown page tells the tab.
     * In a browser either comes after its 'offline' or the page hidden, so the tab hears both.
     */
    online(tab: SoakTab) {
      tab.store.dispatch(networkLost());
      tab.store.dispatch(networkOnline());
    },
    close() {
      for (const entry of tabs) entry.kill();
      tabs.clear();
    },
  };
}

/** The refresh token in the stored console state (redux-persist keeps each slice as JSON). */
function storedRefreshToken(items: Map<string, string>): string | null {
  const stored = JSON.parse(items.get('persist:console') ?? '{}') as { session?: string };
  const session = JSON.parse(stored.session ?? '{}') as { refreshToken?: string | null };
  return session.refreshToken || null;
}

/** Traces each change of the tab's session, live feed and part in the queue. */
function traceStates(store: AppStore, trace: (line: string) => void): void {
  let last = '';
  store.subscribe(() => {
    const { session, live, queue } = store.getState();
    const now = `session ${session.status}, live ${live.status}, ${queue.role}`;
    if (now !== last) trace(now);
    last = now;
  });
}
