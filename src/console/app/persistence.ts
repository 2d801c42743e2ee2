// What survives a reload, and how older persisted shapes are brought up to date. Bump
// PERSIST_VERSION with every change of a persisted slice's shape and add its migration.
import { createMigrate } from 'redux-persist';
import type { MigrationManifest, PersistedState } from 'redux-persist';
import type { QueueRecord, QueuedWrite } from '../../client/queue';
import {
  ENTITY_PERSISTED_KEYS,
  LAZY_ENTITY_KEYS,
  loadAllEntities,
  writeNameOfCall,
} from './entities';

export const PERSIST_KEY = 'console';
export const PERSIST_VERSION = 5;
/**
 * The write queue is not among them: its owner tab keeps it in its own record (src/client). Nor
 * is the live feed's state: the resume points are kept by the entity slices, beside the
 * documents they cover, and the rest of it holds for one page only.
 */
export const PERSISTED_SLICES = ['ui', ...ENTITY_PERSISTED_KEYS];

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
  // Version 4: the write queue moves to its own record; migrateWith carries it there.
  4: (state) => state,
  // Version 5: a resume point is kept beside the documents it covers, in their slice (issue 23).
  // The live slice's points stood apart from the documents and could outlive them, so they are
  // not carried over: the stored documents go with them, and every target starts with a
  // snapshot. The session, the preferences and the write queue stay.
  5: (state) => {
    const s = state as Persisted | undefined;
    if (!s) return s;
    const dropped = new Set(['live', ...LAZY_ENTITY_KEYS]);
    return Object.fromEntries(Object.entries(s).filter(([key]) => !dropped.has(key))) as Persisted;
  },
};

/**
 * The migrations, and then version 4’s move: the write queue leaves this key (which every tab
 * overwrites) for the queue's own record, unless that record already holds a queue.
 */
export function migrateWith(record: QueueRecord) {
  const manifest = createMigrate(migrations, { debug: false });
  return async (state: PersistedState, version: number): Promise<PersistedState> => {
    // Migration 3 names old queued writes by their definitions, which load with their entities.
    if (state && state._persist.version < 3) await loadAllEntities();
    const migrated = (await manifest(state, version)) as Persisted | undefined;
    if (!migrated || !('queue' in migrated)) return migrated;
    const { queue, ...rest } = migrated;
    try {
      await record.keepLegacy(queue);
    } catch {
      // Not stored: the queue comes back with the rest, and the owner tab adopts it from there.
      return migrated;
    }
    return rest as Persisted;
  };
}
