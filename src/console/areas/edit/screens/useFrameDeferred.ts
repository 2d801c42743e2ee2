// When the preview's framed app may start (issue 31): the app is a second page in the same
// renderer, and starting it while the screen beside it renders its first rows made the schedule
// at 1,000 meetings open 2.4× slower than the event list. So the frame waits until what the
// screens follow has arrived and the browser is idle after rendering it — or until the organiser
// reaches for the preview (pointer or keyboard), or at the latest MAX_WAIT_MS after the panel
// mounts. Once started, it stays.
import { useCallback, useEffect, useState } from 'react';
import { selectLiveSettled } from '../../../../client/live';
import { useAppSelector } from '../../../app/hooks';
import { onIdle } from '../../../ui/idle';

/** The longest the frame waits for the screens' data (offline, a slow socket). */
const MAX_WAIT_MS = 4000;
/** The longest it then waits for an idle moment of the main thread. */
const IDLE_TIMEOUT_MS = 2000;

/** Whether the frame may load, and a call that lets it load at once. */
export function useFrameDeferred(): { ready: boolean; start: () => void } {
  const settled = useAppSelector(selectLiveSettled);
  const [ready, setReady] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const timer = window.setTimeout(() => setWaited(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
  // A target wanted before the idle moment comes (a lazy screen's) cancels it until it arrives.
  useEffect(() => {
    if (ready || !(settled || waited)) return undefined;
    return onIdle(() => setReady(true), IDLE_TIMEOUT_MS);
  }, [ready, settled, waited]);
  const start = useCallback(() => setReady(true), []);
  return { ready, start };
}
