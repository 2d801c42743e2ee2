import { v7 as uuidv7 } from 'uuid';
import { networkOnline } from '../../src/client/lifecycle';
import { targetWanted } from '../../src/client/live';
import { LIVE_TARGETS } from '../../src/common/liveTargets';
import { eventSettingsWrites, eventWrites } from '../../src/console/entities/events';
import { enqueue } from '../../src/console/entities/writes';
import { BASE_URL_KEY } from '../../src/client/transport';
import { startConsoleRig, until } from './consoleHarness';

it('drains', async () => {
  const rig = await startConsoleRig();
  const store = await rig.openConsole();
  store.dispatch(targetWanted(LIVE_TARGETS.events.path({})));
  const eventId = uuidv7();
  store.dispatch(enqueue(eventWrites.create, { eventId, title: 'x', language: 'ru' }));
  await until(() => store.getState().queue.pending.length === 0, 'c');
  for (let round = 0; round < 2; round++) {
    rig.proxy.cut();
    for (let i = 0; i < 100; i++)
      store.dispatch(enqueue(eventSettingsWrites.update, { eventId, key: 'kk-x', title: `t${i}` }));
    rig.proxy.restore();
    if (round === 1) localStorage.setItem(BASE_URL_KEY, rig.server.baseUrl);
    const t0 = performance.now();
    store.dispatch(networkOnline());
    await until(() => store.getState().queue.pending.length === 0, 'd', 60_000);
    console.log('drain ms', performance.now() - t0, (globalThis as unknown as {callMs: number}).callMs);(globalThis as unknown as {callMs: number}).callMs = 0; console.log('srv', (globalThis as unknown as {srvMs: number}).srvMs);(globalThis as unknown as {srvMs: number}).srvMs = 0;
  }
  await rig.close();
}, 120_000);
