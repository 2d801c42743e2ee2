// The organiser's events as the live feed delivers them (the event list, the archived
// events and one event), with the resume point of each of those paths beside them.
import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { Event } from '../../../../generated/manager/model_pb';
import {
  copyDropped,
  liveChanged,
  registerTargetHolder,
  withResumePoints,
} from '../../../client/live';
import type { ResumePoints } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { sessionEnded } from '../session';

export type EventDoc = Event;

const adapter = createEntityAdapter<EventDoc, string>({
  selectId: (e) => e.eventId,
  // Creation seconds tie often: the id (UUID v7, time-ordered) keeps the order stable.
  sortComparer: (a, b) => a.createdAt - b.createdAt || a.eventId.localeCompare(b.eventId),
});

type ListName = 'current' | 'archived';

type EventsState = ReturnType<typeof adapter.getInitialState> &
  ResumePoints & {
    /**
     * Which list delivered each event. The slice also holds events of others that the user is
     * a member of (issue 24), delivered on their own event paths only: a list holds just what
     * it delivered, so its reset or digest leaves those alone. Absent in a store persisted
     * before teams: every event of the list's kind counts, as it did then.
     */
    listed?: Record<string, ListName>;
  };

const nameOf = (archived: boolean): ListName => (archived ? 'archived' : 'current');

/** Whether the event belongs to the list of archived (true) or current (false) events. */
const inList = (state: EventsState, e: EventDoc, archived: boolean) =>
  state.listed === undefined
    ? e.isArchive === archived
    : state.listed[e.eventId] === nameOf(archived);

/**
 * The list a path names: its documents are those whose isArchive equals the value. An event
 * moves between the two lists in two frames of either order, so a list drops only documents that
 * still belong to it: its removal must not undo the other list's newer copy.
 */
const listOf = (path: string): boolean | null => {
  if (LIVE_TARGETS.events.parse(path)) return false;
  if (LIVE_TARGETS.archivedEvents.parse(path)) return true;
  return null;
};

/** Forgets which list delivered these events. */
const unlist = (state: EventsState, ids: readonly string[]) => {
  if (!state.listed || ids.length === 0) return;
  const gone = new Set(ids);
  state.listed = Object.fromEntries(Object.entries(state.listed).filter(([id]) => !gone.has(id)));
};

const removeFromList = (state: EventsState, ids: string[], archived: boolean) => {
  const dropped = ids.filter((id) => {
    const e = state.entities[id];
    return e !== undefined && inList(state, e, archived);
  });
  adapter.removeMany(state, dropped);
  unlist(state, dropped);
};

const holds = (path: string) => listOf(path) !== null || LIVE_TARGETS.event.parse(path) !== null;

/** The events the slice holds for a path: a list's members, or the one event. */
const heldFor = (state: EventsState, path: string): EventDoc[] => {
  const list = listOf(path);
  const one = LIVE_TARGETS.event.parse(path);
  return Object.values(state.entities).filter(
    (e): e is EventDoc =>
      e !== undefined && (list !== null ? inList(state, e, list) : e.eventId === one?.eventId),
  );
};

registerTargetHolder({
  key: 'events',
  holds,
  documents: (state: EventsState, path: string) =>
    heldFor(state, path).map((value) => ({ case: 'event' as const, value })),
});

const initialState: EventsState = adapter.getInitialState({ resume: {}, listed: {} });

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(liveChanged, (state, { payload }) => {
        const list = listOf(payload.path);
        if (list === null && LIVE_TARGETS.event.parse(payload.path) === null) return;
        for (const change of payload.changes) {
          if (change.kind !== 'removed') {
            if (change.document?.doc.case === 'event') {
              const doc = change.document.doc.value;
              adapter.setOne(state, doc);
              if (list !== null) (state.listed ??= {})[doc.eventId] = nameOf(list);
            }
          } else if (list === null) {
            adapter.removeOne(state, change.docId);
            unlist(state, [change.docId]);
          } else removeFromList(state, [change.docId], list);
        }
      })
      .addMatcher(sessionEnded, () => initialState)
      .addMatcher(copyDropped, (state, { payload }) => {
        if (!holds(payload.path)) return;
        const ids = heldFor(state, payload.path).map((e) => e.eventId);
        const list = listOf(payload.path);
        if (list !== null) removeFromList(state, ids, list);
        else adapter.removeMany(state, ids);
      });
  },
});

/** The slice's reducer, keeping the resume points of its paths. */
export const eventsReducer = withResumePoints(holds, eventsSlice.reducer);

export const eventsAdapter = adapter;
