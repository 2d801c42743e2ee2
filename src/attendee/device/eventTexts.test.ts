import type { PublicEvent, PublicMeeting, PublicSpeaker } from '../../common/publicEvent';
import { splitTexts } from '../../common/publicTexts';
import type { PublicTexts } from '../../common/publicTexts';
import type { PublicEventHome } from '../../common/publicTexts';
import { EventStore } from './eventStore';

const DAY1 = Date.UTC(2030, 5, 1, 9) / 1000;
const DAY2 = DAY1 + 24 * 3600;

const whole = (text: string, second = 'Closing', bio = `${text} bio`) =>
  ({
    eventKey: 'conf',
    title: 'Conf',
    timeZone: 'UTC',
    meetings: [
      { id: 'm1', name: 'Keynote', startAt: DAY1, annotation: `${text} in short`, text },
      { id: 'm2', name: 'Closing', startAt: DAY2, annotation: '', text: second },
    ] as PublicMeeting[],
    speakers: [{ id: 's1', name: 'Ada', bio } as PublicSpeaker],
  }) as PublicEvent;

/** The server's documents for an event, each part's ETag its content's. */
function server(initial: PublicEvent) {
  const requests: string[] = [];
  let version = 0;
  let docs = { home: {} as PublicEventHome, parts: {} as Record<string, PublicTexts> };
  const set = (event: PublicEvent) => {
    version += 1;
    const { home, parts } = splitTexts(event);
    const textParts = Object.fromEntries(
      Object.entries(parts).map(([name, part]) => [name, `"${btoa(JSON.stringify(part))}"`]),
    );
    docs = { home: { ...home, textParts }, parts };
  };
  set(initial);
  let online = true;
  const fetchFn = (async (url: string) => {
    requests.push(url);
    if (!online) throw new TypeError('Failed to fetch');
    const part = /\/texts\/(.+)$/.exec(url)?.[1];
    if (part === undefined) {
      return new Response(JSON.stringify(docs.home), { headers: { etag: `"h${version}"` } });
    }
    const etag = docs.home.textParts[part] ?? '';
    return new Response(JSON.stringify(docs.parts[part]), { headers: { etag } });
  }) as typeof fetch;
  return {
    fetchFn,
    requests,
    set,
    texts: () => requests.filter((u) => u.includes('/texts/')),
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
    // The first day's part comes first, the bios when the browser is idle.
    await settled(store, (e) => e?.meetings[0]?.text === 'First');
    const laid = await settled(store, (e) => e?.speakers[0]?.bio !== '');
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

  it('fetches again only the parts whose version the event changes', async () => {
    const s = server(whole('First'));
    const store = new EventStore('conf', localStorage, s.fetchFn);
    await store.refresh();
    await settled(store, (e) => e?.meetings[1]?.text === 'Closing' && e.speakers[0]?.bio !== '');
    expect(s.texts().sort()).toEqual([
      '/api/v1/public/events/conf/texts/2030-06-01',
      '/api/v1/public/events/conf/texts/2030-06-02',
      '/api/v1/public/events/conf/texts/speakers',
    ]);
    await store.refresh();
    expect(s.texts()).toHaveLength(3);
    s.set(whole('First', 'Farewell'));
    await store.refresh();
    await settled(store, (e) => e?.meetings[1]?.text === 'Farewell');
    expect(s.texts().slice(3)).toEqual(['/api/v1/public/events/conf/texts/2030-06-02']);
  });

  it('keeps on the device only the parts the event still names', async () => {
    const s = server(whole('First'));
    const store = new EventStore('conf', localStorage, s.fetchFn);
    await store.refresh();
    await settled(store, (e) => e?.meetings[1]?.text === 'Closing');
    s.set(whole('First', '', 'New bio'));
    await store.refresh();
    await settled(store, (e) => e?.speakers[0]?.bio === 'New bio');
    const kept = Object.keys(localStorage).filter((k) => k.startsWith('attendee.texts.'));
    expect(kept.sort()).toEqual([
      'attendee.texts.v2:conf:2030-06-01',
      'attendee.texts.v2:conf:speakers',
    ]);
  });

  it('loads the day the schedule opens on first, the other parts after it is laid in', async () => {
    const s = server(whole('First'));
    const store = new EventStore('conf', localStorage, s.fetchFn);
    let requestedWhenLaid = -1;
    store.subscribe(() => {
      if (requestedWhenLaid < 0 && store.getState().event?.meetings[0]?.text === 'First') {
        requestedWhenLaid = s.texts().length;
      }
    });
    await store.refresh();
    await settled(store, (e) => e?.speakers[0]?.bio === 'First bio');
    // Today is no day of the event: the schedule opens on its first day, which came alone.
    expect(requestedWhenLaid).toBe(1);
    expect(s.texts()[0]).toBe('/api/v1/public/events/conf/texts/2030-06-01');
    expect(s.texts().slice(1).sort()).toEqual([
      '/api/v1/public/events/conf/texts/2030-06-02',
      '/api/v1/public/events/conf/texts/speakers',
    ]);
  });
});
