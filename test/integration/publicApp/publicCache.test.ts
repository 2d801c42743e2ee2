// The public cache's minute (issue 29): an entry that is only old is answered while the next
// one is built, so no attendee waits for the periodic rebuild, and a rebuild that finds the
// event unchanged keeps the entry's event objects (what the pages made from them stays).
// A cache of the test's own, on the server's database, with a clock the test moves; it listens
// to no change notification, so only its age makes it read the event again.
import { PublicCache } from '../../../src/server/areas/publicApp/publicCache';
import { as, eventually, newEvent, newOrganiser, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe('the public cache', () => {
  it('answers an expired entry while it builds the next, and keeps an unchanged event', async () => {
    const a = await newOrganiser(server);
    const ev = await newEvent(server, a, 'Old title');
    await server.clients.events.publish({ eventId: ev.eventId }, as(a));
    let now = Date.now();
    const cache = new PublicCache(server.app.database, () => now);
    const first = await cache.byKey(ev.key);
    expect(first?.event.title).toBe('Old title');

    // Unchanged a minute later: the rebuilt entry keeps the same event objects.
    now += 61_000;
    expect(await cache.byKey(ev.key)).toBe(first);
    const rebuilt = await eventually(
      () => cache.byKey(ev.key),
      (entry) => entry !== first,
    );
    expect(rebuilt?.event).toBe(first?.event);
    expect(rebuilt?.open).toBe(first?.open);

    // Changed: the old entry is answered once more, at once, while the new one is built.
    await server.clients.events.updateEvent(
      { eventId: ev.eventId, key: ev.key, title: 'New title' },
      as(a),
    );
    now += 61_000;
    expect((await cache.byKey(ev.key))?.event.title).toBe('Old title');
    const next = await eventually(
      () => cache.byKey(ev.key),
      (entry) => entry?.event.title === 'New title',
    );
    expect(next?.event).not.toBe(first?.event);
  });
});
