// What an entity tells the app (ARCHITECTURE §3): its slices' reducers, whether they survive a
// reload, and its queued write definitions (for the persisted-queue migration).
import type { Reducer } from '@reduxjs/toolkit';
import type { AnyQueuedWrite } from '../entities/writes';

export interface EntityDescriptor {
  name: string;
  /** Its slices' reducers by state key. */
  reducers: Record<string, Reducer>;
  /** Whether its slices are persisted (redux-persist whitelist). */
  persisted: boolean;
  writes: readonly AnyQueuedWrite<never>[];
}
