// One session per browser profile: a tab that gets new tokens (the refresh at its page load, a
// sign-in) tells the profile's other tabs, and they take them. A tab that kept the tokens it
// started with stored them again with each change of its state, over the newer ones; the next
// page load then refreshed with a token rotated more than a minute before, which the server
// takes for a stolen copy: the session ended in every tab (issue 16, the Chromium soak).
import { appStarted } from '../../../client/lifecycle';
import type { AppStartListening } from '../../app/listener';
import { sessionStarted } from './sessionSlice';
import type { SessionTokens } from './sessionSlice';

export function addSessionSharing(
  startAppListening: AppStartListening,
  name: string,
  closed?: AbortSignal,
): void {
  let channel: BroadcastChannel | null = null;
  /** The refresh token last taken from another tab: not told back. */
  let taken: string | null = null;
  startAppListening({
    actionCreator: appStarted,
    effect: (_action, api) => {
      if (channel || typeof BroadcastChannel === 'undefined') return;
      channel = new BroadcastChannel(name);
      // Node's channel would keep a test process alive.
      (channel as { unref?: () => void }).unref?.();
      closed?.addEventListener('abort', () => channel?.close());
      channel.onmessage = ({ data }: MessageEvent<SessionTokens>) => {
        const { user, refreshToken, expiresAt } = api.getState().session;
        // The same user's tokens, not older than this tab's (expiresAt is in seconds).
        if (user?.uid !== data.user.uid || refreshToken === data.refreshToken) return;
        if (data.expiresAt < expiresAt) return;
        taken = data.refreshToken;
        api.dispatch(sessionStarted(data));
      };
    },
  });
  startAppListening({
    actionCreator: sessionStarted,
    effect: ({ payload }) => {
      if (payload.refreshToken !== taken) channel?.postMessage(payload);
    },
  });
}
