// Every side effect of the console, registered on a store's listener middleware.
import { addSessionListeners } from '../features/session';
import { addLiveListeners } from '../live/liveListeners';
import { addQueueListeners } from '../offline/queueListeners';
import type { AppStartListening } from './listener';
import type { ActionLog } from './actionLog';
import { downloadDiagnostics } from '../offline/diagnostics';
import { diagnosticsRequested } from '../ui/shellActions';

export interface EffectOptions {
  /** Resolves once the persisted state is written (no-op without persistence). */
  persistNow: () => Promise<void>;
}

export function registerEffects(
  startAppListening: AppStartListening,
  actionLog: ActionLog,
  options: EffectOptions,
): void {
  startAppListening({
    actionCreator: diagnosticsRequested,
    effect: (_action, api) => downloadDiagnostics(api.getState(), actionLog),
  });
  addSessionListeners(startAppListening);
  addLiveListeners(startAppListening);
  addQueueListeners(startAppListening, options);
}
