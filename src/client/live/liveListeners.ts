// Connects the store to the live feed: the token of the session drives the socket, screens
// want and release targets, and every delivered document ends the optimistic life of the
// writes on it.
import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { appStarted, networkOnline, sessionInvalid } from '../lifecycle';
import type { ActionMatcher, CoreStartListening } from '../lifecycle';
import { echoesSeen, queueMirrored, writesAcknowledged } from '../queue';
import { liveUrl } from '../transport';
import type { FrameScheduler, LiveClient } from './liveClient';
import {
  liveChanged,
  liveCurrent,
  liveDiverged,
  liveFailed,
  liveReset,
  liveSessionClosed,
  liveStatusChanged,
  targetReleased,
  targetWanted,
} from './liveSlice';
import type { LiveState } from './liveSlice';
import { heldDocuments, resumePointOf } from './targetCopies';

export interface LiveSessionOptions<S> {
  /** The ID token the socket authenticates with; null when no one is signed in. */
  selectToken: (state: S) => string | null;
  /** Actions after which the token is new (sign-in, a resumed or refreshed session). */
  sessionBegan: ActionMatcher;
  /** Actions after which there is no session any more (sign-out, expiry). */
  sessionEnded: ActionMatcher;
  /** When received frames are handled (liveClient.ts); at once when absent. */
  handleFrames?: FrameScheduler;
}

/**
 * The feed's document actions tell the store's subscribers once, in the next frame, however
 * many of them a task dispatches (RTK's autoBatchEnhancer, on in every configureStore): a
 * batch's changes and echoes, several paths' batches and a 'current' that follows them, so
 * the screens render once for all of them and outside the socket's task, whose work is then
 * the decoding and the reducers only (issue 31). Every other action notifies at once, and with
 * it whatever a batched one left waiting.
 */
const inNextFrame = <A extends UnknownAction>(action: A): A => ({
  ...action,
  meta: { ...(action.meta as object | undefined), [SHOULD_AUTOBATCH]: true },
});

export function addLiveListeners<S extends { live: LiveState }>(
  startAppListening: CoreStartListening<S>,
  { selectToken, sessionBegan, sessionEnded, handleFrames }: LiveSessionOptions<S>,
): void {
  // The client (with protobuf-es) loads when it is first needed, so signed-out screens show
  // without it. Every use goes through the same promise, which keeps the order of the calls.
  let client: Promise<LiveClient> | null = null;
  let make: (() => Promise<LiveClient>) | null = null;
  const withClient = (ensure: boolean, act: (live: LiveClient) => void) => {
    if (!client && ensure && make) {
      const made = make();
      client = made;
      // Not loaded (offline before the service worker had it): the next use tries again.
      made.catch(() => {
        if (client === made) client = null;
      });
    }
    client?.then(act, () => undefined);
  };

  startAppListening({
    actionCreator: appStarted,
    effect: (_action, api) => {
      withClient(false, (live) => live.stop());
      client = null;
      make = async () => {
        const { LiveClient } = await import(/* webpackChunkName: "live" */ './liveClient');
        const live = new LiveClient(
          liveUrl,
          (path) => resumePointOf(api.getState(), path) ?? '',
          {
            status: (status) => api.dispatch(liveStatusChanged(status)),
            changed: (path, changes, resumeToken) => {
              api.dispatch(inNextFrame(liveChanged({ path, changes, resumeToken })));
              api.dispatch(
                inNextFrame(echoesSeen(changes.map((c) => ({ docId: c.docId, seq: c.seq ?? 0 })))),
              );
            },
            current: (path, resumeToken) =>
              api.dispatch(inNextFrame(liveCurrent({ path, resumeToken }))),
            reset: (path) => api.dispatch(liveReset({ path })),
            diverged: (path, local, server) => api.dispatch(liveDiverged({ path, local, server })),
            failed: (path, code, message) => api.dispatch(liveFailed({ path, code, message })),
            sessionEnded: () => api.dispatch(sessionInvalid()),
          },
          (path) => heldDocuments(api.getState(), path),
          undefined,
          handleFrames,
        );
        live.setToken(selectToken(api.getState()));
        return live;
      };
    },
  });

  startAppListening({
    predicate: sessionBegan,
    effect: (_action, api) => {
      const token = selectToken(api.getState());
      withClient(token !== null, (live) => live.setToken(token));
    },
  });
  startAppListening({
    predicate: sessionEnded,
    effect: (_action, api) => {
      api.dispatch(liveSessionClosed());
      withClient(false, (live) => live.setToken(null));
    },
  });
  startAppListening({
    actionCreator: targetWanted,
    effect: (action) => withClient(true, (live) => live.want(action.payload)),
  });
  startAppListening({
    actionCreator: targetReleased,
    effect: (action) => withClient(false, (live) => live.release(action.payload)),
  });
  // A write the server took (here, or in the tab that owns the queue) may have made what a
  // refused target named: an event copied or created while its screens were already open.
  startAppListening({
    predicate: (action) => writesAcknowledged.match(action) || queueMirrored.match(action),
    effect: () => withClient(false, (live) => live.retryRefused()),
  });
  startAppListening({
    actionCreator: networkOnline,
    effect: (_action, api) => withClient(selectToken(api.getState()) !== null, (l) => l.retryNow()),
  });
}
