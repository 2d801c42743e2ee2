import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { isNetworkError } from '../../../../client/transport';
import type { CallError } from '../../../../client/transport';
import { failureNotified } from '../../../ui/notificationsSlice';

/**
 * Shows the server's refusal as the usual error notification, once per refusal (polling must
 * not repeat it). Network trouble is not notified: the screen says its figures may be old.
 */
export function useFailureNotice(error: CallError | undefined): void {
  const dispatch = useAppDispatch();
  const shown = useRef<string | null>(null);
  const message = error && !isNetworkError(error) ? error.message : null;
  useEffect(() => {
    if (message !== null && message !== shown.current) dispatch(failureNotified(message));
    shown.current = message;
  }, [dispatch, message]);
}

/** A query's error as the base query gives it (RTK Query types it wider: a thrown error). */
export function asCallError(error: unknown): CallError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Partial<CallError>;
  return typeof code === 'number' ? { code, message: message ?? '' } : undefined;
}
