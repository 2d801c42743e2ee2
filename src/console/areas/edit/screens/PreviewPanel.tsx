// The live preview (spec/console.md §2.15, §2.23): a phone frame holding the event's app at
// the page of the screen being edited, the public URL to copy, and a button to open it. The
// frame loads the app from this host ({eventKey}/#/{path}); the buttons use the public URL
// (the custom domain when verified). Only the hash changes as the organiser moves between
// screens, so the framed app switches pages without reloading.
import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicEventUrl } from '../../../entities/events';
import type { EventView } from '../../../entities/events';
import { previewPath } from './previewPath';
import { useCopyLink } from './useCopyLink';

export const PREVIEW_WIDTH = '352px';

export function PreviewPanel({ event, screenPath }: { event: EventView; screenPath: string }) {
  const { t } = useTranslation('edit');
  const copy = useCopyLink();
  // The app answers for a published event only (a preview credential for drafts is not built):
  // the frame loads once the server has confirmed the publish, and stays while it holds.
  const published = event.publishedAt !== undefined;
  const [confirmed, setConfirmed] = useState(false);
  if (published && event.pendingWrites === 0 && !confirmed) setConfirmed(true);
  if (!published && confirmed) setConfirmed(false);
  if (!event.extKey) return null;
  const path = previewPath(screenPath);
  const origin = window.location.origin;
  const frameSrc = `${origin}/${encodeURIComponent(event.extKey)}/#/${path}`;
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
          {confirmed ? (
            <chakra.iframe
              title={t('preview.frame')}
              src={frameSrc}
              w="262px"
              h="467px"
              borderWidth={0}
              bg="white"
            />
          ) : (
            <Text w="262px" p={4} color="white" textAlign="center">
              {t('preview.unpublished')}
            </Text>
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
