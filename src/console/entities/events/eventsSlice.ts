// The organiser's events as the live feed delivers them (targets 'events' and 'events/{id}').
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

const isEventPath = (path: string) =>
  LIVE_TARGETS.events.parse(path) !== null || LIVE_TARGETS.event.parse(path) !== null;

export const eventsSlice = createSlice({
  name: 'events',
  initialState: adapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(liveChanged, (state, { payload }) => {
        if (!isEventPath(payload.path)) return;
        for (const change of payload.changes) {
          if (change.kind === 'removed') adapter.removeOne(state, change.docId);
          else if (change.document?.doc.case === 'event')
            adapter.setOne(state, change.document.doc.value);
        }
      })
      .addCase(liveReset, (state, { payload }) => {
        if (LIVE_TARGETS.events.parse(payload.path)) adapter.removeAll(state);
      })
      .addCase(signedOut, (state) => adapter.removeAll(state));
  },
});

export const eventsAdapter = adapter;
