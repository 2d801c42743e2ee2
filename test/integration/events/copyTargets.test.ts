// A copy's screens in the console that made the copy (issue 23, finding 2): a screen that opens
// the copy before its queued copy reached the server is refused, as the copy is not there yet;
// once the copy lands, the screen gets the copied texts instead of keeping the refusal.
import { v7 as uuidv7 } from 'uuid';
import { targetWanted } from '../../../src/client/live';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import type { AppStore } from '../../../src/console/app/store';
import { eventWrites } from '../../../src/console/entities/events';
import { selectTranslationView } from '../../../src/console/entities/translations';
import { enqueue } from '../../../src/console/entities/writes';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

jest.setTimeout(60_000);

describe("a copy's texts in the console that copied it", () => {
  let rig: ConsoleRig;

  beforeAll(async () => {
    rig = await startConsoleRig();
  });

  afterAll(async () => {
    await rig.close();
  });

  const drained = (store: AppStore) =>
    until(() => store.getState().queue.pending.length === 0, 'the queue to drain');

  it('shows the copied wording on a screen opened before the copy was sent', async () => {
    const store = await rig.openConsole();
    const sourceId = uuidv7();
    store.dispatch(
      enqueue(eventWrites.create, { eventId: sourceId, title: 'Форум', language: 'ru' }),
    );
    await drained(store);
    const token = store.getState().session.idToken ?? '';
    await rig.server.clients.translations.upsertTranslate(
      { eventId: sourceId, key: 'tr.footer', value: '© Форум' },
      { headers: { 'access-token': token } },
    );

    // The copy's wording screen is open before the copy reaches the server: refused.
    const copyId = uuidv7();
    const path = LIVE_TARGETS.translations.path({ eventId: copyId, lang: 'ru' });
    store.dispatch(targetWanted(path));
    await until(() => store.getState().live.current[path] === true, 'the refusal');

    store.dispatch(enqueue(eventWrites.copy, { eventId: sourceId, newEventId: copyId }));
    await drained(store);
    await until(
      () => selectTranslationView(store.getState(), copyId, 'ru')['tr.footer'] === '© Форум',
      "the copy's footer",
    );
  });
});
