// The unsaved-changes guard of spec/console.md §2.25 for editing screens. Leaving for another
// page while `when` is true asks first:
//   'save'  (Save Changes?): Save → save, then leave; Don't save → leave; dismissed → stay.
//   'leave' (Leave page?):   Leave → leave; Stay or dismissed → stay.
// Closing or reloading the tab meanwhile gets the browser's own prompt.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import type { BlockerFunction, Location } from 'react-router-dom';
import { CONFIRM_SAVE, confirmStore } from './confirm';

/**
 * Navigation state for the same page at a new address (the edit shell following its event's new
 * key): not leaving, so no guard asks, and the page keeps what the organiser typed.
 */
export const MOVED_PAGE = { movedPage: true } as const;

const isMovedPage = (location: Location) =>
  (location.state as Partial<typeof MOVED_PAGE> | null)?.movedPage === true;

export interface UnsavedChangesGuardOptions {
  when: boolean;
  save: () => Promise<void> | void;
  variant?: 'save' | 'leave';
}

export function useUnsavedChangesGuard({
  when,
  save,
  variant = 'save',
}: UnsavedChangesGuardOptions): void {
  const navigate = useNavigate();
  // Set while this guard itself leaves, after a save, for the page it held back.
  const leaving = useRef(false);
  // Another query or hash on the same page is not leaving it, nor the page at a new address.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isMovedPage(nextLocation),
    [when],
  );
  const blocker = useBlocker(shouldBlock);

  const latest = useRef({ save, variant, blocker });
  useEffect(() => {
    latest.current = { save, variant, blocker };
  }, [save, variant, blocker]);

  // Asked once per blocked navigation, even when effects run twice (StrictMode).
  const askedFor = useRef<Location | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || askedFor.current === blocker.location) return;
    askedFor.current = blocker.location;
    const { proceed, reset, location } = blocker;
    // A navigation that completes meanwhile (the route following a saved key) releases the
    // blocker: its proceed() would then throw, so the guard goes where it was asked itself.
    const go = async () => {
      if (latest.current.blocker.state === 'blocked') {
        try {
          return proceed();
        } catch {
          // Released since this render (the save navigated itself): go below.
        }
      }
      leaving.current = true;
      try {
        await navigate(location);
      } finally {
        leaving.current = false;
      }
    };
    void (async () => {
      const { save: saveNow, variant: type } = latest.current;
      const result = await confirmStore.confirm({ type });
      askedFor.current = null;
      if (type === 'leave') return result === CONFIRM_SAVE ? go() : reset();
      if (!result) return reset();
      if (result === CONFIRM_SAVE) {
        try {
          await saveNow();
        } catch {
          // The save reports its own failure; stay so that nothing is lost.
          return reset();
        }
      }
      return go();
    })();
  }, [blocker, navigate]);

  useEffect(() => {
    if (!when) return undefined;
    const prompt = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', prompt);
    return () => window.removeEventListener('beforeunload', prompt);
  }, [when]);
}
