// The live feed as the store sees it: the connection state (the online indicator), which paths
// are wanted and which are current on this page, how many resumed copies the server's digest found to differ (for
// support), and the document changes that entity slices apply. Not persisted: the resume
// points are kept by the slices that hold the documents (targetCopies.ts).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Document } from '../../../generated/live/live_pb';
import type { LiveDigest } from '../../common/liveDigest';

export type LiveStatus = 'connecting' | 'online' | 'offline';

export interface LiveChange {
  kind: 'added' | 'modified' | 'removed';
  docId: string;
  document?: Document;
  /** The number of the change this delivery is at (its resume token): the document is as of it or later. */
  seq?: number;
}

/** A resumed copy that differed from what the server holds (kept for the support bundle). */
export interface LiveDivergence {
  path: string;
  local: LiveDigest;
  server: LiveDigest;
}

export interface LiveState {
  status: LiveStatus;
  /** Paths whose first snapshot (or catch-up) has arrived since this page loaded. */
  current: Record<string, boolean>;
  /** Paths followed by the page's screens now, each with how many of them follow it. */
  wanted: Record<string, number>;
  /** Resumed copies found to differ from the server since this page loaded. */
  divergences: number;
  /** The last few of them. */
  diverged: LiveDivergence[];
}

const KEPT_DIVERGENCES = 20;

/** A batch of changes on one path, in order. */
export const liveChanged = createAction<{
  path: string;
  changes: LiveChange[];
  resumeToken: string;
}>('live/changed');
/** Everything up to the token has been delivered on the path. */
export const liveCurrent = createAction<{ path: string; resumeToken: string }>('live/current');
/** The server dropped the path's state: what was held for it is stale. */
export const liveReset = createAction<{ path: string }>('live/reset');
/** The server refused the path: nothing may be held for it. */
export const liveFailed = createAction<{ path: string; code: number; message: string }>(
  'live/failed',
);
/** A resumed copy of the path differs from the server's digest: dropped, a snapshot follows. */
export const liveDiverged = createAction<LiveDivergence>('live/diverged');
/** The session ended: the store's copies are gone, so no path is current any more. */
export const liveSessionClosed = createAction('live/sessionClosed');
export const targetWanted = createAction<string>('live/targetWanted');
export const targetReleased = createAction<string>('live/targetReleased');

const initialState: LiveState = {
  status: 'connecting',
  current: {},
  wanted: {},
  divergences: 0,
  diverged: [],
};

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveStatusChanged: (state, action: PayloadAction<LiveStatus>) => {
      state.status = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(targetWanted, (state, action) => {
        state.wanted[action.payload] = (state.wanted[action.payload] ?? 0) + 1;
      })
      .addCase(targetReleased, (state, action) => {
        const count = (state.wanted[action.payload] ?? 0) - 1;
        if (count > 0) state.wanted[action.payload] = count;
        else Reflect.deleteProperty(state.wanted, action.payload);
      })
      .addCase(liveSessionClosed, (state) => {
        state.current = {};
      })
      .addCase(liveCurrent, (state, action) => {
        state.current[action.payload.path] = true;
      })
      .addCase(liveFailed, (state, action) => {
        state.current[action.payload.path] = true;
      })
      .addCase(liveDiverged, (state, action) => {
        state.current[action.payload.path] = false;
        state.divergences += 1;
        state.diverged = [...state.diverged, action.payload].slice(-KEPT_DIVERGENCES);
      });
  },
  selectors: {
    selectLiveStatus: (s) => s.status,
    selectIsCurrent: (s, path: string) => s.current[path] === true,
    selectDivergences: (s) => s.divergences,
    /** Whether every path the screens follow has had its first snapshot: what they show has arrived. */
    selectLiveSettled: (s) => Object.keys(s.wanted).every((path) => s.current[path] === true),
  },
});

export const { liveStatusChanged } = liveSlice.actions;
export const { selectLiveStatus, selectIsCurrent, selectDivergences, selectLiveSettled } =
  liveSlice.selectors;
