// The event's long texts on the device (src/common/publicTexts.ts): their parts (a day's
// meetings, the speakers' bios) are loaded after the first paint, all of them, so a day never
// opened works offline too: first the day the schedule opens on, the rest when the browser is
// idle, so they never compete with what the attendee is looking at. Each is kept beside the
// event and fetched again only when the event names another version of it. Its own chunk: the
// home page's first script does not carry it.
import { mergeTexts, publicTextsPath, withTexts } from '../../common/publicTexts';
import type { PublicTexts } from '../../common/publicTexts';
import { dayKey } from '../dates';
import type { EventStore } from './eventStore';

const prefix = (eventKey: string) => `attendee.texts.v2:${eventKey.toLowerCase()}:`;

interface VersionedPart {
  version: string;
  texts: PublicTexts;
}

function readStored(storage: Storage | null, key: string): VersionedPart | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as VersionedPart) : null;
  } catch {
    return null;
  }
}

/** Parts the event no longer names leave the device (and the one-document copy of before). */
function forgetOthers(storage: Storage | null, eventKey: string, names: Set<string>): void {
  if (!storage) return;
  const mine = prefix(eventKey);
  const stale: string[] = [`attendee.texts.v1:${eventKey.toLowerCase()}`];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(mine) && !names.has(key.slice(mine.length))) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}

/**
 * One part at this version: from the device when it has it, else from the server (then kept).
 * With no network the device's older copy is better than none; null when neither.
 */
async function loadPart(
  eventKey: string,
  name: string,
  version: string,
  storage: Storage | null,
  fetchFn: typeof fetch,
  headers: Record<string, string>,
): Promise<VersionedPart | null> {
  const key = prefix(eventKey) + name;
  const stored = readStored(storage, key);
  if (stored?.version === version) return stored;
  try {
    const res = await fetchFn(publicTextsPath(eventKey, name), { headers, cache: 'no-store' });
    if (!res.ok) return stored;
    const fresh = {
      version: res.headers.get('etag') ?? '',
      texts: (await res.json()) as PublicTexts,
    };
    try {
      storage?.setItem(key, JSON.stringify(fresh));
    } catch {
      // A full or blocked storage only costs the offline copy.
    }
    return fresh;
  } catch {
    return stored;
  }
}

/** The parts of the day the schedule opens on: today when the event is on, else its first day. */
function shownDayParts(parts: readonly string[], timeZone: string): Set<string> {
  const days = parts.filter((name) => /^\d{4}-\d{2}-\d{2}/.test(name));
  const today = dayKey(Date.now() / 1000, timeZone);
  const shown = days.some((name) => name.startsWith(today)) ? today : days[0]?.slice(0, 10);
  return new Set(shown ? days.filter((name) => name.startsWith(shown)) : []);
}

/** Resolves when the browser is idle (soon, where it cannot tell). */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve);
  });

/** Per store: the parts' versions laid in, and whether a load is under way. */
const laid = new WeakMap<EventStore, { versions: string; loading: boolean }>();

/**
 * Lays into the store the texts its snapshot names, one load at a time. A part that could not
 * be had (offline, never kept) leaves the versions unmarked, so the next refresh tries again.
 */
export async function syncTexts(
  store: EventStore,
  eventKey: string,
  storage: Storage | null,
  fetchFn: typeof fetch,
): Promise<void> {
  const state = laid.get(store) ?? { versions: '', loading: false };
  laid.set(store, state);
  // A home document kept by an older app has no parts list.
  const parts = Object.entries(store.home?.textParts ?? {}).sort();
  const versions = JSON.stringify(parts);
  if (versions === state.versions || state.loading) return;
  state.loading = true;
  try {
    const headers = store.headers();
    const load = (list: [string, string][]) =>
      Promise.all(
        list.map(([name, version]) => loadPart(eventKey, name, version, storage, fetchFn, headers)),
      );
    const lay = (got: (VersionedPart | null)[]) => {
      const current = got.filter((part): part is VersionedPart => part !== null);
      // No part at all: the home document shows as it came.
      const texts = current.length > 0 ? mergeTexts(current.map((part) => part.texts)) : null;
      store.layTexts((home) => withTexts(home, texts));
    };
    const shown = shownDayParts(
      parts.map(([name]) => name),
      store.home?.timeZone ?? 'UTC',
    );
    const firstParts = parts.filter(([name]) => shown.has(name));
    const rest = parts.filter(([name]) => !shown.has(name));
    const first = await load(firstParts);
    if (first.length > 0 && rest.length > 0) {
      lay(first);
      await idle();
    }
    const loaded = [...first, ...(await load(rest))];
    const byName = new Map([...firstParts, ...rest].map(([name], i) => [name, loaded[i] ?? null]));
    const got = parts.map(([name]) => byName.get(name) ?? null);
    if (got.every((part, i) => part?.version === parts[i]?.[1])) {
      state.versions = versions;
      forgetOthers(storage, eventKey, new Set(parts.map(([name]) => name)));
    }
    lay(got);
  } finally {
    state.loading = false;
  }
}
