// Wires the browser core (src/client) into the console: the core's live feed and write queue
// learn about the console's session, language and notifications from here, not by import.
import { isAnyOf } from '@reduxjs/toolkit';
import { addLiveListeners } from '../../client/live';
import { addQueueListeners, addQueueOwnership, storedPart } from '../../client/queue';
import type { LockManagerLike, QueueRecord, SenderTiming } from '../../client/queue';
import { sessionEnded, sessionResumed, sessionStarted } from '../entities/session';
import { refusalNotified } from '../ui/serverRefusal';
import type { AppStartListening } from './listener';
import type { RootState } from './store';

/** How this tab finds the other tabs of its browser profile (the defaults in a browser). */
export interface TabOptions {
  /** navigator.locks by default; none: this tab owns the write queue alone. */
  locks?: LockManagerLike;
  /** The lock's and channel's name (tests give each simulated profile its own). */
  name?: string;
  /** The tab closes (tests). */
  closed?: AbortSignal;
}

const sessionBegan = isAnyOf(sessionStarted, sessionResumed);

const senderSession = ({ session, ui }: RootState) =>
  session.status === 'signedIn' && session.user
    ? {
        uid: session.user.uid,
        accessToken: session.idToken ?? undefined,
        language: ui.eventLanguage || undefined,
      }
    : null;

export function addClientCoreListeners(
  startAppListening: AppStartListening,
  record: QueueRecord | null,
  tabs: TabOptions = {},
  timing?: SenderTiming,
  persistViews?: () => Promise<void>,
): void {
  addLiveListeners(startAppListening, {
    selectToken: (state) => state.session.idToken,
    sessionBegan,
    sessionEnded,
  });
  if (record) {
    const locks = tabs.locks ?? globalThis.navigator?.locks;
    addQueueOwnership(startAppListening, { ...tabs, record, locks, persistViews });
  }
  addQueueListeners(startAppListening, {
    selectSession: senderSession,
    sessionBegan,
    onRefused: (error, dispatch) => dispatch(refusalNotified(error)),
    persistNow: async (queue) => record?.save(storedPart(queue)),
    timing,
  });
}
