// A change committed while a target is being added, at a moment when no other target is
// listening: the hub skips reading on a wake-up with no subscriber, so the target being added
// must not lose that change. The console met it after a network cut: the one tab's socket had
// gone, its queued writes landed as it reconnected, and the rename never showed.
import type { Queryable } from '../../../src/server/db/database';
import type { Document } from '../../../generated/live/live_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { as, newEvent, newOrganiser, serverPerFile } from '../support/harness';

const titleOf = (doc: Document | undefined) =>
  doc?.doc.case === 'event' ? doc.doc.value.title : undefined;

describe('a target added while changes land', () => {
  const suite = serverPerFile();

  it('resumed from its token gets a change committed before it was listening', async () => {
    const { server } = suite;
    const session = await newOrganiser(server);
    const event = await newEvent(server, session, 'Before the cut');
    const rename = (title: string) =>
      server.clients.events.updateEvent(
        { eventId: event.eventId, key: event.key, title },
        as(session),
      );
    const path = LIVE_TARGETS.events.path({});

    const first = await suite.connect(session);
    const held = await first.listen(1, path);
    first.drop();
    const { hub } = server.app;
    await first.until(() => first.closed !== null);
    for (let i = 0; hub.subscriptionCount > 0 && i < 100; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(hub.subscriptionCount).toBe(0);
    await rename('While away');

    // Right after the resumed target's read of the log (the hub's one read-only transaction),
    // and before it is listening, the event is renamed once more, and the hub is woken for it.
    const wakes = jest.spyOn(hub, 'wake');
    const readOnly = hub['readOnly'].bind(hub);
    let renamed = false;
    hub['readOnly'] = async <T>(read: (q: Queryable) => Promise<T>): Promise<T> => {
      const result = await readOnly(read);
      if (!renamed) {
        renamed = true;
        const before = wakes.mock.calls.length;
        await rename('Back online');
        for (let i = 0; wakes.mock.calls.length === before && i < 250; i += 1) {
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      return result;
    };
    try {
      const again = await suite.connect(session);
      again.targets.set(1, {
        docs: new Map(held.docs),
        resumeToken: held.resumeToken,
        current: false,
        changes: [],
      });
      const list = await again.listen(1, path, held.resumeToken);
      expect(renamed).toBe(true);
      expect(wakes.mock.calls.length).toBeGreaterThan(0);
      await again
        .until(() => titleOf(list.docs.get(event.eventId)) === 'Back online', 3_000)
        .catch(() => undefined);
      expect(titleOf(list.docs.get(event.eventId))).toBe('Back online');
    } finally {
      hub['readOnly'] = readOnly;
      wakes.mockRestore();
    }
  });
});
