// The files of the events being edited (target 'events/{eventId}/files': only files not removed),
// so upload widgets see a file move requested → uploading → ok / error.
import { createSelector } from '@reduxjs/toolkit';
import type { File } from '../../../../generated/manager/model_pb';
import type { RootState } from '../../app/store';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { createLiveCollectionSlice } from '../liveCollection';

const files = createLiveCollectionSlice({
  name: 'files',
  docCase: 'file',
  target: LIVE_TARGETS.files,
  idOf: (f) => f.fileId,
  heldBy: (params, f) => f.eventId === params.eventId,
});

export const filesSlice = files.slice;
/** The slice's reducer, keeping the resume points of its paths. */
export const filesReducer = files.reducer;
export type FileDoc = File;

const selectors = files.adapter.getSelectors((state: RootState) => state.files);

/** One file by id, or undefined until the live feed has delivered it. */
export const selectFileById = (state: RootState, fileId: string) =>
  selectors.selectById(state, fileId);

/** The event's files that are processed and usable ('ok'). */
export const selectEventFiles = createSelector(
  [selectors.selectAll, (_state: RootState, eventId: string) => eventId],
  (all, eventId) => all.filter((f) => f.eventId === eventId && f.status === 'ok' && !f.removed),
);
