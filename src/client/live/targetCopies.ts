// Resume points live with the documents they cover (ARCHITECTURE §2). A slice that holds the
// documents of some live targets keeps each target's resume point beside them (`resume`, by
// path), so whatever drops, clears, migrates or never stores those documents (sign-out, an
// expired session, a new persisted shape, a slice kept in memory only) drops or never stores
// the point with them. Each such slice registers here which paths it holds, so the live client
// finds the point to resume from and the documents to check the server's digest against.
import { isAnyOf } from '@reduxjs/toolkit';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Document } from '../../../generated/live/live_pb';
import { liveChanged, liveCurrent, liveDiverged, liveFailed, liveReset } from './liveSlice';

/** The part of a slice's state that says from where its targets resume. */
export interface ResumePoints {
  /** Resume token by target path: the slice holds that target's documents up to it. */
  resume: Record<string, string>;
}

export interface TargetHolder {
  /** The state key of the slice. */
  key: string;
  /** Whether the slice holds the documents of this path. */
  holds(path: string): boolean;
  /**
   * The documents the slice holds for the path, as the live feed delivers them; the server's
   * digest is checked against them on a resume. Absent: the target is not checked (a
   * changes-only target, whose documents come from elsewhere).
   */
  documents?(slice: never, path: string): Document['doc'][];
}

const holders = new Map<string, TargetHolder>();

/** Registers a slice that holds targets' documents (again with the same key: replaced). */
export function registerTargetHolder(holder: TargetHolder): void {
  holders.set(holder.key, holder);
}

const holderOf = (path: string) => [...holders.values()].find((h) => h.holds(path));

const sliceOf = (state: unknown, key: string) =>
  (state as Record<string, Partial<ResumePoints> | null | undefined>)[key];

/** The point the store can resume a path from; undefined when it holds no copy of it. */
export function resumePointOf(state: unknown, path: string): string | undefined {
  const holder = holderOf(path);
  return holder ? sliceOf(state, holder.key)?.resume?.[path] : undefined;
}

/** Whether the store holds a copy of the path (stored or delivered) to resume from. */
export const selectHasCopy = (state: unknown, path: string): boolean =>
  resumePointOf(state, path) !== undefined;

/** The documents the store holds for a path, or null when it does not check that path. */
export function heldDocuments(state: unknown, path: string): Document['doc'][] | null {
  const holder = holderOf(path);
  const slice = holder && sliceOf(state, holder.key);
  if (!holder?.documents || !slice) return holder?.documents ? [] : null;
  return holder.documents(slice as never, path);
}

/** The actions after which a path's copy is gone: reset, refused, or found to differ. */
export const copyDropped = isAnyOf(liveReset, liveFailed, liveDiverged);

/**
 * A holder slice's reducer, keeping its resume points: set as changes and 'current' markers
 * arrive on a path it holds, dropped with the path's copy. The slice drops the documents itself
 * (it knows which are the path's) and starts with `resume: {}` in its initial state.
 */
export function withResumePoints<S extends ResumePoints>(
  holds: (path: string) => boolean,
  reducer: Reducer<S>,
): Reducer<S> {
  return (state: S | undefined, action: UnknownAction) => {
    const next = reducer(state, action);
    let path: string;
    let token: string | undefined;
    if (liveChanged.match(action) || liveCurrent.match(action)) {
      ({ path, resumeToken: token } = action.payload);
    } else if (copyDropped(action)) {
      path = action.payload.path;
    } else {
      return next;
    }
    // A slice restored from an older shape (a replayed bundle) may have no points yet.
    const points = next.resume ?? {};
    if (!holds(path) || points[path] === token) return next;
    const resume =
      token === undefined
        ? Object.fromEntries(Object.entries(points).filter(([key]) => key !== path))
        : { ...points, [path]: token };
    return { ...next, resume };
  };
}
