// Diagnostics for support: the persisted state and the recent actions in the Redux DevTools
// import format ({ payload: JSON of the actions, preloadedState: JSON of the state before
// them }), with tokens and passwords redacted. The same bundle opens read-only in the console.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLog } from '../app/actionLog';
import { PERSISTED_SLICES } from '../app/persistence';
import type { RootState } from '../app/store';
import { downloadFile } from '../../client/download';

export interface DiagnosticsBundle {
  payload: string;
  preloadedState: string;
}

const SECRET_KEYS =
  /^(idToken|refreshToken|accessToken|access-token|password|newPassword|confirmNewPassword|oobCode|secret)$/i;
export const REDACTED = '[redacted]';

/** A deep copy without secrets (by key name, wherever they sit). */
export function redact(value: unknown): unknown {
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

const persistedPart = (state: unknown) =>
  Object.fromEntries(
    // The write queue is stored apart (src/client/queue) and the live feed's state is per page
    // (its count of copies the server's digest found to differ included), but both belong in it.
    [...PERSISTED_SLICES, 'queue', 'live'].map((name) => [
      name,
      (state as Record<string, unknown>)[name],
    ]),
  );

export function createBundle(current: RootState, log: ActionLog): DiagnosticsBundle {
  const entries = log.entries();
  const before = entries[0]?.stateBefore ?? current;
  return {
    payload: JSON.stringify(
      entries.map((e) =>
        redact({ ...e.action, meta: { ...(e.action.meta as object), loggedAt: e.timestamp } }),
      ),
    ),
    preloadedState: JSON.stringify(redact(persistedPart(before))),
  };
}

export function downloadDiagnostics(current: RootState, log: ActionLog): void {
  downloadFile(
    `eventapp-diagnostics-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    'application/json',
    JSON.stringify(createBundle(current, log)),
  );
}

/** Reads a bundle; throws with a clear message when the file is not one. */
export function parseBundle(text: string): {
  preloadedState: Partial<RootState>;
  actions: UnknownAction[];
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
  const actions = JSON.parse(bundle.payload) as unknown;
  const preloadedState = JSON.parse(bundle.preloadedState) as unknown;
  if (!Array.isArray(actions) || !preloadedState || typeof preloadedState !== 'object') {
    throw new Error('replay: the bundle is malformed.');
  }
  return {
    preloadedState: preloadedState as Partial<RootState>,
    actions: actions as UnknownAction[],
  };
}
