// Every side effect of the console, registered on a store's listener middleware.
import { addSessionListeners } from '../features/session';
import { addLiveListeners } from '../live/liveListeners';
import { addQueueListeners } from '../offline/queueListeners';
import type { AppStartListening } from './listener';

export function registerEffects(startAppListening: AppStartListening): void {
  addSessionListeners(startAppListening);
  addLiveListeners(startAppListening);
  addQueueListeners(startAppListening);
}
