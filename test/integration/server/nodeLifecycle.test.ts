// What a load balancer and an operator see of one node: /readyz, /metrics in Prometheus's
// format, and the drain on SIGTERM (app.drain): live sockets are told to reconnect now, a
// request in flight still finishes, and the console's live client reconnects at once without
// showing an outage.
import { eq } from 'drizzle-orm';
import { LIVE_CLOSE } from '../../../src/common/constants';
import { files } from '../../../src/server/db/schema';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { publicEventPath } from '../../../src/common/publicEvent';
import { LiveClient as ConsoleLiveClient } from '../../../src/client/live/liveClient';
import type { LiveStatus } from '../../../src/client/live/liveSlice';
import {
  as,
  eventually,
  newEvent,
  newOrganiser,
  startNodeBeside,
  startServer,
} from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import WebSocket from 'ws';
import { photo, put, requestUpload } from '../support/filesHarness';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const metricsText = async (s: TestServer) => (await fetch(`${s.baseUrl}/metrics`)).text();
const metric = (text: string, line: RegExp) =>
  Number(
    text
      .split('\n')
      .find((l) => line.test(l))
      ?.split(' ')
      .at(-1) ?? NaN,
  );

it('is ready while it serves', async () => {
  const res = await fetch(`${server.baseUrl}/readyz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ready: true });
});

it('counts calls by method and code, live sockets and subscriptions, and the outbox', async () => {
  const org = await newOrganiser(server);
  await server.clients.auth
    .signIn({ email: org.email, password: 'wrong password' })
    .catch(() => undefined);
  const { eventId, key } = await newEvent(server, org);
  await server.clients.events.publish({ eventId }, as(org));
  const live = await LiveClient.connect(server.wsUrl, org.idToken);
  try {
    await live.listen(1, LIVE_TARGETS.speakers.path({ eventId }));
    await server.clients.auth.sendEmailVerification({}, as(org));
    // The first read builds the snapshot. A later one is served from memory, unless a change
    // read while it was built dropped it (publicCache.ts): then the next one is.
    const hits = /^eventapp_public_cache_requests_total\{result="hit"\}/;
    const afterReads = await eventually(
      async () => {
        await fetch(`${server.baseUrl}${publicEventPath(key)}`);
        return metricsText(server);
      },
      (text) => metric(text, hits) >= 1,
    );
    expect(metric(afterReads, hits)).toBeGreaterThanOrEqual(1);
    const text = await metricsText(server);
    // One object, so that a failure shows every figure at once.
    expect({
      signInOk: metric(
        text,
        /^eventapp_rpc_calls_total\{method="manager.Auth\/SignIn",code="OK"\}/,
      ),
      signInRefused: metric(
        text,
        /^eventapp_rpc_calls_total\{method="manager.Auth\/SignIn",code="Unauthenticated"\}/,
      ),
      createEventTimed: metric(
        text,
        /^eventapp_rpc_duration_seconds_count\{method="manager.Events\/CreateEvent",code="OK"\}/,
      ),
      liveSockets: metric(text, /^eventapp_live_sockets /),
      liveSubscriptions: metric(text, /^eventapp_live_subscriptions /),
      outboxBacklogShown: /^eventapp_outbox_backlog \d+$/m.test(text),
    }).toEqual({
      signInOk: 1,
      signInRefused: 1,
      createEventTimed: 1,
      liveSockets: 1,
      liveSubscriptions: 1,
      outboxBacklogShown: true,
    });
  } finally {
    await live.close();
  }
});

it('drains: reconnect-now to live sockets, the request in flight finishes, then it is gone', async () => {
  // The browser's WebSocket, for the console's live client under Node.
  Object.assign(globalThis, { WebSocket });
  const node = await startNodeBeside(server);
  const org = await newOrganiser(node);
  const { eventId } = await newEvent(node, org);
  const raw = await LiveClient.connect(node.wsUrl, org.idToken);
  // The console's own live client, pointed at the node and then, as a balancer would, at the
  // node that stays.
  let url = node.wsUrl;
  const statuses: LiveStatus[] = [];
  const consoleLive = new ConsoleLiveClient(
    () => url,
    () => '',
    {
      status: (s) => statuses.push(s),
      changed: () => undefined,
      current: () => undefined,
      reset: () => undefined,
      failed: () => undefined,
      diverged: () => undefined,
      sessionEnded: () => undefined,
    },
  );
  consoleLive.setToken(org.idToken);
  consoleLive.want(LIVE_TARGETS.speakers.path({ eventId }));
  try {
    await eventually(
      async () => statuses.at(-1),
      (s) => s === 'online',
    );
    const upload = await requestUpload(node, org, eventId);
    let drained: Promise<void> | undefined;
    const answer = await put(node, upload.uploadLink, await photo(800, 600), {
      beforeLastByte: async () => {
        // The node has the request once the file shows 'uploading'.
        await eventually(
          () => server.app.database.db.select().from(files).where(eq(files.id, upload.fileId)),
          ([row]) => row?.status === 'uploading',
        );
        url = server.wsUrl;
        drained = node.app.drain();
        await raw.until(() => raw.closed !== null);
      },
    });
    expect(answer.status).toBe(200);
    expect(raw.closed?.code).toBe(LIVE_CLOSE.reconnectNow);
    await drained;
    // Reconnected to the other node, which knows nothing of this one's sockets.
    await eventually(
      async () => statuses.at(-1),
      (s) => s === 'online',
    );
    const afterDrain = statuses.slice(statuses.indexOf('online') + 1);
    expect(afterDrain).toEqual(['connecting', 'online']);
    await expect(fetch(`${node.baseUrl}/readyz`)).rejects.toThrow();
  } finally {
    consoleLive.setToken(null);
    await raw.close();
    await node.stop();
  }
});
