// The compact snapshot of each event's participants (src/common/participantsSnapshot.ts), held
// in memory outside the Redux store: 100,000 rows through immer and redux-persist would cost
// seconds per change. One load per event per page; screens read it with useSyncExternalStore.
import { participantsSnapshotPath } from '../../../common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../../common/participantsSnapshot';
import { holdsOutsideStore } from '../../offline/diagnostics';
import { rowsIndexed } from './participantsList';
import { readSnapshot } from './snapshotReader';

export type SnapshotState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; header: SnapshotHeader; rows: SnapshotRow[] };

const LOADING: SnapshotState = { status: 'loading' };
const states = new Map<string, SnapshotState>();
const listeners = new Set<() => void>();

function set(eventId: string, state: SnapshotState): void {
  states.set(eventId, state);
  for (const listener of listeners) listener();
}

export function subscribeSnapshots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const snapshotOf = (eventId: string): SnapshotState => states.get(eventId) ?? LOADING;

/** Parses the NDJSON body: the header line, then every row in one JSON.parse (fast). */
export function parseSnapshot(text: string): { header: SnapshotHeader; rows: SnapshotRow[] } {
  const end = text.indexOf('\n');
  const header = JSON.parse(end === -1 ? text : text.slice(0, end)) as SnapshotHeader;
  const body = end === -1 ? '' : text.slice(end + 1).trimEnd();
  const rows = body === '' ? [] : (JSON.parse(`[${body.replace(/\n/g, ',')}]`) as SnapshotRow[]);
  return { header, rows };
}

/** Holds a snapshot as loaded (tests and the loader). */
export function snapshotLoaded(eventId: string, header: SnapshotHeader, rows: SnapshotRow[]) {
  set(eventId, { status: 'ready', header, rows });
}

let owner: string | null = null;

/** Snapshots belong to the signed-in user: another user (or none) starts with none. */
export function snapshotsOwnedBy(uid: string | null): void {
  if (uid === owner) return;
  owner = uid;
  snapshotsCleared();
}

/** Forgets every snapshot (sign-out; tests). */
export function snapshotsCleared(): void {
  states.clear();
  for (const listener of listeners) listener();
}

/**
 * Loads the event's snapshot unless one is held or on its way; `onLoaded` gets its resume
 * token, from which the live target must continue.
 */
export async function loadSnapshot(
  eventId: string,
  token: string,
  onLoaded: (resumeToken: string) => void,
): Promise<void> {
  const current = states.get(eventId);
  if (current && current.status !== 'failed') return;
  set(eventId, LOADING);
  try {
    const response = await fetch(participantsSnapshotPath(eventId), {
      headers: { 'access-token': token },
    });
    if (!response.ok || !response.body) {
      const text = await response.text();
      throw new Error((JSON.parse(text) as { error?: string }).error ?? response.statusText);
    }
    const { header, rows, indexOf, haystacks } = await readSnapshot(response.body);
    rowsIndexed(rows, indexOf, haystacks);
    onLoaded(header.resumeToken);
    snapshotLoaded(eventId, header, rows);
  } catch (error) {
    set(eventId, { status: 'failed', message: (error as Error).message });
  }
}

/** What a diagnostics bundle carries of the snapshots: the lists shown (loaded), by event. */
interface HeldSnapshots {
  owner: string | null;
  events: Record<string, { header: SnapshotHeader; rows: SnapshotRow[] }>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A bundle's part as HeldSnapshots, or null when it is not one (a file from elsewhere). */
function heldSnapshotsOf(value: unknown): HeldSnapshots | null {
  if (!isObject(value) || !isObject(value.events)) return null;
  const { owner, events } = value;
  if (owner !== null && typeof owner !== 'string') return null;
  const lists = Object.values(events);
  const valid = lists.every(
    (list) => isObject(list) && isObject(list.header) && Array.isArray(list.rows),
  );
  return valid ? (value as unknown as HeldSnapshots) : null;
}

// Support sees the lists the organiser saw (issue 23 item 5): a bundle carries the snapshots
// held, and a replay holds the bundle's as they were, its user's, so that no load replaces them
// (a replay calls nothing).
holdsOutsideStore('participants', {
  read: (): HeldSnapshots => ({
    owner,
    events: Object.fromEntries(
      [...states].flatMap(([eventId, state]) =>
        state.status === 'ready' ? [[eventId, { header: state.header, rows: state.rows }]] : [],
      ),
    ),
  }),
  restore: (value) => {
    const held = heldSnapshotsOf(value);
    if (!held) return;
    owner = held.owner;
    states.clear();
    for (const [eventId, { header, rows }] of Object.entries(held.events)) {
      snapshotLoaded(eventId, header, rows);
    }
  },
});
