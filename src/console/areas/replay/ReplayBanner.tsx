import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useAppSelector } from '../../app/hooks';
import { selectDivergences, selectLiveStatus } from '../../../client/live';
import { leaveReplay } from './replayMode';
import { useT } from '../../app/useT';

/**
 * Always on top during a replay, so nobody mistakes it for a live console; says how the
 * organiser's console was connected and how many of its copies the server's digest found to
 * differ (the toolbar shows the replay, not a connection).
 */
export function ReplayBanner() {
  const t = useT('replay');
  const status = useAppSelector(selectLiveStatus);
  const divergences = useAppSelector(selectDivergences);
  return (
    <HStack
      role="status"
      position="sticky"
      top={0}
      zIndex="banner"
      bg="warning"
      color="black"
      px={4}
      py={2}
      justify="space-between"
      wrap="wrap"
    >
      <Stack gap={0}>
        <Text fontWeight="semibold">{t('banner')}</Text>
        <Text fontSize="sm">{t('seen', { status: t(`shell:live.${status}`), divergences })}</Text>
      </Stack>
      <Button size="xs" variant="outline" onClick={leaveReplay}>
        {t('exit')}
      </Button>
    </HStack>
  );
}
