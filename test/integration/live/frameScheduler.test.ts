// When the console's live client handles what it receives (liveClient.ts, FrameScheduler): the
// console hands frames over when the page is idle, so that no store change cuts into a screen
// React renders in slices. Here the scheduler is held by hand: nothing is reported before it
// runs, everything after it in the order the server sent it, and the frames of a connection
// that is gone by then are dropped with it. The client runs in Node against the real server,
// behind a proxy that can cut the connection.
import { v7 as uuidv7 } from 'uuid';
import { LiveClient } from '../../../src/client/live/liveClient';
import type { FrameScheduler } from '../../../src/client/live/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { until } from '../../support/until';
import { as, newEvent, newOrganiser } from '../support/harness';
import { proxiedLive } from './proxiedLive';

const rig = proxiedLive();

/** A live client whose frames wait until the test runs what it scheduled; what it reports. */
async function heldClient() {
  const org = await newOrganiser(rig.server);
  const { eventId } = await newEvent(rig.server, org);
  const reported: string[] = [];
  const scheduled: (() => void)[] = [];
  const hold: FrameScheduler = (handle) => scheduled.push(handle);
  const client = new LiveClient(
    () => rig.wsUrl,
    () => '',
    {
      status: (status) => reported.push(`status ${status}`),
      changed: (_path, changes) => changes.forEach((c) => reported.push(`changed ${c.docId}`)),
      current: () => reported.push('current'),
      reset: () => reported.push('reset'),
      failed: () => reported.push('failed'),
      diverged: () => reported.push('diverged'),
      sessionEnded: () => reported.push('session ended'),
    },
    () => null,
    undefined,
    hold,
  );
  rig.clients.push(client);
  /** Runs what the client has scheduled so far. */
  const handle = () => scheduled.splice(0).forEach((run) => run());
  const addSpeaker = async () => {
    const speakerId = uuidv7();
    await rig.server.clients.speakers.createSpeaker({ eventId, speakerId, name: 'Ada' }, as(org));
    return speakerId;
  };
  return { client, org, eventId, reported, scheduled, handle, addSpeaker };
}

it('reports nothing received until its scheduler runs, then all of it in order', async () => {
  const { client, org, eventId, reported, scheduled, handle, addSpeaker } = await heldClient();
  client.setToken(org.idToken);
  client.want(LIVE_TARGETS.speakers.path({ eventId }));
  // The server's answer to the token has come, and waits.
  await until(() => scheduled.length > 0, 'a frame received');
  expect(reported).toEqual(['status connecting']);
  handle();
  expect(reported).toEqual(['status connecting', 'status online']);

  // Asked for once online: the target's snapshot ('current') and then a change. Both wait,
  // however long, and come out in order; the change is handed over a moment later (its burst's
  // batch), through the scheduler again.
  await until(() => scheduled.length > 0, "the target's snapshot received");
  const speakerId = await addSpeaker();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(reported).toEqual(['status connecting', 'status online']);
  handle();
  expect(reported).toEqual(['status connecting', 'status online', 'current']);
  await until(() => scheduled.length > 0, "the change's batch");
  expect(reported).toEqual(['status connecting', 'status online', 'current']);
  handle();
  expect(reported).toEqual([
    'status connecting',
    'status online',
    'current',
    `changed ${speakerId}`,
  ]);
});

it('drops what a lost connection received before it was handled; the next one brings it', async () => {
  const { client, org, eventId, reported, scheduled, handle, addSpeaker } = await heldClient();
  client.setToken(org.idToken);
  client.want(LIVE_TARGETS.speakers.path({ eventId }));
  await until(() => scheduled.length > 0, 'a frame received');
  handle();
  await until(() => scheduled.length > 0, "the target's snapshot received");
  handle();
  expect(reported.at(-1)).toBe('current');

  const speakerId = await addSpeaker();
  await until(() => scheduled.length > 0, 'the change received');
  const stale = scheduled.splice(0);
  // The connection breaks before the change was handled: it goes with the connection.
  rig.proxy.cut();
  await until(() => reported.includes('status offline'), 'the connection lost');
  stale.forEach((run) => run());
  rig.proxy.restore();
  expect(reported).not.toContain(`changed ${speakerId}`);

  // The next connection resumes the target from what was handed over, so the change comes again.
  await until(() => scheduled.length > 0, 'the next connection answered', 10_000);
  for (;;) {
    handle();
    if (reported.includes(`changed ${speakerId}`)) break;
    await until(() => scheduled.length > 0, 'the change received again', 10_000);
  }
  expect(reported.filter((r) => r === `changed ${speakerId}`)).toHaveLength(1);
});

// Not the scheduler's own, but it needs frames held to be told in order: a refusal and the
// acknowledgement of the write that ends it come on different connections, in either order.
it('asks again for a path refused before a write made it, though the write was acknowledged first', async () => {
  const { client, org, reported, scheduled, handle } = await heldClient();
  client.setToken(org.idToken);
  await until(() => scheduled.length > 0, 'a frame received');
  handle();
  // A copy's screen opened as the copy is sent: its event is not there yet.
  const eventId = uuidv7();
  client.want(LIVE_TARGETS.speakers.path({ eventId }));
  await until(() => scheduled.length > 0, 'the refusal received');
  const refusal = scheduled.splice(0);
  // The write lands and its acknowledgement is handled before the refusal is.
  await rig.server.clients.events.createEvent({ eventId, title: 'Copy', language: '' }, as(org));
  client.retryRefused();
  refusal.forEach((run) => run());
  await until(
    () => {
      handle();
      return reported.includes('current');
    },
    'the path current',
    10_000,
  );
  expect(reported).not.toContain('failed');
});

it('takes a refusal with no write acknowledged since the path was asked for as final', async () => {
  const { client, org, reported, scheduled, handle } = await heldClient();
  client.setToken(org.idToken);
  await until(() => scheduled.length > 0, 'a frame received');
  handle();
  client.want(LIVE_TARGETS.speakers.path({ eventId: uuidv7() }));
  await until(() => scheduled.length > 0, 'the refusal received');
  handle();
  expect(reported.at(-1)).toBe('failed');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(scheduled).toHaveLength(0);
});
