// The upload flow of spec/console.md §2.25: ask for an upload link (files.Upload with a client
// id), PUT the bytes there with progress, then wait for the live file record: 'ok' resolves
// with the file id, 'error' rejects with its errMsg. Needs the network; offline it says so and
// does nothing. Failures are notified (error.title + message) and re-raised as 'files: Error - …'.
import { useCallback, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { UploadRole } from '../../../../common/constants';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import type { CallError } from '../../../../client/transport';
import { failureNotified, notified } from '../../../ui/notificationsSlice';
import { filesApi } from '../filesApi';
import { putFile } from './putFile';
import { waitForFile } from './waitForFile';
import { useT } from '../../../app/useT';

/** How long a processed upload may take to show as 'ok' on the live feed. */
const PROCESSED_TIMEOUT_MS = 60_000;
/** After a refused PUT, how long the record may take to say why. */
const REFUSED_TIMEOUT_MS = 5_000;

export const FILES_ERROR_PREFIX = 'files: Error - ';

/** Online for an upload: the browser says so and the live feed is not known to be down. */
export const canUpload = (state: RootState) =>
  (typeof navigator === 'undefined' || navigator.onLine) && state.live.status !== 'offline';

export interface UploadOptions {
  role: UploadRole;
  cropXy?: string;
}

export interface FileUpload {
  /** Resolves with the new file's id once the server reports it processed. */
  upload: (file: File, options: UploadOptions) => Promise<string>;
  /** 0–99 while the bytes go up and are processed; null when idle. */
  percent: number | null;
}

export function useFileUpload(eventId: string): FileUpload {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const t = useT('widgets');
  const [percent, setPercent] = useState<number | null>(null);
  // Follow the event's files while one is on its way, so its status arrives here.
  useLiveTarget(percent === null ? null : LIVE_TARGETS.files.path({ eventId }));

  const fail = useCallback(
    (message: string): never => {
      dispatch(failureNotified(message));
      throw new Error(`${FILES_ERROR_PREFIX}${message}`);
    },
    [dispatch],
  );

  const upload = useCallback(
    async (file: File, { role, cropXy }: UploadOptions) => {
      if (!canUpload(store.getState())) {
        dispatch(notified({ color: 'warning', text: 'widgets:upload.offline' }));
        throw new Error(`${FILES_ERROR_PREFIX}${t('upload.offline')}`);
      }
      setPercent(0);
      try {
        const contentType = file.type || 'application/octet-stream';
        const request = filesApi.endpoints.requestUpload.initiate({
          eventId,
          fileId: uuidv7(),
          role,
          origFilename: file.name,
          contentType,
          ...(cropXy ? { cropXy } : {}),
        });
        const ticket = await dispatch(request)
          .unwrap()
          .catch((error: CallError) => fail(error.message));
        const put = await putFile(ticket.uploadLink, file, ticket.uploadHeaders, setPercent).catch(
          () => fail(t('upload.network')),
        );
        const refused = put.status < 200 || put.status >= 300;
        await waitForFile(
          store,
          ticket.fileId,
          refused ? REFUSED_TIMEOUT_MS : PROCESSED_TIMEOUT_MS,
          refused
            ? put.body.trim() || t('upload.refused', { status: put.status })
            : t('upload.timeout'),
        ).catch((error: Error) => fail(error.message));
        return ticket.fileId;
      } finally {
        setPercent(null);
      }
    },
    [dispatch, eventId, fail, store, t],
  );

  return { upload, percent };
}
