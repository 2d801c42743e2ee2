// The auth state: known once at start (refresh the stored session, or keep it when offline),
// refreshed before the ID token expires, and ended when the server refuses the session.
// An ended session keeps the write queue: it is sent after signing in again.
import type { AppStartListening } from '../../app/listener';
import { appStarted, sessionInvalid } from '../../../client/lifecycle';
import { connectCall, isNetworkError, runCall, toCallError } from '../../../client/transport';
import type { Session } from '../../../../generated/manager/auth_pb';
import {
  sessionExpired,
  sessionResumed,
  sessionStarted,
  signedOut,
  tokensOf,
} from './sessionSlice';

const REFRESH_AHEAD_SECONDS = 300;
/**
 * A timed refresh that got no answer is tried again soon: the request may have reached the
 * server and only its answer was lost (issue 28, item 13), and the server answers a retry
 * with the same new token only for a while (REFRESH_REUSE_GRACE_MS, 60 s). Doubling from 1 s,
 * four retries fall within that minute; then every 30 s until the network is back.
 */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

type Outcome = 'refreshed' | 'offline' | 'refused';
type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

export function addSessionListeners(startAppListening: AppStartListening): void {
  const refresh = async (
    refreshToken: string | null,
    { dispatch, getState }: Pick<ListenerApi, 'dispatch' | 'getState'>,
  ): Promise<Outcome> => {
    if (!refreshToken) return 'refused';
    try {
      const session = (await runCall(
        connectCall('auth', 'refresh', { refreshToken }),
        {},
      )) as Session;
      // Signed out (or given newer tokens) while the call was out: the answer must not sign
      // the user in again (issue 16: a tab's refresh at page load outlived a sign-out).
      if (getState().session.refreshToken !== refreshToken) return 'refreshed';
      dispatch(sessionStarted(tokensOf(session)));
      return 'refreshed';
    } catch (error) {
      return isNetworkError(toCallError(error)) ? 'offline' : 'refused';
    }
  };

  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      const { session } = api.getState();
      if (!session.refreshToken) {
        api.dispatch(signedOut());
        return;
      }
      const outcome = await refresh(session.refreshToken, api);
      if (outcome === 'offline') api.dispatch(sessionResumed());
      if (outcome === 'refused') api.dispatch(sessionExpired());
    },
  });

  // One timer at a time: each new token restarts it.
  startAppListening({
    actionCreator: sessionStarted,
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const wait = (action.payload.expiresAt - REFRESH_AHEAD_SECONDS) * 1000 - Date.now();
      const ended = await api.condition(
        (next) => signedOut.match(next) || sessionExpired.match(next),
        Math.max(wait, 1000),
      );
      if (ended) return;
      let outcome = await refresh(api.getState().session.refreshToken, api);
      for (let delay = RETRY_FIRST_MS; outcome === 'offline'; delay *= 2) {
        const over = await api.condition(
          (next) => signedOut.match(next) || sessionExpired.match(next),
          Math.min(delay, RETRY_MAX_MS),
        );
        if (over) return;
        outcome = await refresh(api.getState().session.refreshToken, api);
      }
      if (outcome === 'refused') api.dispatch(sessionExpired());
    },
  });

  startAppListening({
    actionCreator: sessionInvalid,
    effect: async (_action, api) => {
      api.unsubscribe();
      try {
        const outcome = await refresh(api.getState().session.refreshToken, api);
        if (outcome === 'refused') api.dispatch(sessionExpired());
      } finally {
        api.subscribe();
      }
    },
  });
}
