// Copies a link to the clipboard with the spec's messages (message.linkCopied, or
// error.copyToClipboard when the browser refuses).
import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { notified } from '../../../ui/notificationsSlice';

export function useCopyLink(): (url: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        dispatch(notified({ text: 'message.linkCopied' }));
      } catch {
        dispatch(notified({ color: 'error', title: 'error.title', text: 'error.copyToClipboard' }));
      }
    },
    [dispatch],
  );
}
