// The event's long texts on the device (src/common/publicTexts.ts): loaded after the first
// paint, kept beside the event so every page works offline, fetched again only when the event
// names another version. Its own chunk: the home page's first script does not carry it.
import { publicTextsPath, withTexts } from '../../common/publicTexts';
import type { PublicTexts } from '../../common/publicTexts';
import type { EventStore } from './eventStore';

const storageKey = (eventKey: string) => `attendee.texts.v1:${eventKey.toLowerCase()}`;

export interface VersionedTexts {
  version: string;
  texts: PublicTexts;
}

function readStored(storage: Storage | null, eventKey: string): VersionedTexts | null {
  try {
    const raw = storage?.getItem(storageKey(eventKey));
    return raw ? (JSON.parse(raw) as VersionedTexts) : null;
  } catch {
    return null;
  }
}

/**
 * The texts of this version: from the device when it has them, else from the server (then
 * kept). With no network the device's older texts are better than none; null when neither.
 */
export async function loadTexts(
  eventKey: string,
  version: string,
  storage: Storage | null,
  fetchFn: typeof fetch,
  headers: Record<string, string>,
): Promise<VersionedTexts | null> {
  const stored = readStored(storage, eventKey);
  if (stored?.version === version) return stored;
  try {
    const res = await fetchFn(publicTextsPath(eventKey), { headers, cache: 'no-store' });
    if (!res.ok) return stored;
    const fresh = {
      version: res.headers.get('etag') ?? '',
      texts: (await res.json()) as PublicTexts,
    };
    try {
      storage?.setItem(storageKey(eventKey), JSON.stringify(fresh));
    } catch {
      // A full or blocked storage only costs the offline copy.
    }
    return fresh;
  } catch {
    return stored;
  }
}

/** Per store: the version of the texts laid in, and whether a load is under way. */
const laid = new WeakMap<EventStore, { version: string; loading: boolean }>();

/** Lays into the store the texts its snapshot names, one load at a time. */
export async function syncTexts(
  store: EventStore,
  eventKey: string,
  storage: Storage | null,
  fetchFn: typeof fetch,
): Promise<void> {
  const state = laid.get(store) ?? { version: '', loading: false };
  laid.set(store, state);
  const version = store.home?.textsVersion ?? '';
  if (version === state.version || state.loading) return;
  state.loading = true;
  try {
    const got = version
      ? await loadTexts(eventKey, version, storage, fetchFn, store.headers())
      : { version, texts: null };
    if (!got) return;
    state.version = got.version;
    store.layTexts((home) => withTexts(home, got.texts));
  } finally {
    state.loading = false;
  }
}
