// Every side effect of the console, registered on a store's listener middleware.
import {
  addSessionListeners,
  addSessionSharing,
  addSignedInHint,
  sessionExpired,
  sessionStarted,
  signedOut,
} from '../entities/session';
import type { QueueRecord, SenderTiming } from '../../client/queue';
import { addClientCoreListeners } from './clientCore';
import type { TabOptions } from './clientCore';
import type { AppStartListening } from './listener';
import type { ActionLog } from './actionLog';
import { downloadDiagnostics } from '../offline/diagnostics';
import { diagnosticsRequested } from '../ui/shellActions';
import { localeChanged } from './uiSlice';

export interface EffectOptions {
  /** Resolves once the persisted state is written (no-op without persistence). */
  persistNow: () => Promise<void>;
  /** The write queue's own record (none without persistence) and the tabs it is shared by. */
  queueRecord: QueueRecord | null;
  tabs?: TabOptions;
  /** The write queue's send time limit and backoff (defaults in a browser). */
  sender?: SenderTiming;
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
  // The session is stored at once, not after the throttled save: a page load right after
  // signing in (an e-mail link opened in the same tab) must find it, and one right after
  // signing out must not find the old one. So is the interface language: a reload right after
  // choosing it must not bring the other back.
  startAppListening({
    predicate: (action) =>
      sessionStarted.match(action) ||
      sessionExpired.match(action) ||
      signedOut.match(action) ||
      localeChanged.match(action),
    effect: () => options.persistNow().catch(() => undefined),
  });
  addSessionListeners(startAppListening);
  // Tabs of one profile share its stored session (none without persistence).
  if (options.queueRecord) {
    addSessionSharing(
      startAppListening,
      `${options.tabs?.name ?? 'eventapp'}-session`,
      options.tabs?.closed,
    );
    addSignedInHint(startAppListening);
  }
  addClientCoreListeners(
    startAppListening,
    options.queueRecord,
    options.tabs,
    options.sender,
    options.persistNow,
  );
}
