// The live feed in the browser: the slice (status, changes), the resume points kept with the
// documents they cover (targetCopies.ts), and the listeners that drive the socket. The socket
// client itself (liveClient.ts) loads when first wanted.
export { addLiveListeners } from './liveListeners';
export type { LiveSessionOptions } from './liveListeners';
export {
  liveChanged,
  liveCurrent,
  liveDiverged,
  liveFailed,
  liveReset,
  liveSlice,
  liveStatusChanged,
  selectDivergences,
  selectIsCurrent,
  selectLiveSettled,
  selectLiveStatus,
  targetReleased,
  targetWanted,
} from './liveSlice';
export type { LiveChange, LiveDivergence, LiveState, LiveStatus } from './liveSlice';
export {
  copyDropped,
  heldDocuments,
  registerTargetHolder,
  resumePointOf,
  selectHasCopy,
  withResumePoints,
} from './targetCopies';
export type { ResumePoints, TargetHolder } from './targetCopies';
export type { FrameScheduler, LiveEvents } from './liveClient';
