// What survives a reload, and how older persisted shapes are brought up to date. Bump
// PERSIST_VERSION with every change of a persisted slice's shape and add its migration.
import type { MigrationManifest, PersistedState } from 'redux-persist';
import type { QueuedWrite } from '../../client/queue';
import { ENTITY_PERSISTED_KEYS, writeNameOfCall } from './entities';

export const PERSIST_KEY = 'console';
export const PERSIST_VERSION = 3;
export const PERSISTED_SLICES = ['ui', 'queue', 'live', ...ENTITY_PERSISTED_KEYS];

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
  // Version 3: a queued write names the definition it was made by and keeps its request as
  // `args`, which the optimistic views read. Older entries get both from their call; an entry
  // no definition makes keeps sending as it is.
  3: (state) => {
    const s = state as Persisted | undefined;
    if (!s?.queue) return s;
    const queue = s.queue as Record<string, unknown>;
    const named = (writes: unknown) =>
      Array.isArray(writes)
        ? (writes as QueuedWrite[]).map((w) => {
            const write = w.write ?? writeNameOfCall(w.call);
            return write && !w.write ? { ...w, write, args: w.call.request } : w;
          })
        : writes;
    return {
      ...s,
      queue: {
        ...queue,
        pending: named(queue.pending),
        acked: named(queue.acked),
        failed: named(queue.failed),
      },
    } as Persisted;
  },
};
