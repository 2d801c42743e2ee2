// The console's own store in Node against a real server behind a flaky proxy: the store's
// effects, live client and write queue run as in a browser tab, and the proxy can cut, hang or
// drop what goes between them and the server.
import type { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { appStarted } from '../../../src/client/lifecycle';
import { BASE_URL_KEY } from '../../../src/client/transport';
import { makeStore } from '../../../src/console/app/store';
import type { AppStore, StoreOptions } from '../../../src/console/app/store';
import { sessionStarted, tokensOf } from '../../../src/console/entities/session';
import { FlakyProxy } from '../../support/flakyProxy';
import { until } from '../../support/until';
import { newOrganiser, startServer } from './harness';
import type { TestServer } from './harness';
import type { AppOptions } from '../../../src/server/app';
import type { Session } from '../../../generated/manager/auth_pb';

/** Waits for what the store does (tests import it from here, with the rig). */
export { until };

export interface ConsoleRig {
  server: TestServer;
  proxy: FlakyProxy;
  /** A signed-in console store of a new organiser (a tab), closed with the rig. */
  openConsole(options?: StoreOptions): Promise<AppStore>;
  query<T>(statement: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * What the console's store finds in a browser, in this process: the WebSocket, and a
 * localStorage that names `baseUrl` as the API's origin.
 */
export function useConsoleGlobals(baseUrl: string): void {
  const storage = new Map<string, string>([[BASE_URL_KEY, baseUrl]]);
  Object.assign(globalThis, {
    WebSocket,
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
  });
}

/** A console tab (its store) signed in as `session`, on useConsoleGlobals' origin. */
export async function signedInConsole(session: Session, options?: StoreOptions) {
  const store = makeStore(undefined, options).store;
  store.dispatch(appStarted());
  await until(() => store.getState().session.status === 'signedOut', 'the first auth state');
  store.dispatch(sessionStarted(tokensOf(session)));
  return store;
}

/** `options`: the server's clock (a test may move it). */
export async function startConsoleRig(options: Pick<AppOptions, 'now'> = {}): Promise<ConsoleRig> {
  const server = await startServer({}, options);
  const proxy = new FlakyProxy(Number(new URL(server.baseUrl).port));
  useConsoleGlobals(await proxy.listen());
  const stores: AppStore[] = [];
  return {
    server,
    proxy,
    async openConsole(options) {
      const store = await signedInConsole(await newOrganiser(server), options);
      stores.push(store);
      return store;
    },
    async query<T>(statement: ReturnType<typeof sql>) {
      const result = await server.app.database.db.execute(statement);
      return (result as unknown as { rows: T[] }).rows;
    },
    async close() {
      for (const store of stores) store.dispatch({ type: 'session/signedOut' });
      await proxy.close();
      await server.stop();
    },
  };
}
