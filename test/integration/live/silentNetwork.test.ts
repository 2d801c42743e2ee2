// The console's live client on a network that fails without a word: a venue's Wi-Fi loses its
// route, a router forgets its NAT. Nothing closes and nothing arrives, so the client must notice
// by itself that the connection is gone, and come back once the network is, without waiting on
// a connection attempt made while it was gone. The client runs in Node against the real server
// behind a proxy that can go silent.
import { v7 as uuidv7 } from 'uuid';
import { LiveClient } from '../../../src/client/live/liveClient';
import type { LiveTimings } from '../../../src/client/live/liveClient';
import type { LiveStatus } from '../../../src/client/live/liveSlice';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { until } from '../../support/until';
import { as, newEvent, newOrganiser } from '../support/harness';
import { proxiedLive } from './proxiedLive';

const rig = proxiedLive();

/** A signed-in organiser's live client on one event's speakers, online; what it reports. */
async function listening(timings: LiveTimings) {
  const org = await newOrganiser(rig.server);
  const { eventId } = await newEvent(rig.server, org);
  const statuses: LiveStatus[] = [];
  const delivered = new Set<string>();
  const path = LIVE_TARGETS.speakers.path({ eventId });
  const client = new LiveClient(
    () => rig.wsUrl,
    () => '',
    {
      status: (status) => statuses.push(status),
      changed: (_path, changes) => changes.forEach((change) => delivered.add(change.docId)),
      current: () => undefined,
      reset: () => undefined,
      failed: () => undefined,
      diverged: () => undefined,
      sessionEnded: () => undefined,
    },
    () => null,
    timings,
  );
  rig.clients.push(client);
  client.setToken(org.idToken);
  client.want(path);
  const status = () => statuses.at(-1);
  await until(() => status() === 'online', 'online');
  // A speaker added on the server, not through the proxy: only the live feed can tell of it.
  const addSpeaker = async () => {
    const speakerId = uuidv7();
    await rig.server.clients.speakers.createSpeaker({ eventId, speakerId, name: 'Ada' }, as(org));
    return speakerId;
  };
  return { client, status, delivered, addSpeaker };
}

it('gives up a connection gone silent, and is back with what it missed once the network is', async () => {
  const { status, delivered, addSpeaker } = await listening({
    openMs: 1000,
    quietMs: 1000,
    answerMs: 1000,
  });
  rig.proxy.silence();
  // Quiet, asked for a heartbeat, no answer: not online any more, though nothing was closed.
  await until(() => status() !== 'online', 'the silent connection given up', 10_000);
  const missed = await addSpeaker();
  expect(delivered.has(missed)).toBe(false);

  rig.proxy.restore();
  await until(() => status() === 'online', 'online again', 10_000);
  await until(() => delivered.has(missed), 'the speaker added while the network was silent');
});

it('makes a connection again at once when the browser says the network is back', async () => {
  // Attempts may hang a minute: only the browser's word can cut them short here.
  const { client, status, delivered, addSpeaker } = await listening({
    openMs: 60_000,
    quietMs: 60_000,
    answerMs: 1000,
  });
  rig.proxy.silence();
  // The browser's 'online' (another network): the open connection is asked whether it lives,
  // and given up when it does not answer; the next attempt hangs on the silent network.
  client.retryNow();
  await until(() => status() === 'connecting', 'an attempt on the silent network', 10_000);
  const missed = await addSpeaker();

  rig.proxy.restore();
  client.retryNow();
  await until(() => status() === 'online', 'online at once', 5_000);
  await until(() => delivered.has(missed), 'the speaker added while the network was silent');
});
