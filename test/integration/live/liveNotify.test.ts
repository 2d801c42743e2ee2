// The store's subscribers (the screens) and the live feed (issue 31): what the feed hands over
// in one task — a batch's documents, the echoes of the writes they show, a 'current' after
// them — reaches the subscribers as one notification after that task, never half applied.
import { v7 as uuidv7 } from 'uuid';
import { liveStatusChanged, targetWanted } from '../../../src/client/live';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { eventWrites } from '../../../src/console/entities/events';
import { enqueue } from '../../../src/console/entities/writes';
import type { AppStore } from '../../../src/console/app/store';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

type State = ReturnType<AppStore['getState']>;

describe('the live feed and the store’s subscribers', () => {
  let rig: ConsoleRig;

  beforeAll(async () => {
    rig = await startConsoleRig();
  });
  afterAll(() => rig.close());

  it('are told once per batch, with its documents and their echoes applied together', async () => {
    const store = await rig.openConsole();
    const path = LIVE_TARGETS.events.path({});
    store.dispatch(targetWanted(path));
    await until(() => store.getState().live.current[path] === true, 'the events snapshot');

    const seen: State[] = [];
    const stop = store.subscribe(() => seen.push(store.getState()));
    const eventId = uuidv7();
    store.dispatch(enqueue(eventWrites.create, { eventId, title: 'Batched', language: 'ru' }));
    const waiting = () =>
      store.getState().queue.acked.length + store.getState().queue.pending.length;
    await until(() => waiting() === 0, 'the echo');
    // The feed's notification is a frame (here a timer) after its task: wait for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();

    const arrived = seen.findIndex((s) => s.events.entities[eventId] !== undefined);
    expect(arrived).toBeGreaterThanOrEqual(0);
    const first = seen[arrived]!;
    // The notification that shows the event shows its echo too (the queue has seen the batch's
    // last change), so no screen renders the document with its write still waiting on it.
    expect(first.queue.seenSeq).toBeGreaterThanOrEqual(Number(first.events.resume[path]));
    expect(first.queue.acked).toEqual([]);
  }, 30_000);

  it('are told of every other action at once', async () => {
    const store = await rig.openConsole();
    let told = 0;
    const stop = store.subscribe(() => {
      told += 1;
    });
    store.dispatch(liveStatusChanged('online'));
    expect(told).toBe(1);
    stop();
  }, 30_000);
});
