import type { PublicEvent, PublicMeeting, PublicSpeaker } from '../../common/publicEvent';
import { splitTexts } from '../../common/publicTexts';
import type { PublicEventHome } from '../../common/publicTexts';
import { EventStore } from './eventStore';

const whole = (text: string) =>
  ({
    eventKey: 'conf',
    title: 'Conf',
    meetings: [
      { id: 'm1', name: 'Keynote', annotation: `${text} in short`, text } as PublicMeeting,
    ],
    speakers: [{ id: 's1', name: 'Ada', bio: `${text} bio` } as PublicSpeaker],
  }) as PublicEvent;

/** The server's two documents for an event, each answering 304 to its current ETag. */
function server(initial: PublicEvent) {
  const requests: string[] = [];
  let version = 0;
  let docs = { home: {} as PublicEventHome, texts: {} };
  const set = (event: PublicEvent) => {
    version += 1;
    const { home, texts } = splitTexts(event);
    docs = { home: { ...home, textsVersion: `"t${version}"` }, texts };
  };
  set(initial);
  let online = true;
  const fetchFn = (async (url: string) => {
    requests.push(url);
    if (!online) throw new TypeError('Failed to fetch');
    const isTexts = url.endsWith('/texts');
    const etag = isTexts ? docs.home.textsVersion : `"h${version}"`;
    return new Response(JSON.stringify(isTexts ? docs.texts : docs.home), { headers: { etag } });
  }) as typeof fetch;
  return {
    fetchFn,
    requests,
    set,
    offline() {
      online = false;
    },
  };
}

const settled = (store: EventStore, ok: (e: PublicEvent | null) => boolean) =>
  new Promise<PublicEvent | null>((resolve, reject) => {
    const check = () => {
      const { event } = store.getState();
      if (ok(event)) resolve(event);
    };
    store.subscribe(check);
    check();
    setTimeout(() => reject(new Error('texts never laid in')), 2000);
  });

describe("the event's long texts on the device", () => {
  beforeEach(() => localStorage.clear());

  it('shows the event first, then lays in its texts, and keeps them for offline', async () => {
    const s = server(whole('First'));
    const store = new EventStore('conf', localStorage, s.fetchFn);
    await store.refresh();
    expect(store.getState().event?.meetings[0]).toMatchObject({ name: 'Keynote', text: '' });
    const laid = await settled(store, (e) => e?.meetings[0]?.text === 'First');
    expect(laid?.meetings[0]?.annotation).toBe('First in short');
    expect(laid?.speakers[0]?.bio).toBe('First bio');

    s.offline();
    const offline = new EventStore('conf', localStorage, s.fetchFn);
    const stop = offline.start();
    expect((await settled(offline, (e) => e?.speakers[0]?.bio === 'First bio'))?.title).toBe(
      'Conf',
    );
    stop();
  });

  it('fetches the texts again only when the event names a new version', async () => {
    const s = server(whole('First'));
    const store = new EventStore('conf', localStorage, s.fetchFn);
    await store.refresh();
    await settled(store, (e) => e?.meetings[0]?.text === 'First');
    await store.refresh();
    expect(s.requests.filter((u) => u.endsWith('/texts'))).toHaveLength(1);
    s.set(whole('Second'));
    await store.refresh();
    await settled(store, (e) => e?.meetings[0]?.text === 'Second');
    expect(s.requests.filter((u) => u.endsWith('/texts'))).toHaveLength(2);
  });
});
