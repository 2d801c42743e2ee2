export { isReplayRequested, makeReplayStore } from './replayMode';
export { ReplayBanner } from './ReplayBanner';
export const loadReplayScreen = () => import(/* webpackChunkName: "replay" */ './ReplayScreen');
