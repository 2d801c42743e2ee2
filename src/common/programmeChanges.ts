// A starred session's change between two snapshots of the programme (issue 29): moved, changed
// room or cancelled (made invisible or deleted). The attendee app lists them from the snapshots
// it keeps; the server's push watcher finds the same ones to send as notifications.
import type { PublicLocation, PublicMeeting } from './publicEvent';

type Slotted = Pick<PublicMeeting, 'id' | 'name' | 'startAt' | 'endAt' | 'locationId'>;

/** What a change is told from: a snapshot, or the slim copy the server keeps (push_watch). */
export interface Programme {
  meetings: readonly Slotted[];
  locations: readonly Pick<PublicLocation, 'id' | 'name'>[];
}

export interface SessionSlot {
  startAt: number;
  endAt: number;
  location: string;
}

export interface ProgrammeChange {
  id: string;
  name: string;
  before: SessionSlot;
  /** null: cancelled. */
  after: SessionSlot | null;
}

function slotOf(m: Slotted, programme: Programme): SessionSlot {
  const location = programme.locations.find((l) => l.id === m.locationId)?.name ?? '';
  return { startAt: m.startAt, endAt: m.endAt, location };
}

export const sameSlot = (a: SessionSlot | null, b: SessionSlot | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.startAt === b.startAt &&
    a.endAt === b.endAt &&
    a.location === b.location);

/** The starred sessions whose time, room or existence differs between two snapshots. */
export function starredChanges(
  before: Programme,
  after: Programme,
  starred: ReadonlySet<string>,
): ProgrammeChange[] {
  if (starred.size === 0) return [];
  const now = new Map(after.meetings.map((m) => [m.id, m]));
  return before.meetings.flatMap((m) => {
    if (!starred.has(m.id)) return [];
    const was = slotOf(m, before);
    const next = now.get(m.id);
    const is = next ? slotOf(next, after) : null;
    return sameSlot(was, is)
      ? []
      : [{ id: m.id, name: next?.name ?? m.name, before: was, after: is }];
  });
}
