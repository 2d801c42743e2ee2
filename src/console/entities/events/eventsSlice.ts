// The organiser's events as the live feed delivers them (the event list, the archived
// events and one event).
import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { Event } from '../../../../generated/manager/model_pb';
import { liveChanged, liveReset } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { signedOut } from '../session';

export type EventDoc = Event;

const adapter = createEntityAdapter<EventDoc, string>({
  selectId: (e) => e.eventId,
  // Creation seconds tie often: the id (UUID v7, time-ordered) keeps the order stable.
  sortComparer: (a, b) => a.createdAt - b.createdAt || a.eventId.localeCompare(b.eventId),
});

type EventsState = ReturnType<typeof adapter.getInitialState>;

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

const removeFromList = (state: EventsState, ids: string[], archived: boolean) =>
  adapter.removeMany(
    state,
    ids.filter((id) => state.entities[id]?.isArchive === archived),
  );

export const eventsSlice = createSlice({
  name: 'events',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(liveChanged, (state, { payload }) => {
        const list = listOf(payload.path);
        if (list === null && LIVE_TARGETS.event.parse(payload.path) === null) return;
        for (const change of payload.changes) {
          if (change.kind !== 'removed') {
            if (change.document?.doc.case === 'event')
              adapter.setOne(state, change.document.doc.value);
          } else if (list === null) adapter.removeOne(state, change.docId);
          else removeFromList(state, [change.docId], list);
        }
      })
      .addCase(liveReset, (state, { payload }) => {
        const list = listOf(payload.path);
        if (list !== null) removeFromList(state, state.ids, list);
      })
      .addCase(signedOut, (state) => adapter.removeAll(state));
  },
});

export const eventsAdapter = adapter;
