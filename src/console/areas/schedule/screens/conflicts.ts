// Overlap warnings (issue 10, beyond the spec): two visible meetings overlapping in time in one
// location, or a speaker in two overlapping meetings. They warn and never block: a plenary may
// share a hall with its own break-out on purpose. Meetings that merely touch (one ends as the
// next starts) do not overlap.

export interface Slot {
  meetingId: string;
  name: string;
  /** Epoch seconds; a meeting without both times overlaps nothing. */
  timetableStartAt?: number;
  timetableEndAt?: number;
  locationId: string;
  speakerIds: readonly string[];
  isVisible: boolean;
}

export interface Conflict {
  kind: 'location' | 'speaker';
  /** The other meeting. */
  meetingId: string;
  name: string;
  /** For a speaker conflict: the speaker in both. */
  speakerId?: string;
}

const timed = (s: Slot) =>
  s.isVisible && s.timetableStartAt !== undefined && s.timetableEndAt !== undefined;

/** What one pair has in common, seen from `a`. */
function between(a: Slot, b: Slot): Conflict[] {
  const out: Conflict[] = [];
  const other = { meetingId: b.meetingId, name: b.name };
  if (a.locationId !== '' && a.locationId === b.locationId)
    out.push({ kind: 'location', ...other });
  for (const speakerId of a.speakerIds) {
    if (b.speakerIds.includes(speakerId)) out.push({ kind: 'speaker', speakerId, ...other });
  }
  return out;
}

const overlap = (a: Slot, b: Slot) =>
  (a.timetableStartAt ?? 0) < (b.timetableEndAt ?? 0) &&
  (b.timetableStartAt ?? 0) < (a.timetableEndAt ?? 0);

/** The conflicts of one meeting (e.g. the one being edited) with the others. */
export function conflictsOf(slot: Slot, others: readonly Slot[]): Conflict[] {
  if (!timed(slot)) return [];
  return others.flatMap((o) =>
    o.meetingId !== slot.meetingId && timed(o) && overlap(slot, o) ? between(slot, o) : [],
  );
}

/**
 * Every meeting's conflicts, by meeting id (only those that have some). A sweep by start time:
 * each meeting is compared only with those starting before it ends, so a 1,000-meeting
 * schedule costs about n × (meetings at once), not n².
 */
export function scheduleConflicts(slots: readonly Slot[]): Map<string, Conflict[]> {
  const list = slots
    .filter(timed)
    .map((s) => ({ s, start: s.timetableStartAt ?? 0, end: s.timetableEndAt ?? 0 }))
    .sort((a, b) => a.start - b.start);
  const out = new Map<string, Conflict[]>();
  const add = (id: string, found: Conflict[]) => {
    if (found.length > 0) out.set(id, [...(out.get(id) ?? []), ...found]);
  };
  list.forEach((a, i) => {
    for (let j = i + 1; j < list.length; j++) {
      const b = list[j];
      if (!b || b.start >= a.end) break;
      if (b.end <= a.start) continue;
      add(a.s.meetingId, between(a.s, b.s));
      add(b.s.meetingId, between(b.s, a.s));
    }
  });
  return out;
}
