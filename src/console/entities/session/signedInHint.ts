// Whether this browser profile holds a session, as a flag the pre-rendered /signin page can read
// before any of the console runs (scripts/prerenderSignIn.mjs): that page loads the console only
// on the user's first interaction, so a signed-in user sent to /signin?redirect=… saw the
// static form until a click (issue 30, item 7). With the flag it loads the console at once,
// which sends them on. It holds no token, only '1'.
import type { AppStartListening } from '../../app/listener';
import { sessionEnded, sessionStarted } from './sessionSlice';

export const SIGNED_IN_HINT = 'eventapp-signed-in';

const write = (signedIn: boolean) => {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (a private window's quota): the page then waits for a click, as before.
  }
};

export function addSignedInHint(startAppListening: AppStartListening): void {
  startAppListening({ actionCreator: sessionStarted, effect: () => write(true) });
  startAppListening({ matcher: sessionEnded, effect: () => write(false) });
}
