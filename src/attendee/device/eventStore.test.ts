import type { PublicEvent } from '../../common/publicEvent';
import { grantAccess, noteAccessStatus } from '../registration/access';
import { EventStore } from './eventStore';

const event = (title: string) => ({ eventKey: 'conf', title }) as PublicEvent;

/** A server of one event: answers 304 to its current ETag, as the real one does. */
function server() {
  let current: { etag: string; body: PublicEvent } | null = { etag: '"1"', body: event('One') };
  const seen: (string | null)[] = [];
  const fetchFn = (async (_url: string, init?: RequestInit) => {
    const sent = new Headers(init?.headers).get('if-none-match');
    seen.push(sent);
    if (!current) return new Response('{}', { status: 404 });
    if (sent === current.etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(current.body), { headers: { etag: current.etag } });
  }) as typeof fetch;
  return {
    fetchFn,
    seen,
    set(next: typeof current) {
      current = next;
    },
  };
}

describe('the event on the device', () => {
  beforeEach(() => localStorage.clear());

  it('stores the snapshot, revalidates with its ETag and shows it at once next time', async () => {
    const s = server();
    const store = new EventStore('conf', localStorage, s.fetchFn);
    expect(store.getState().status).toBe('loading');
    await store.refresh();
    expect(store.getState().event?.title).toBe('One');
    await store.refresh();
    expect(s.seen).toEqual([null, '"1"']);
    s.set({ etag: '"2"', body: event('Two') });
    await store.refresh();
    expect(store.getState().event?.title).toBe('Two');

    const next = new EventStore('CONF', localStorage, s.fetchFn);
    expect(next.getState()).toMatchObject({ status: 'ready', event: { title: 'Two' } });
  });

  it('keeps the stored event offline and forgets it once the event is unpublished', async () => {
    const s = server();
    await new EventStore('conf', localStorage, s.fetchFn).refresh();
    const offline = new EventStore('conf', localStorage, (() =>
      Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch);
    await offline.refresh();
    expect(offline.getState()).toMatchObject({
      status: 'ready',
      offline: true,
      event: { title: 'One' },
    });

    s.set(null);
    const online = new EventStore('conf', localStorage, s.fetchFn);
    await online.refresh();
    expect(online.getState()).toMatchObject({ status: 'missing', event: null });
    expect(new EventStore('conf', localStorage, s.fetchFn).getState().event).toBeNull();
  });

  it('as the preview, sends the current credential and keeps nothing on the device', async () => {
    const s = server();
    const credentials: (string | null)[] = [];
    const fetchFn = ((url: string, init?: RequestInit) => {
      credentials.push(new Headers(init?.headers).get('x-preview-token'));
      return s.fetchFn(url, init);
    }) as typeof fetch;
    let credential = 'one';
    const store = new EventStore('conf', null, fetchFn, () => credential);
    await store.refresh();
    credential = 'two';
    await store.refresh();
    expect(credentials).toEqual(['one', 'two']);
    expect(store.getState().event?.title).toBe('One');
    expect(localStorage.length).toBe(0);
    expect(new EventStore('conf', localStorage, s.fetchFn).getState().event).toBeNull();
  });

  it("sends the attendee's access and reads the event again when it is granted or dropped", async () => {
    const s = server();
    const sent: (string | null)[] = [];
    const fetchFn = ((url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return s.fetchFn(url, init);
    }) as typeof fetch;
    const store = new EventStore('conf', localStorage, fetchFn);
    const stop = store.start(window);
    await store.refresh();
    expect(sent).toEqual([null]);
    grantAccess('conf', 'token-1');
    await store.refresh();
    expect(sent).toEqual([null, 'Bearer token-1']);
    noteAccessStatus('conf', 401);
    await store.refresh();
    expect(sent.at(-1)).toBeNull();
    stop();
  });
});
