// Waits for a file record (fed by the live target 'events/{eventId}/files') to leave
// requested / uploading: 'ok' resolves, 'error' rejects with the record's errMsg.
import type { AppStore } from '../../../app/store';
import { selectFileById } from '../../../entities/files';

export class FileFailed extends Error {}

/** Settles on the record's status, or rejects with `timeoutMessage` after `timeoutMs`. */
export function waitForFile(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  fileId: string,
  timeoutMs: number,
  timeoutMessage: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new FileFailed(timeoutMessage));
    }, timeoutMs);
    const check = () => {
      const file = selectFileById(store.getState(), fileId);
      if (file?.status !== 'ok' && file?.status !== 'error') return false;
      clearTimeout(timer);
      unsubscribe();
      if (file.status === 'ok') resolve();
      else reject(new FileFailed(file.errMsg));
      return true;
    };
    if (!check()) unsubscribe = store.subscribe(check);
  });
}
