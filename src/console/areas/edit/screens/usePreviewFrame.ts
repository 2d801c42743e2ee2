// The console's side of the preview messages (src/common/preview.ts): the framed app says it is
// ready, and is sent the current credential and unsaved design, then each change of them. Only
// the frame's own window at our origin is listened to or written to.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { isPreviewReady } from '../../../../common/preview';
import type { DraftDesign, PreviewUpdate } from '../../../../common/preview';

export function usePreviewFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  token: string | undefined,
  design: DraftDesign | null,
): void {
  const current = useRef<PreviewUpdate>({ type: 'evt.preview.update', design: null });
  const origin = window.location.origin;

  useEffect(() => {
    current.current = { type: 'evt.preview.update', token, design };
    frame.current?.contentWindow?.postMessage(current.current, origin);
  }, [frame, origin, token, design]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || e.source !== target || e.origin !== origin || !isPreviewReady(e.data)) return;
      target.postMessage(current.current, origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin]);
}
