import { reconcileEvents } from './reconcile';
import { eventDoc, queuedWrite, UID, verifiedDomain } from './testing/eventTestData';

const at = 1_800_000_000_000;
const seconds = at / 1000;

describe('reconcileEvents', () => {
  it('shows the live documents as they are when nothing is queued', () => {
    const doc = eventDoc();
    const [view] = reconcileEvents([doc], []);
    expect(view).toEqual({ ...doc, pendingWrites: 0 });
  });

  it('adds a queued create as a blank event of its author, in the requested language', () => {
    const write = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'new-1', title: 'Fresh', language: 'ru' },
    });
    const views = reconcileEvents([eventDoc()], [write]);
    expect(views.map((e) => e.eventId)).toEqual(['event-1', 'new-1']);
    expect(views[1]).toMatchObject({
      eventId: 'new-1',
      title: 'Fresh',
      extKey: '',
      userId: UID,
      language: 'ru',
      isArchive: false,
      createdAt: seconds,
      pendingWrites: 1,
    });
    expect(views[1]?.publishedAt).toBeUndefined();
  });

  it('does not duplicate a create whose document has already arrived', () => {
    const write = queuedWrite({
      service: 'events',
      method: 'createEvent',
      request: { eventId: 'event-1', title: 'Conference', language: 'ru' },
    });
    const views = reconcileEvents([eventDoc()], [write]);
    expect(views).toHaveLength(1);
    expect(views[0]?.pendingWrites).toBe(1);
  });

  it('adds a copy titled as a copy of its source, unpublished, without key or domain', () => {
    const source = eventDoc({ publishedAt: 1_700_000_100, domain: verifiedDomain('a.example') });
    const write = queuedWrite(
      {
        service: 'events',
        method: 'copyEvent',
        request: { eventId: 'event-1', newEventId: 'copy-1' },
      },
      UID,
      at,
    );
    const [original, copy] = reconcileEvents([source], [write]);
    expect(original?.pendingWrites).toBe(0);
    expect(copy).toMatchObject({
      eventId: 'copy-1',
      title: 'Conference (копия)',
      extKey: '',
      publishedAt: undefined,
      domain: undefined,
      isArchive: false,
      createdAt: seconds,
      pendingWrites: 1,
    });
  });

  it('ignores a copy of an event it does not hold', () => {
    const write = queuedWrite({
      service: 'events',
      method: 'copyEvent',
      request: { eventId: 'elsewhere', newEventId: 'copy-1' },
    });
    expect(reconcileEvents([eventDoc()], [write]).map((e) => e.eventId)).toEqual(['event-1']);
  });

  it('publishes at the time of the write, keeps an earlier date, and unpublishes', () => {
    const publish = queuedWrite(
      { service: 'events', method: 'publish', request: { eventId: 'event-1' } },
      UID,
      at,
    );
    const unpublish = queuedWrite({
      service: 'events',
      method: 'unpublish',
      request: { eventId: 'event-1' },
    });
    expect(reconcileEvents([eventDoc()], [publish])[0]?.publishedAt).toBe(seconds);
    expect(reconcileEvents([eventDoc({ publishedAt: 5 })], [publish])[0]?.publishedAt).toBe(5);
    const [view] = reconcileEvents([eventDoc()], [publish, unpublish]);
    expect(view?.publishedAt).toBeUndefined();
    expect(view?.pendingWrites).toBe(2);
  });

  it('archives and restores', () => {
    const toArchive = queuedWrite({
      service: 'events',
      method: 'toArchive',
      request: { eventId: 'event-1' },
    });
    const fromArchive = queuedWrite({
      service: 'events',
      method: 'fromArchive',
      request: { eventId: 'event-1' },
    });
    expect(reconcileEvents([eventDoc()], [toArchive])[0]?.isArchive).toBe(true);
    expect(reconcileEvents([eventDoc()], [toArchive, fromArchive])[0]?.isArchive).toBe(false);
  });

  it('applies an update to the texts, not to the key it sends', () => {
    const update = queuedWrite({
      service: 'events',
      method: 'updateEvent',
      request: { eventId: 'event-1', key: ' summit ', title: 'Summit' },
    });
    expect(reconcileEvents([eventDoc({ extKey: 'conf' })], [update])[0]).toMatchObject({
      extKey: 'conf',
      title: 'Summit',
      slogan: '',
      pendingWrites: 1,
    });
  });

  it('leaves other services and unknown events alone', () => {
    const other = queuedWrite({
      service: 'organizers',
      method: 'setOrgInfo',
      request: { orgName: 'X' },
    });
    const unknown = queuedWrite({
      service: 'events',
      method: 'publish',
      request: { eventId: 'nowhere' },
    });
    const [view] = reconcileEvents([eventDoc()], [other, unknown]);
    expect(view?.pendingWrites).toBe(0);
    expect(view?.publishedAt).toBeUndefined();
  });

  it('orders events by creation time', () => {
    const views = reconcileEvents(
      [eventDoc({ eventId: 'b', createdAt: 20 }), eventDoc({ eventId: 'a', createdAt: 10 })],
      [],
    );
    expect(views.map((e) => e.eventId)).toEqual(['a', 'b']);
  });
});
