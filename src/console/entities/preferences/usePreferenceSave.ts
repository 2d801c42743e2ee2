// Saving a preference as spec/console.md §2.20 does: the write is queued (so it survives going
// offline), then after 250 ms the screen says message.updated; a refusal notifies the failure.
// A null payload deletes the preference (a cleared text field), through the same steps.
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { CallError } from '../../../client/transport';
import { failureNotified, notified } from '../../ui/notificationsSlice';
import { preferencesApi } from './preferencesApi';

export const PREFERENCE_SAVED_DELAY_MS = 250;

/** Returns save(key, payload or null to delete), resolving to whether the write was queued. */
export function usePreferenceSave(
  eventId: string,
): (key: string, payload: Record<string, string> | null) => Promise<boolean> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (key, payload) => {
      const write =
        payload === null
          ? preferencesApi.endpoints.deletePreference.initiate({ eventId, key }, { track: false })
          : preferencesApi.endpoints.updatePreference.initiate(
              { eventId, key, payload },
              { track: false },
            );
      try {
        await dispatch(write).unwrap();
      } catch (error) {
        dispatch(failureNotified((error as CallError).message));
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, PREFERENCE_SAVED_DELAY_MS));
      dispatch(notified({ text: 'message.updated' }));
      return true;
    },
    [dispatch, eventId],
  );
}
