// The event's public data on the device: the last snapshot is kept in localStorage (shown at
// once, online or not) and refreshed with conditional requests: on start, every few seconds
// while the page is visible, and when the network or the page comes back. An unchanged event
// costs a 304 from the server's memory, so polling stays cheap for thousands of attendees.
// The snapshot comes without its long texts; they follow after the first paint (eventTexts.ts).
// An event that asks for registration gives its content to its participants only: the access
// token kept on the device goes with every read, and a change of it reads the event again.
import { PREVIEW_HEADER } from '../../common/preview';
import { publicEventPath } from '../../common/publicEvent';
import type { PublicEvent } from '../../common/publicEvent';
import type { PublicEventHome } from '../../common/publicTexts';
import { ACCESS_CHANGED, accessToken } from '../registration/token';
import { favoritesOf } from './favorites';
import { noteChanges, starredChanges } from './programmeChanges';

export const POLL_MS = 4000;
// v3: the snapshot's long texts are kept apart; an older copy on the device is not read.
const storageKey = (eventKey: string) => `attendee.event.v3:${eventKey.toLowerCase()}`;

export interface EventState {
  event: PublicEvent | null;
  /** 'missing': the server says the event is not public (any more). */
  status: 'loading' | 'ready' | 'missing' | 'failed';
  /** The last refresh could not reach the server. */
  offline: boolean;
}

interface Stored {
  etag: string;
  event: PublicEventHome;
}

const noTexts = (home: PublicEvent) => home;

function readStored(storage: Storage | null, eventKey: string): Stored | null {
  try {
    const raw = storage?.getItem(storageKey(eventKey));
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

export class EventStore {
  private state: EventState;
  private etag = '';
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  /** The snapshot as the server sent it, without its long texts. */
  home: PublicEventHome | null;
  private laidTexts: (home: PublicEvent) => PublicEvent = noTexts;
  /** What the long texts wait for: the app's first page painted (App.tsx), else nothing. */
  private textsAfter: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly eventKey: string,
    /** null: nothing is kept on the device (the console's preview). */
    private readonly storage: Storage | null = localStorage,
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
    /** The preview credential to send, if this is the console's preview. */
    private readonly credential?: () => string,
  ) {
    const stored = readStored(storage, eventKey);
    this.etag = stored?.etag ?? '';
    this.home = stored?.event ?? null;
    this.state = {
      event: stored?.event ?? null,
      status: stored ? 'ready' : 'loading',
      offline: false,
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = () => this.state;

  private set(next: Partial<EventState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** The preview credential's header, else the attendee's access, for every request. */
  headers(): Record<string, string> {
    if (this.credential) return { [PREVIEW_HEADER]: this.credential() };
    const token = accessToken(this.eventKey);
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  /** Lays the long texts in, now and into every later snapshot. */
  layTexts(lay: (home: PublicEvent) => PublicEvent): void {
    this.laidTexts = lay;
    if (this.home) this.set({ event: lay(this.home) });
  }

  /** Holds the long texts back until this settles: they must not compete with a first paint. */
  deferTexts(until: Promise<unknown>): void {
    this.textsAfter = until;
  }

  /** The texts the snapshot names: their code is a chunk of its own, loaded after the event. */
  private syncTexts(): void {
    this.textsAfter
      .then(() => import('./eventTexts'))
      .then((texts) => texts.syncTexts(this, this.eventKey, this.storage, this.fetchFn))
      // No chunk (offline before it was kept): the event shows without its long texts.
      .catch(() => undefined);
  }

  /** One conditional request; concurrent callers share it. */
  refresh(): Promise<void> {
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async load(): Promise<void> {
    let res: Response;
    try {
      const headers = this.headers();
      if (this.etag) headers['if-none-match'] = this.etag;
      res = await this.fetchFn(publicEventPath(this.eventKey), {
        headers,
        cache: 'no-store',
      });
    } catch {
      this.set({ offline: true, status: this.state.event ? 'ready' : 'failed' });
      return;
    }
    if (res.status === 304) {
      this.set({ offline: false });
      return this.syncTexts();
    }
    if (res.status === 404) {
      this.storage?.removeItem(storageKey(this.eventKey));
      this.etag = '';
      this.home = null;
      return this.set({ event: null, status: 'missing', offline: false });
    }
    if (!res.ok) return this.set({ offline: true, status: this.state.event ? 'ready' : 'failed' });
    const event = (await res.json()) as PublicEventHome;
    this.etag = res.headers.get('etag') ?? '';
    try {
      this.storage?.setItem(storageKey(this.eventKey), JSON.stringify({ etag: this.etag, event }));
    } catch {
      // A full or blocked storage only costs the offline copy.
    }
    // The starred sessions this snapshot moves or cancels, against the copy it replaces (which
    // may be days old): noted before the new one shows.
    if (this.home && this.storage) {
      const found = starredChanges(this.home, event, favoritesOf(this.storage, this.eventKey));
      noteChanges(this.storage, this.eventKey, found);
    }
    this.home = event;
    this.set({ event: this.laidTexts(event), status: 'ready', offline: false });
    this.syncTexts();
  }

  /** Refreshes now and then every POLL_MS while the page is visible; returns a stop. */
  start(win: Window = window): () => void {
    const tick = () => {
      clearTimeout(this.timer);
      if (win.document.visibilityState === 'hidden') return;
      void this.refresh().finally(() => {
        // Several ticks may wait on one request: keep a single timer.
        clearTimeout(this.timer);
        this.timer = setTimeout(tick, POLL_MS);
      });
    };
    win.addEventListener('online', tick);
    win.addEventListener(ACCESS_CHANGED, tick);
    win.document.addEventListener('visibilitychange', tick);
    // The stored texts, offline too.
    this.syncTexts();
    tick();
    return () => {
      clearTimeout(this.timer);
      win.removeEventListener('online', tick);
      win.removeEventListener(ACCESS_CHANGED, tick);
      win.document.removeEventListener('visibilitychange', tick);
    };
  }
}
