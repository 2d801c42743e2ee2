// Re-crops an uploaded image (files.CropImage): the server re-derives every size from the
// original. Online only, like uploads; a failure is notified and re-raised.
import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import type { CallError } from '../../../../client/transport';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { filesApi } from '../filesApi';
import { FILES_ERROR_PREFIX, canUpload } from './useFileUpload';
import { useT } from '../../../app/useT';

export function useCropImage(eventId: string): (fileId: string, cropXy: string) => Promise<void> {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const t = useT('widgets');
  return useCallback(
    async (fileId, cropXy) => {
      if (!canUpload(store.getState())) {
        dispatch(notified({ color: 'warning', text: 'widgets:upload.offline' }));
        throw new Error(`${FILES_ERROR_PREFIX}${t('upload.offline')}`);
      }
      try {
        await dispatch(filesApi.endpoints.cropImage.initiate({ eventId, fileId, cropXy })).unwrap();
      } catch (error) {
        const message = (error as CallError).message;
        dispatch(failureNotified(message));
        throw new Error(`${FILES_ERROR_PREFIX}${message}`);
      }
    },
    [dispatch, eventId, store, t],
  );
}
