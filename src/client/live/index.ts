// The live feed in the browser: the slice (status, resume tokens, changes) and the listeners
// that drive the socket. The socket client itself (liveClient.ts) loads when first wanted.
export { addLiveListeners } from './liveListeners';
export type { LiveSessionOptions } from './liveListeners';
export {
  liveChanged,
  liveCurrent,
  liveFailed,
  liveReset,
  liveSlice,
  liveStatusChanged,
  selectHasCopy,
  selectIsCurrent,
  selectLiveStatus,
  targetReleased,
  targetWanted,
} from './liveSlice';
export type { LiveChange, LiveState, LiveStatus } from './liveSlice';
export type { LiveEvents } from './liveClient';
