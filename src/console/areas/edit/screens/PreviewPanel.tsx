// The live preview (spec/console.md §2.15, §2.23): a phone frame holding the event's app at
// the page of the screen being edited, the public URL to copy, and a button to open it. The
// frame loads the app from this host ({eventKey}/#/{path}); the buttons use the public URL
// (the custom domain when verified). Only the hash changes as the organiser moves between
// screens, so the framed app switches pages without reloading. The frame carries a preview
// credential (issue 13), so it shows the event published or not, to its organiser only; fresh
// credentials and the design being edited reach the app by message, without a reload. The frame
// starts once the screen beside it has rendered what it follows (useFrameDeferred).
import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { PREVIEW_QUERY } from '../../../../common/preview';
import { selectLiveStatus } from '../../../../client/live';
import { useAppSelector } from '../../../app/hooks';
import { publicEventUrl } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import { usePreviewDraft } from '../../../ui/preview';
import { useNetworkOnline } from '../../../ui/useNetworkOnline';
import { PREVIEW_REFRESH_MS, usePreviewTokenQuery } from './previewApi';
import { previewPath } from './previewPath';
import { useCopyLink } from './useCopyLink';
import { useFrameDeferred } from './useFrameDeferred';
import { usePreviewFrame } from './usePreviewFrame';
import { useT } from '../../../app/useT';

/** How soon a credential is asked for again when the server could not give one. */
const RETRY_MS = 5000;

export const PREVIEW_WIDTH = '352px';

export function PreviewPanel({ event, screenPath }: { event: EventView; screenPath: string }) {
  const t = useT('edit');
  const copy = useCopyLink();
  const frame = useRef<HTMLIFrameElement>(null);
  const { eventId } = event;
  // An event not on the server yet (created offline) has none: asked again soon.
  const [held, setHeld] = useState(false);
  const { data: token } = usePreviewTokenQuery(
    { eventId },
    { skip: !event.extKey, pollingInterval: held ? PREVIEW_REFRESH_MS : RETRY_MS },
  );
  if (token !== undefined && !held) setHeld(true);
  // The frame loads with the first credential; later ones are sent to it (no reload).
  const [first, setFirst] = useState<{ eventId: string; token: string } | null>(null);
  if (token && first?.eventId !== eventId) setFirst({ eventId, token });
  usePreviewFrame(frame, token, usePreviewDraft(eventId));
  const deferred = useFrameDeferred();
  // Without a connection the frame waits for it, not for a save (issue 30, item 23).
  const online = useNetworkOnline();
  const connected = useAppSelector((s) => selectLiveStatus(s) !== 'offline') && online;
  if (!event.extKey) return null;
  const path = previewPath(screenPath);
  const origin = window.location.origin;
  const frameSrc = first
    ? `${origin}/${encodeURIComponent(event.extKey)}/?${PREVIEW_QUERY}=${encodeURIComponent(first.token)}#/${path}`
    : '';
  const publicUrl = `${publicEventUrl(event, origin) ?? ''}${path}`;
  return (
    <Box
      as="aside"
      aria-label={t('preview.label')}
      w={PREVIEW_WIDTH}
      flexShrink={0}
      position="sticky"
      top={0}
      h="100dvh"
      overflowY="auto"
      borderLeftWidth="1px"
      bg="bg.panel"
      py={6}
      onPointerEnter={deferred.start}
      onFocus={deferred.start}
    >
      <Stack align="center" gap={4}>
        <Box
          w="300px"
          h="616px"
          borderRadius="40px"
          bg="gray.900"
          display="flex"
          alignItems="center"
          justifyContent="center"
          boxShadow="lg"
        >
          {first?.eventId !== eventId ? (
            <Text w="262px" p={4} color="white" textAlign="center">
              {t(connected ? 'preview.waiting' : 'preview.offline')}
            </Text>
          ) : deferred.ready ? (
            <chakra.iframe
              ref={frame}
              title={t('preview.frame')}
              src={frameSrc}
              w="262px"
              h="467px"
              borderWidth={0}
              bg="white"
            />
          ) : (
            // The frame's blank page until it starts: the event is saved, the app is on its way.
            <Box w="262px" h="467px" bg="white" />
          )}
        </Box>
        <Text fontSize="xs" color="fg.muted" maxW="300px" truncate>
          {publicUrl}
        </Text>
        <Stack direction="row" gap={2} wrap="wrap" justify="center" px={2}>
          <Button variant="ghost" size="sm" onClick={() => void copy(publicUrl)}>
            {t('preview.copy')}
          </Button>
          <Button asChild size="sm" colorPalette="primary">
            <a href={publicUrl} target="_blank" rel="noopener noreferrer">
              {t('preview.open')}
            </a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
