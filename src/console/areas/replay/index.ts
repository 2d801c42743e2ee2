// Support replay (ARCHITECTURE §3): load a diagnostics bundle into a read-only console.
import type { AreaDescriptor } from '../../app/areaDescriptor';

export { isReplayRequested, makeReplayStore } from './replayMode';
export { ReplayBanner } from './ReplayBanner';

const load = () => import(/* webpackChunkName: "replay" */ './ReplayScreen');

export const replayArea: AreaDescriptor = {
  name: 'replay',
  routes: [{ slot: 'public', path: '/replay', screen: async () => (await load()).ReplayScreen }],
  texts: () => import(/* webpackChunkName: "replay" */ './texts'),
};
