// An acknowledged write keeps its effect until the live feed delivers its document as of the
// write's own change or a later one (issue 16, item 1): the server answers each applied write
// with the number of its change, and arrival times prove nothing.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { targetWanted } from '../../../src/client/live';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import {
  eventSettingsWrites,
  eventWrites,
  selectEventViews,
} from '../../../src/console/entities/events';
import { enqueue } from '../../../src/console/entities/writes';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

describe('the echo of an acknowledged write', () => {
  let rig: ConsoleRig;

  beforeAll(async () => {
    rig = await startConsoleRig();
  });
  afterAll(() => rig.close());

  it('is its own change: the view holds the write while the live socket is cut', async () => {
    const store = await rig.openConsole();
    store.dispatch(targetWanted(LIVE_TARGETS.events.path({})));
    const eventId = uuidv7();
    store.dispatch(enqueue(eventWrites.create, { eventId, title: 'Menus', language: 'ru' }));
    const shows = (item: string) =>
      selectEventViews(store.getState()).find((e) => e.eventId === eventId)?.showMenuItems[item];
    await until(
      () => store.getState().events.entities[eventId] !== undefined,
      'the event on the live feed',
    );
    // Only the live socket is cut: writes still get through and are acknowledged.
    rig.proxy.block(/\/live/);
    await until(() => store.getState().live.status !== 'online', 'the live socket to drop');
    store.dispatch(
      enqueue(eventSettingsWrites.setShowMenuItems, {
        eventId,
        showMenuItems: { speakers: false },
      }),
    );
    await until(() => store.getState().queue.pending.length === 0, 'the acknowledgement');
    const [own] = await rig.query<{ seq: number }>(
      sql`SELECT max(seq)::int AS seq FROM changes WHERE doc_id = ${eventId}`,
    );
    expect(store.getState().queue.acked.map((w) => w.showsAt)).toEqual([own?.seq]);
    expect(shows('speakers')).toBe(false);
    // Another item, switched while the feed is still away, is sent alone.
    store.dispatch(
      enqueue(eventSettingsWrites.setShowMenuItems, { eventId, showMenuItems: { info: false } }),
    );
    await until(() => store.getState().queue.pending.length === 0, 'the second acknowledgement');
    expect([shows('speakers'), shows('info')]).toEqual([false, false]);

    rig.proxy.block(null);
    await until(() => store.getState().queue.acked.length === 0, 'the echoes', 20_000);
    expect([shows('speakers'), shows('info')]).toEqual([false, false]);
    const [row] = await rig.query<{ menu: Record<string, boolean> }>(
      sql`SELECT show_menu_items AS menu FROM events WHERE id = ${eventId}`,
    );
    expect([row?.menu.speakers, row?.menu.info, row?.menu.home]).toEqual([false, false, true]);
  }, 40_000);
});
