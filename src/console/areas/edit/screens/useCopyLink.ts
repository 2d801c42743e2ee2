// Copies a link (or another text the organiser must paste elsewhere) to the clipboard with the
// spec's messages (message.linkCopied or the given one, or error.copyToClipboard when the
// browser refuses).
import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { notified } from '../../../ui/notificationsSlice';

export function useCopyLink(): (url: string, copied?: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (url: string, copied = 'message.linkCopied') => {
      try {
        await navigator.clipboard.writeText(url);
        dispatch(notified({ text: copied }));
      } catch {
        dispatch(notified({ color: 'error', title: 'error.title', text: 'error.copyToClipboard' }));
      }
    },
    [dispatch],
  );
}
