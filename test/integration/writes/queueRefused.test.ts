// The failed-writes path against the real server (issue 16, item 5): a queued write that can
// never succeed goes to the failed list with the server's reason, the writes behind it still
// land, and the organiser's retry (after fixing the cause) and discard both work. Nothing
// leaves the queue without the organiser's word.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { networkOnline } from '../../../src/client/lifecycle';
import { failedWriteDiscarded, failedWriteRetried } from '../../../src/client/queue';
import { MESSAGES } from '../../../src/common/messages';
import type { AppStore } from '../../../src/console/app/store';
import {
  eventSettingsWrites,
  eventWrites,
  selectEventViews,
} from '../../../src/console/entities/events';
import { targetWanted } from '../../../src/client/live';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { enqueue } from '../../../src/console/entities/writes';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

describe('a queued write the server refuses for good', () => {
  let rig: ConsoleRig;
  let store: AppStore;

  beforeAll(async () => {
    rig = await startConsoleRig();
    store = await rig.openConsole();
    store.dispatch(targetWanted(LIVE_TARGETS.events.path({})));
  });
  afterAll(() => rig.close());

  const event = async (title: string) => {
    const eventId = uuidv7();
    store.dispatch(enqueue(eventWrites.create, { eventId, title, language: 'ru' }));
    await until(() => store.getState().queue.pending.length === 0, `${title} created`);
    const [row] = await rig.query<{ key: string }>(
      sql`SELECT ext_key AS key FROM events WHERE id = ${eventId}`,
    );
    return { eventId, key: row?.key ?? '' };
  };
  const titleOf = async (eventId: string) =>
    (
      await rig.query<{ title: string }>(sql`
        SELECT t.value AS title FROM events e JOIN translations t
          ON t.event_id = e.id AND t.key = 'events.title' AND t.lang = e.language
        WHERE e.id = ${eventId}`)
    )[0]?.title;
  const keyOf = async (eventId: string) =>
    (
      await rig.query<{ key: string }>(sql`SELECT ext_key AS key FROM events WHERE id = ${eventId}`)
    )[0]?.key;

  it('waits in the failed list with its reason while the queue behind it moves on', async () => {
    const first = await event('Alpha');
    const second = await event('Beta');
    rig.proxy.cut();
    // Offline: take the first event's key (refused once sent), then two writes that can land.
    store.dispatch(
      enqueue(eventSettingsWrites.update, { eventId: second.eventId, key: first.key, title: 'B1' }),
    );
    store.dispatch(
      enqueue(eventSettingsWrites.update, {
        eventId: second.eventId,
        key: second.key,
        title: 'B2',
      }),
    );
    store.dispatch(
      enqueue(eventSettingsWrites.update, { eventId: first.eventId, key: first.key, title: 'A2' }),
    );
    rig.proxy.restore();
    store.dispatch(networkOnline());
    await until(() => store.getState().queue.pending.length === 0, 'the queue to drain', 20_000);
    const { failed } = store.getState().queue;
    expect(failed.map((w) => [w.call.method, w.error?.message])).toEqual([
      ['updateEvent', `key: ${MESSAGES.keyTaken}`],
    ]);
    expect([await titleOf(second.eventId), await titleOf(first.eventId)]).toEqual(['B2', 'A2']);
    expect(await keyOf(second.eventId)).toBe(second.key);

    // The organiser frees the key, then retries: the write lands, as a new mutation.
    store.dispatch(
      enqueue(eventSettingsWrites.update, {
        eventId: first.eventId,
        key: 'alpha-old',
        title: 'A3',
      }),
    );
    await until(() => store.getState().queue.pending.length === 0, 'the fix to land');
    store.dispatch(failedWriteRetried({ uid: failed[0]!.uid, mutationId: failed[0]!.mutationId }));
    expect(store.getState().queue.failed).toEqual([]);
    await until(() => store.getState().queue.pending.length === 0, 'the retry to land');
    expect(store.getState().queue.failed).toEqual([]);
    expect(await keyOf(second.eventId)).toBe(first.key);
    expect(await titleOf(second.eventId)).toBe('B1');
  }, 60_000);

  it('is gone once discarded, and its effect with it; the server keeps what it had', async () => {
    const target = await event('Gamma');
    const other = await event('Delta');
    store.dispatch(
      enqueue(eventSettingsWrites.update, { eventId: target.eventId, key: other.key, title: 'G1' }),
    );
    await until(() => store.getState().queue.failed.length === 1, 'the refusal');
    const view = () => selectEventViews(store.getState()).find((e) => e.eventId === target.eventId);
    // The refused write is not shown as if it had landed.
    await until(() => view()?.title === 'Gamma', 'the view without the refused write');
    const [refused] = store.getState().queue.failed;
    store.dispatch(failedWriteDiscarded({ uid: refused!.uid, mutationId: refused!.mutationId }));
    expect(store.getState().queue.failed).toEqual([]);
    expect(store.getState().queue.pending).toEqual([]);
    expect(await titleOf(target.eventId)).toBe('Gamma');
    await until(() => view()?.title === 'Gamma', 'the live view of the event');
    // The ledger recorded the refusal: the next write of this client goes on from there.
    store.dispatch(
      enqueue(eventSettingsWrites.update, {
        eventId: target.eventId,
        key: target.key,
        title: 'G2',
      }),
    );
    await until(() => store.getState().queue.pending.length === 0, 'the next write');
    expect(store.getState().queue.failed).toEqual([]);
    expect(await titleOf(target.eventId)).toBe('G2');
  }, 60_000);
});
