// What survives a reload, and how older persisted shapes are brought up to date. Bump
// PERSIST_VERSION with every change of a persisted slice's shape and add its migration.
import type { MigrationManifest, PersistedState } from 'redux-persist';

export const PERSIST_KEY = 'console';
export const PERSIST_VERSION = 2;
export const PERSISTED_SLICES = [
  'session',
  'ui',
  'queue',
  'live',
  'events',
  'organisation',
  'translations',
  'defaultKeys',
  'preferences',
  'files',
  'orgs',
  'sponsors',
] as const;

type Persisted = PersistedState & Record<string, unknown>;

export const migrations: MigrationManifest = {
  // Version 1: the live slice keeps only resume tokens across reloads; 'current' is per page.
  1: (state) => {
    const s = state as Persisted | undefined;
    if (!s) return s;
    const live = (s.live ?? {}) as Record<string, unknown>;
    return {
      ...s,
      live: { status: 'connecting', resumeTokens: live.resumeTokens ?? {}, current: {} },
    } as Persisted;
  },
  // Version 2: the queue remembers when the live feed last delivered each document.
  2: (state) => {
    const s = state as Persisted | undefined;
    if (!s?.queue) return s;
    return { ...s, queue: { echoedAt: {}, ...(s.queue as object) } } as Persisted;
  },
};
