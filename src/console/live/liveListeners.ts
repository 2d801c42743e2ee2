// Connects the store to the live feed: the token of the session drives the socket, screens
// want and release targets, and every delivered document ends the optimistic life of the
// writes on it.
import type { AppStartListening } from '../app/listener';
import { appStarted, networkOnline, sessionInvalid } from '../app/lifecycle';
import { sessionExpired, sessionResumed, sessionStarted, signedOut } from '../features/session';
import { echoesSeen } from '../offline/queueSlice';
import { liveUrl } from '../transport/backend';
import { LiveClient } from './liveClient';
import {
  liveChanged,
  liveCurrent,
  liveFailed,
  liveReset,
  liveStatusChanged,
  targetReleased,
  targetWanted,
} from './liveSlice';

export function addLiveListeners(startAppListening: AppStartListening): void {
  let client: LiveClient | null = null;

  startAppListening({
    actionCreator: appStarted,
    effect: (_action, api) => {
      client?.stop();
      client = new LiveClient(liveUrl, (path) => api.getState().live.resumeTokens[path] ?? '', {
        status: (status) => api.dispatch(liveStatusChanged(status)),
        changed: (path, changes, resumeToken) => {
          api.dispatch(liveChanged({ path, changes, resumeToken }));
          api.dispatch(echoesSeen(changes.map((c) => c.docId)));
        },
        current: (path, resumeToken) => api.dispatch(liveCurrent({ path, resumeToken })),
        reset: (path) => api.dispatch(liveReset({ path })),
        failed: (path, code, message) => api.dispatch(liveFailed({ path, code, message })),
        sessionEnded: () => api.dispatch(sessionInvalid()),
      });
    },
  });

  startAppListening({
    predicate: (action) => sessionStarted.match(action) || sessionResumed.match(action),
    effect: (_action, api) => client?.setToken(api.getState().session.idToken),
  });
  startAppListening({
    predicate: (action) => signedOut.match(action) || sessionExpired.match(action),
    effect: () => client?.setToken(null),
  });
  startAppListening({
    actionCreator: targetWanted,
    effect: (action) => client?.want(action.payload),
  });
  startAppListening({
    actionCreator: targetReleased,
    effect: (action) => client?.release(action.payload),
  });
  startAppListening({ actionCreator: networkOnline, effect: () => client?.retryNow() });
}
