// Diagnostics for support: the state the organiser's screens were showing when the bundle was
// taken (every slice: the entities, the write queue with its failed writes, the live feed's
// status and the copies its digest found to differ, the query cache), the path of the screen,
// and the recent actions in the Redux DevTools import format ({ payload: JSON of the actions,
// preloadedState: JSON of the whole state before them }), with tokens and passwords redacted.
// The same bundle opens read-only in the console, on the screen it was taken on. What screens
// show from outside the store (the participants' snapshots) travels beside the state.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLog } from '../app/actionLog';
import type { RootState } from '../app/store';
import { downloadFile } from '../../client/download';

/**
 * A holder of what screens show from outside the Redux store (entities/participantsList holds
 * each event's participants snapshot apart, for 100,000 rows). Its code loads with the screens
 * that use it, after this module: it registers here then, so this module imports none of it.
 */
export interface OutsideHolder {
  /** What it holds now, as JSON values. */
  read: () => unknown;
  /** Takes a replayed bundle's part (a file from elsewhere: checked by the holder). */
  restore: (held: unknown) => void;
}

const holders = new Map<string, OutsideHolder>();
/** The replayed bundle's parts, for holders whose code loads after the replay started. */
let replayedOutside: Record<string, unknown> = {};

/** Registers a holder under its name; in a replay it gets the bundle's part at once. */
export function holdsOutsideStore(name: string, holder: OutsideHolder): void {
  holders.set(name, holder);
  if (Object.hasOwn(replayedOutside, name)) holder.restore(replayedOutside[name]);
}

/** A replay starts: each holder, loaded now or later, takes what the bundle holds for it. */
export function outsideStoreReplayed(held: Record<string, unknown>): void {
  replayedOutside = held;
  for (const [name, holder] of holders) {
    if (Object.hasOwn(held, name)) holder.restore(held[name]);
  }
}

const outsideNow = () =>
  Object.fromEntries([...holders].map(([name, holder]) => [name, holder.read()]));

export interface DiagnosticsBundle {
  payload: string;
  preloadedState: string;
  /** JSON of the whole state when the bundle was taken: what the screens showed. */
  state?: string;
  /** The console path (with its query) the organiser was on. */
  path?: string;
  /** When it was taken (ISO 8601). */
  takenAt?: string;
  /** JSON of what the screens showed from outside the store, by holder (OutsideHolder). */
  outside?: string;
}

const SECRET_KEYS =
  /^(idToken|refreshToken|accessToken|access-token|password|newPassword|confirmNewPassword|oobCode|secret)$/i;
export const REDACTED = '[redacted]';

/**
 * JSON has no bigint, and the query cache holds protobuf's 64-bit numbers as bigints (history
 * sequence numbers, sizes): a bundle keeps each as `{ "$bigint": "…" }` and the reader turns it
 * back, so a replayed screen reads the same value.
 */
const BIGINT_KEY = '$bigint';

const reviveBigInt = (_key: string, value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    const [first] = entries;
    if (entries.length === 1 && first?.[0] === BIGINT_KEY && typeof first[1] === 'string') {
      return BigInt(first[1]);
    }
  }
  return value;
};

/** A deep copy without secrets (by key name, wherever they sit), its bigints made JSON. */
export function redact(value: unknown): unknown {
  if (typeof value === 'bigint') return { [BIGINT_KEY]: value.toString() };
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => [
        key,
        SECRET_KEYS.test(key) && v !== null && v !== '' ? REDACTED : redact(v),
      ]),
    );
  }
  return value;
}

/** Every slice, redacted; not redux-persist's own bookkeeping. */
const snapshot = (state: unknown) => {
  const { _persist: _, ...slices } = state as Record<string, unknown>;
  return JSON.stringify(redact(slices));
};

export function createBundle(
  current: RootState,
  log: ActionLog,
  where: { path: string; takenAt: Date } = { path: '/', takenAt: new Date() },
): DiagnosticsBundle {
  const entries = log.entries();
  const before = entries[0]?.stateBefore ?? current;
  return {
    payload: JSON.stringify(
      entries.map((e) =>
        redact({ ...e.action, meta: { ...(e.action.meta as object), loggedAt: e.timestamp } }),
      ),
    ),
    preloadedState: snapshot(before),
    state: snapshot(current),
    path: where.path,
    takenAt: where.takenAt.toISOString(),
    outside: JSON.stringify(redact(outsideNow())),
  };
}

export function downloadDiagnostics(current: RootState, log: ActionLog): void {
  const takenAt = new Date();
  const { pathname, search } = window.location;
  downloadFile(
    `eventapp-diagnostics-${takenAt.toISOString().replace(/[:.]/g, '-')}.json`,
    'application/json',
    JSON.stringify(createBundle(current, log, { path: `${pathname}${search}`, takenAt })),
  );
}

/** Reads a bundle; throws with a clear message when the file is not one. */
export function parseBundle(text: string): {
  /** The state the screens showed; null in a bundle from before it was kept. */
  state: Partial<RootState> | null;
  preloadedState: Partial<RootState>;
  actions: UnknownAction[];
  /** The path it was taken on ('/' when not known). */
  path: string;
  /** What the screens showed from outside the store, by holder ({} in an older bundle). */
  outside: Record<string, unknown>;
} {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('replay: the file is not JSON.');
  }
  const bundle = raw as Partial<DiagnosticsBundle>;
  if (typeof bundle.payload !== 'string' || typeof bundle.preloadedState !== 'string') {
    throw new Error(
      'replay: the file is not a diagnostics bundle (payload and preloadedState are missing).',
    );
  }
  let actions: unknown, preloadedState: unknown, state: unknown, outside: unknown;
  try {
    actions = JSON.parse(bundle.payload, reviveBigInt);
    preloadedState = JSON.parse(bundle.preloadedState, reviveBigInt);
    state = bundle.state === undefined ? null : JSON.parse(bundle.state, reviveBigInt);
    outside = bundle.outside === undefined ? {} : JSON.parse(bundle.outside, reviveBigInt);
  } catch {
    throw new Error('replay: the bundle is malformed.');
  }
  const isState = (value: unknown) =>
    Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  if (
    !Array.isArray(actions) ||
    !isState(preloadedState) ||
    (state !== null && !isState(state)) ||
    !isState(outside)
  ) {
    throw new Error('replay: the bundle is malformed.');
  }
  return {
    state: state as Partial<RootState> | null,
    preloadedState: preloadedState as Partial<RootState>,
    actions: actions as UnknownAction[],
    path: consolePath(bundle.path),
    outside: outside as Record<string, unknown>,
  };
}

/** A path of this console (a bundle is a file from elsewhere: never another origin). */
function consolePath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return '/';
  const url = new URL(path, 'http://console.invalid');
  return url.origin === 'http://console.invalid' ? `${url.pathname}${url.search}` : '/';
}
