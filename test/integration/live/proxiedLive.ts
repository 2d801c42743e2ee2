// A real server behind a proxy that can fail, for the console's live client run in Node with
// the ws package as the browser's WebSocket. Set up once per test file; after each test its
// clients are stopped and the network given back.
import WebSocket from 'ws';
import type { LiveClient } from '../../../src/client/live/liveClient';
import { FlakyProxy } from '../../support/flakyProxy';
import { startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

export interface ProxiedLive {
  server: TestServer;
  proxy: FlakyProxy;
  /** The live socket's URL through the proxy. */
  wsUrl: string;
  /** The clients a test made: stopped after it. */
  clients: LiveClient[];
}

/** Registers the file's set-up and tear-down; the fields are there once beforeAll has run. */
export function proxiedLive(): ProxiedLive {
  const rig = { clients: [] as LiveClient[] } as ProxiedLive;
  beforeAll(async () => {
    rig.server = await startServer();
    rig.proxy = new FlakyProxy(Number(new URL(rig.server.baseUrl).port));
    rig.wsUrl = `${(await rig.proxy.listen()).replace('http', 'ws')}/live`;
    Object.assign(globalThis, { WebSocket });
  });
  afterEach(() => {
    for (const client of rig.clients.splice(0)) client.stop();
    rig.proxy.restore();
  });
  afterAll(async () => {
    await rig.proxy?.close();
    await rig.server?.stop();
  });
  return rig;
}
