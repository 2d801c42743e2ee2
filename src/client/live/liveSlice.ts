// The live feed as the store sees it: the connection state (the online indicator), the resume
// token of each path (persisted, so a reload resumes instead of starting over), and the
// document changes that entity slices apply.
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Document } from '../../../generated/live/live_pb';

export type LiveStatus = 'connecting' | 'online' | 'offline';

export interface LiveChange {
  kind: 'added' | 'modified' | 'removed';
  docId: string;
  document?: Document;
  /** The number of the change this delivery is at (its resume token): the document is as of it or later. */
  seq?: number;
}

export interface LiveState {
  status: LiveStatus;
  resumeTokens: Record<string, string>;
  /** Paths whose first snapshot (or catch-up) has arrived since this page loaded. */
  current: Record<string, boolean>;
}

/** A batch of changes on one path, in order. */
export const liveChanged = createAction<{
  path: string;
  changes: LiveChange[];
  resumeToken: string;
}>('live/changed');
/** The server dropped the path's state: what was held for it is stale. */
export const liveReset = createAction<{ path: string }>('live/reset');
export const targetWanted = createAction<string>('live/targetWanted');
export const targetReleased = createAction<string>('live/targetReleased');

const withoutKey = (tokens: Record<string, string>, path: string) =>
  Object.fromEntries(Object.entries(tokens).filter(([key]) => key !== path));

const initialState: LiveState = { status: 'connecting', resumeTokens: {}, current: {} };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveStatusChanged: (state, action: PayloadAction<LiveStatus>) => {
      state.status = action.payload;
    },
    liveCurrent: (state, action: PayloadAction<{ path: string; resumeToken: string }>) => {
      state.resumeTokens[action.payload.path] = action.payload.resumeToken;
      state.current[action.payload.path] = true;
    },
    liveFailed: (state, action: PayloadAction<{ path: string; code: number; message: string }>) => {
      state.resumeTokens = withoutKey(state.resumeTokens, action.payload.path);
      state.current[action.payload.path] = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(liveChanged, (state, action) => {
        state.resumeTokens[action.payload.path] = action.payload.resumeToken;
      })
      .addCase(liveReset, (state, action) => {
        state.resumeTokens = withoutKey(state.resumeTokens, action.payload.path);
      });
  },
  selectors: {
    selectLiveStatus: (s) => s.status,
    selectIsCurrent: (s, path: string) => s.current[path] === true,
    /** Whether the store holds a copy of the path (stored or delivered) to resume from. */
    selectHasCopy: (s, path: string) => s.resumeTokens[path] !== undefined,
  },
});

export const { liveStatusChanged, liveCurrent, liveFailed } = liveSlice.actions;
export const { selectLiveStatus, selectIsCurrent, selectHasCopy } = liveSlice.selectors;
