// Wires the browser core (src/client) into the console: the core's live feed and write queue
// learn about the console's session, language and notifications from here, not by import.
import { isAnyOf } from '@reduxjs/toolkit';
import { addLiveListeners } from '../../client/live';
import type { FrameScheduler } from '../../client/live';
import { addQueueListeners, addQueueOwnership, storedPart } from '../../client/queue';
import type { LockManagerLike, QueueRecord, SenderTiming } from '../../client/queue';
import { onIdle } from '../ui/idle';
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

/** The longest a received live frame waits for the page to be idle (issue 31). */
const FRAME_IDLE_WAIT_MS = 1000;

/**
 * Live frames are handled when the page is idle: a screen rendered in slices is not cut into by
 * a store change (which would make React render it again in one task), and frames that come
 * meanwhile are handled together. At once in a hidden tab (nothing renders there, and its idle
 * callbacks and timers are throttled), where the browser cannot tell (Safari) and in Node.
 */
const framesWhenIdle = (): FrameScheduler | undefined =>
  typeof requestIdleCallback === 'function'
    ? (handle) => {
        if (document.visibilityState === 'hidden') handle();
        else onIdle(handle, FRAME_IDLE_WAIT_MS);
      }
    : undefined;

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
    handleFrames: framesWhenIdle(),
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
